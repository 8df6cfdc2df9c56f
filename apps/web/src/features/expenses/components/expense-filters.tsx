import { EXPENSE_CATEGORIES } from '@rentwell/contracts/expenses';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PropertyFilter } from '../../../components/property-picker/property-filter.tsx';
import type { TExpenseFilters } from '../api/expense-queries.ts';

export const PORTFOLIO = 'portfolio';

export type TExpenseFiltersProps = {
  filters: TExpenseFilters;
  onChange: (filters: TExpenseFilters) => void;
};

/** Category, property (or portfolio-wide only) and period of the expense list. */
export function ExpenseFilters({ filters, onChange }: TExpenseFiltersProps) {
  const { t } = useTranslation();
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
      <DateRangeFilter
        fromLabel={t('expenses.filters.from')}
        toLabel={t('expenses.filters.to')}
        value={filters}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
    </search>
  );
}
