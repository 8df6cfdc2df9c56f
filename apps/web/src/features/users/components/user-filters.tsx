import { USER_STATUSES } from '@rentwell/contracts/users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilter } from '../../../components/search-filter.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import type { TUserFilters } from '../api/user-queries.ts';
import { FILTER_ROLES } from '../user-roles.ts';

const ALL = 'all';

export type TUserFiltersProps = { filters: TUserFilters; onChange: (filters: TUserFilters) => void };

/** Search by name or email, role and status; any change goes back to the first page. */
export function UserFilters({ filters, onChange }: TUserFiltersProps) {
  const { t } = useTranslation();
  const roleId = useId();
  const statusId = useId();

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <SearchFilter
        className="sm:col-span-2 lg:col-span-1"
        label={t('users.filters.search')}
        placeholder={t('users.filters.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search, page: 1 })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={roleId}>{t('users.filters.role')}</Label>
        <Select
          value={filters.role ?? ALL}
          onValueChange={(value) =>
            onChange({ ...filters, role: FILTER_ROLES.find((role) => role === value), page: 1 })
          }
        >
          <SelectTrigger id={roleId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('users.filters.allRoles')}</SelectItem>
            {FILTER_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {t(`roles.${role}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>{t('users.filters.status')}</Label>
        <Select
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onChange({ ...filters, status: USER_STATUSES.find((status) => status === value), page: 1 })
          }
        >
          <SelectTrigger id={statusId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('users.filters.allStatuses')}</SelectItem>
            {USER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`status.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
