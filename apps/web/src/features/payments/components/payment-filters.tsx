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

/** Property, tenant, status and period (due dates from–to) of the payment history. */
export function PaymentFilters({ filters, onChange }: TPaymentFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-5">
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
      <DateRangeFilter
        fromLabel={t('payments.filters.from')}
        toLabel={t('payments.filters.to')}
        value={filters}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
    </search>
  );
}
