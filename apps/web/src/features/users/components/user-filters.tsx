import { USER_STATUSES } from '@rentwell/contracts/users';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { SearchFilter } from '../../../components/search-filter.tsx';
import type { TUserFilters } from '../api/user-queries.ts';
import { FILTER_ROLES } from '../user-roles.ts';

export type TUserFiltersProps = { filters: TUserFilters; onChange: (filters: TUserFilters) => void };

/** Search by name or email, role and status; any change goes back to the first page. */
export function UserFilters({ filters, onChange }: TUserFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <SearchFilter
        className="sm:col-span-2 lg:col-span-1"
        label={t('users.filters.search')}
        placeholder={t('users.filters.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search, page: 1 })}
      />
      <FilterSelect
        label={t('users.filters.role')}
        allLabel={t('users.filters.allRoles')}
        value={filters.role}
        options={FILTER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(value) => onChange({ ...filters, role: FILTER_ROLES.find((role) => role === value), page: 1 })}
      />
      <FilterSelect
        label={t('users.filters.status')}
        allLabel={t('users.filters.allStatuses')}
        value={filters.status}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(value) =>
          onChange({ ...filters, status: USER_STATUSES.find((status) => status === value), page: 1 })
        }
      />
    </search>
  );
}
