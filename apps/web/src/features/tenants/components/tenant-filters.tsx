import { LEASE_STATUSES, TENANT_SORTS } from '@rentwell/contracts/leases';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import { SearchFilter } from '../../../components/search-filter.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import type { TTenantFilters } from '../api/tenant-queries.ts';

export type TTenantFiltersProps = {
  filters: TTenantFilters;
  onChange: (filters: TTenantFilters) => void;
};

/** Search, lease status, property and sort of the tenants table. */
export function TenantFilters({ filters, onChange }: TTenantFiltersProps) {
  const { t } = useTranslation();
  const sortId = useId();

  return (
    <search className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchFilter
        className="col-span-2 lg:col-span-1"
        label={t('tenants.filters.search')}
        placeholder={t('tenants.filters.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <FilterSelect
        label={t('tenants.filters.status')}
        allLabel={t('tenants.filters.allStatuses')}
        value={filters.status}
        options={LEASE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(value) => onChange({ ...filters, status: LEASE_STATUSES.find((status) => status === value) })}
      />
      <PropertyFilter
        label={t('tenants.filters.property')}
        allLabel={t('tenants.filters.allProperties')}
        value={filters.propertyId}
        onChange={(propertyId) => onChange({ ...filters, propertyId })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={sortId}>{t('tenants.filters.sort')}</Label>
        <Select
          value={filters.sort}
          onValueChange={(value) =>
            onChange({ ...filters, sort: TENANT_SORTS.find((sort) => sort === value) ?? 'name' })
          }
        >
          <SelectTrigger id={sortId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TENANT_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`tenants.sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
