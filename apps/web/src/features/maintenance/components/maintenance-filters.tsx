import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_SORTS,
  MAINTENANCE_STATUSES,
  type TMaintenanceStatus,
} from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/labelled-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import type { TAssignee, TMaintenanceFilters } from '../api/maintenance-queries.ts';
import { isMaintenanceManager, statusShownTo } from '../maintenance-roles.ts';

const ALL = 'all';

export type TStatusChipsProps = {
  role: TRole | null;
  value: TMaintenanceStatus | undefined;
  counts: Partial<Record<TMaintenanceStatus, number>> | undefined;
  onChange: (status: TMaintenanceStatus | undefined) => void;
};

/** 'All' and one chip per status with its count; tenants read the tenant names (an open request is 'Pending'). */
export function StatusChips({ role, value, counts, onChange }: TStatusChipsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const total = counts ? MAINTENANCE_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const chips: { status: TMaintenanceStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: t('maintenance.allStatuses'), count: total },
    ...MAINTENANCE_STATUSES.map((status) => ({
      status,
      label: t(`status.${statusShownTo(role, status)}`),
      count: counts?.[status],
    })),
  ];
  return (
    <fieldset className="mb-4 min-w-0">
      <legend className="sr-only">{t('maintenance.statusFilterLabel')}</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map(({ status, label, count }) => {
          const isSelected = status === value;
          return (
            <button
              key={status ?? ALL}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChange(status)}
              className={cn(
                'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isSelected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {label}
              {count === undefined ? null : (
                <span
                  className={cn(
                    'min-w-5 rounded-full px-1.5 text-xs tabular-nums',
                    // A darker pill keeps the white count readable (4.5:1) on the primary colour.
                    isSelected ? 'bg-black/20' : 'bg-muted text-foreground',
                  )}
                >
                  {format.number(count)}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export type TMaintenanceFiltersProps = {
  role: TRole | null;
  filters: TMaintenanceFilters;
  assignees: readonly TAssignee[];
  onChange: (filters: TMaintenanceFilters) => void;
};

/** Priority, category and sort for everyone; property and assignee for managers, who see the whole organization. */
export function MaintenanceFilters({ role, filters, assignees, onChange }: TMaintenanceFiltersProps) {
  const { t } = useTranslation();
  const isManager = isMaintenanceManager(role);
  return (
    <search
      className={cn('mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3', isManager && 'lg:grid-cols-5')}
      aria-label={t('maintenance.filters.label')}
    >
      <LabelledSelect
        label={t('maintenance.filters.priority')}
        value={filters.priority ?? ALL}
        onChange={(value) =>
          onChange({ ...filters, priority: MAINTENANCE_PRIORITIES.find((priority) => priority === value) })
        }
        options={[
          { value: ALL, label: t('maintenance.filters.allPriorities') },
          ...MAINTENANCE_PRIORITIES.map((priority) => ({ value: priority, label: t(`status.${priority}`) })),
        ]}
      />
      <LabelledSelect
        label={t('maintenance.filters.category')}
        value={filters.category ?? ALL}
        onChange={(value) =>
          onChange({ ...filters, category: MAINTENANCE_CATEGORIES.find((category) => category === value) })
        }
        options={[
          { value: ALL, label: t('maintenance.filters.allCategories') },
          ...MAINTENANCE_CATEGORIES.map((category) => ({
            value: category,
            label: t(`maintenance.categories.${category}`),
          })),
        ]}
      />
      {isManager ? (
        <>
          <PropertyFilter
            label={t('maintenance.filters.property')}
            allLabel={t('maintenance.filters.allProperties')}
            value={filters.propertyId}
            onChange={(propertyId) => onChange({ ...filters, propertyId })}
          />
          <LabelledSelect
            label={t('maintenance.filters.assignee')}
            value={filters.assignedToUserId ?? ALL}
            onChange={(value) => onChange({ ...filters, assignedToUserId: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('maintenance.filters.anyone') },
              ...assignees.map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
        </>
      ) : null}
      <LabelledSelect
        // Phones: two filters a row, the sort on a row of its own.
        className="col-span-2 sm:col-span-1"
        label={t('maintenance.filters.sort')}
        value={filters.sort}
        onChange={(value) =>
          onChange({ ...filters, sort: MAINTENANCE_SORTS.find((sort) => sort === value) ?? 'newest' })
        }
        options={MAINTENANCE_SORTS.map((sort) => ({ value: sort, label: t(`maintenance.sort.${sort}`) }))}
      />
    </search>
  );
}
