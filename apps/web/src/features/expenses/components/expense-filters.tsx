import { EXPENSE_CATEGORIES } from '@rentwell/contracts/expenses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { TExpenseFilters } from '../api/expense-queries.ts';

export const PORTFOLIO = 'portfolio';

export type TExpenseFiltersProps = {
  filters: TExpenseFilters;
  onChange: (filters: TExpenseFilters) => void;
};

/** Category, property (or portfolio-wide only) and period of the expense list. */
export function ExpenseFilters({ filters, onChange }: TExpenseFiltersProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FilterSelect
        label={t('expenses.filters.category')}
        allLabel={t('expenses.filters.allCategories')}
        value={filters.category}
        options={EXPENSE_CATEGORIES.map((category) => ({
          value: category,
          label: t(`expenses.categories.${category}`),
        }))}
        onChange={(category) =>
          onChange({ ...filters, category: EXPENSE_CATEGORIES.find((known) => known === category) })
        }
      />
      <PropertyFilter
        label={t('expenses.filters.property')}
        allLabel={t('expenses.filters.allProperties')}
        value={filters.propertyId}
        extraOptions={[{ value: PORTFOLIO, label: t('expenses.portfolioWide') }]}
        onChange={(propertyId) => onChange({ ...filters, propertyId })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={fromId}>{t('expenses.filters.from')}</Label>
        <Input
          id={fromId}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={toId}>{t('expenses.filters.to')}</Label>
        <Input
          id={toId}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </div>
    </search>
  );
}
