import { CHARGE_STATUSES } from '@rentwell/contracts/payments';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import type { TChargeFilters } from '../api/payment-queries.ts';

type TOption = { id: string; name: string };

export type TPaymentFiltersProps = {
  filters: TChargeFilters;
  tenants: readonly TOption[];
  onChange: (filters: TChargeFilters) => void;
};

/** Property, tenant, status and period (due dates from–to) of the payment history. */
export function PaymentFilters({ filters, tenants, onChange }: TPaymentFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <PropertyFilter
        label={t('payments.filters.property')}
        allLabel={t('payments.filters.allProperties')}
        value={filters.propertyId}
        onChange={(propertyId) => onChange({ ...filters, propertyId })}
      />
      <FilterSelect
        label={t('payments.filters.tenant')}
        allLabel={t('payments.filters.allTenants')}
        value={filters.tenantId}
        options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        onChange={(tenantId) => onChange({ ...filters, tenantId })}
      />
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
