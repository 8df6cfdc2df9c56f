import type { TExpense } from '@rentwell/contracts/expenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, ReceiptText, SearchX, ServerCrash } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { propertyOptionsQueryOptions } from '../../../components/property-picker/property-options-query.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteExpense } from '../api/expense-mutations.ts';
import { expenseListQueryOptions, type TExpenseFilters } from '../api/expense-queries.ts';
import { ExpenseDialog } from './expense-dialog.tsx';
import { ExpenseFilters } from './expense-filters.tsx';
import { ExpensesTable } from './expenses-table.tsx';

const PAGE_SIZE = 25;

type TDialogState = { mode: 'add' } | { mode: 'edit'; expense: TExpense } | null;

/** The expenses of `/financials`: filters, the list with the total of every match, add, edit and delete. */
export function ExpensesSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { organization } = useAuth();
  const [filters, setFilters] = useState<TExpenseFilters>({});
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TDialogState>(null);
  const [deleting, setDeleting] = useState<TExpense | null>(null);
  const expenses = useQuery({
    ...expenseListQueryOptions(filters, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  // The first property by name, where a new expense starts.
  const properties = useQuery(propertyOptionsQueryOptions(''));
  const remove = useDeleteExpense();
  const currency = expenses.data?.currency ?? organization?.currency ?? 'USD';
  const isFiltered = Object.values(filters).some(Boolean);

  const changeFilters = (next: TExpenseFilters) => {
    setFilters(next);
    setPage(1);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('expenses.delete.done'));
      setDeleting(null);
      // The last row of a page is gone: step back rather than show an empty page.
      if (expenses.data && expenses.data.items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The dialog shows the translated reason.
    }
  };

  const addButton = (
    <Button onClick={() => setDialog({ mode: 'add' })}>
      <Plus aria-hidden="true" />
      {t('expenses.add')}
    </Button>
  );

  let content: ReactNode;
  if (expenses.isPending) {
    content = (
      <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  } else if (expenses.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        headingLevel="h3"
        title={t('expenses.loadFailed')}
        description={getErrorMessage(t, expenses.error)}
        action={
          <Button variant="outline" onClick={() => void expenses.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (expenses.data.items.length === 0) {
    content = isFiltered ? (
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        title={t('expenses.noMatchesTitle')}
        description={t('expenses.noMatchesDescription')}
        action={
          <Button variant="outline" onClick={() => changeFilters({})}>
            {t('expenses.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={ReceiptText}
        headingLevel="h3"
        title={t('expenses.emptyTitle')}
        description={t('expenses.emptyDescription')}
        action={addButton}
      />
    );
  } else {
    content = (
      <div
        aria-busy={expenses.isFetching}
        className={expenses.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        <ExpensesTable
          expenses={expenses.data.items}
          totalAmountMinor={expenses.data.totalAmountMinor}
          currency={expenses.data.currency}
          onEdit={(expense) => setDialog({ mode: 'edit', expense })}
          onDelete={(expense) => {
            remove.reset();
            setDeleting(expense);
          }}
        />
        <Pagination
          label={t('expenses.pagination.label')}
          page={page}
          pageSize={PAGE_SIZE}
          total={expenses.data.total}
          onPageChange={setPage}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="expenses-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="expenses-heading" className="text-lg font-semibold tracking-tight">
            {t('expenses.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('expenses.description')}</p>
        </div>
        {expenses.data && (expenses.data.total > 0 || isFiltered) ? addButton : null}
      </div>
      <ExpenseFilters filters={filters} onChange={changeFilters} />
      {expenses.data && expenses.data.total > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-xl border bg-card p-3 shadow-xs dark:shadow-none">
            <dt className="text-xs text-muted-foreground">{t('expenses.totalLabel')}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="expenses-summary-total">
              {format.money(expenses.data.totalAmountMinor, expenses.data.currency)}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-3 shadow-xs dark:shadow-none">
            <dt className="text-xs text-muted-foreground">{t('expenses.countLabel')}</dt>
            <dd className="text-xl font-semibold tabular-nums">{format.number(expenses.data.total)}</dd>
          </div>
        </dl>
      ) : null}
      {content}
      {dialog ? (
        <ExpenseDialog
          key={dialog.mode === 'edit' ? dialog.expense.id : 'new'}
          expense={dialog.mode === 'edit' ? dialog.expense : undefined}
          currency={currency}
          defaultPropertyId={properties.data?.items[0]?.id}
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('expenses.delete.title')}
        description={
          deleting
            ? t('expenses.delete.description', {
                description: deleting.description,
                amount: format.money(deleting.amountMinor, deleting.currency),
              })
            : ''
        }
        confirmLabel={t('expenses.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        errorMessage={remove.isError ? getErrorMessage(t, remove.error) : null}
      />
    </section>
  );
}
