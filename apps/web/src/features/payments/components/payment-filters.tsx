import { CHARGE_STATUSES } from '@rentwell/contracts/payments';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import type { TChargeFilters } from '../api/payment-queries.ts';
import { TenantFilter } from './tenant-filter.tsx';

export type TPaymentFiltersProps = {
  filters: TChargeFilters;
  onChange: (filters: TChargeFilters) => void;
};

/** The method filter's choices: recorded by hand, or online, by any or one online method. */
const METHOD_FILTERS = ['recorded', 'online', 'online_card', 'online_bank_account'] as const;

/** Property, tenant, status, payment method and period (due dates from–to) of the payment history. */
export function PaymentFilters({ filters, onChange }: TPaymentFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      <PropertyFilter
        label={t('payments.filters.property')}
        allLabel={t('payments.filters.allProperties')}
        value={filters.propertyId}
        onChange={(propertyId) => onChange({ ...filters, propertyId })}
      />
      <TenantFilter value={filters.tenantId} onChange={(tenantId) => onChange({ ...filters, tenantId })} />
      <FilterSelect
        label={t('payments.filters.status')}
        allLabel={t('payments.filters.allStatuses')}
        value={filters.status}
        options={CHARGE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ ...filters, status: CHARGE_STATUSES.find((known) => known === status) })}
      />
      <FilterSelect
        label={t('payments.filters.method')}
        allLabel={t('payments.filters.allMethods')}
        value={filters.method}
        options={METHOD_FILTERS.map((method) => ({ value: method, label: t(`payments.filters.methods.${method}`) }))}
        onChange={(method) => onChange({ ...filters, method: METHOD_FILTERS.find((known) => known === method) })}
      />
      <DateRangeFilter
        fromLabel={t('payments.filters.from')}
        toLabel={t('payments.filters.to')}
        value={filters}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
    </search>
  );
}
