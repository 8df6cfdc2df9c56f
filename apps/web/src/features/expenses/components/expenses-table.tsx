import type { TExpense } from '@rentwell/contracts/expenses';
import { EllipsisVertical, FileText, Pencil, Repeat, Trash2, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { isDownloadedReceipt, receiptLinkProps } from './receipt-link.ts';

type TRowActions = { onEdit: (expense: TExpense) => void; onDelete: (expense: TExpense) => void };

function ExpenseBadges({ expense }: { expense: TExpense }) {
  const { t } = useTranslation();
  return (
    <>
      {expense.recurrence !== 'none' ? (
        <Badge variant="info">
          <Repeat className="size-3" aria-hidden="true" />
          {t('expenses.badges.recurring', { recurrence: t(`expenses.recurrence.${expense.recurrence}`) })}
        </Badge>
      ) : null}
      {expense.recurringSourceId ? (
        <Badge variant="neutral">
          <Repeat className="size-3" aria-hidden="true" />
          {t('expenses.badges.generated')}
        </Badge>
      ) : null}
      {expense.maintenanceRequestId ? (
        <Badge variant="neutral">
          <Wrench className="size-3" aria-hidden="true" />
          {t('expenses.badges.fromMaintenance')}
        </Badge>
      ) : null}
    </>
  );
}

function ReceiptLink({ expense }: { expense: TExpense }) {
  const { t } = useTranslation();
  if (!expense.receipt) {
    return (
      <span className="px-3 text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('expenses.actions.noReceipt')}</span>
      </span>
    );
  }
  return (
    <Button size="sm" variant="ghost" asChild>
      <a {...receiptLinkProps(expense.receipt)} title={expense.receipt.fileName}>
        <FileText aria-hidden="true" />
        {t(isDownloadedReceipt(expense.receipt) ? 'expenses.actions.downloadReceipt' : 'expenses.actions.viewReceipt')}
        <span className="sr-only">: {expense.description}</span>
      </a>
    </Button>
  );
}

function RowMenu({ expense, onEdit, onDelete }: { expense: TExpense } & TRowActions) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('expenses.actions.menu', { description: expense.description })}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onEdit(expense)}>
          <Pencil aria-hidden="true" />
          {t('expenses.actions.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(expense)}>
          <Trash2 aria-hidden="true" />
          {t('expenses.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type TExpensesTableProps = TRowActions & {
  expenses: readonly TExpense[];
  totalAmountMinor: number;
  currency: string;
};

/** The expenses of one page, newest first, with the total of every expense matching the filters. */
export function ExpensesTable({ expenses, totalAmountMinor, currency, onEdit, onDelete }: TExpensesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const propertyName = (expense: TExpense) => expense.property?.name ?? t('expenses.portfolioWide');
  return (
    <>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('expenses.table.date')}</TableHead>
            <TableHead>{t('expenses.table.description')}</TableHead>
            <TableHead>{t('expenses.table.category')}</TableHead>
            <TableHead>{t('expenses.table.property')}</TableHead>
            <TableHead className="text-end">{t('expenses.table.amount')}</TableHead>
            <TableHead>{t('expenses.table.receipt')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('expenses.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {expenses.map((expense) => (
            <TableRow key={expense.id}>
              <TableCell className="whitespace-nowrap">{format.date(expense.incurredOn)}</TableCell>
              <TableCell className="max-w-80">
                <div className="font-medium break-words">{expense.description}</div>
                {expense.vendor ? <div className="text-xs text-muted-foreground">{expense.vendor}</div> : null}
                <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
                  <ExpenseBadges expense={expense} />
                </div>
              </TableCell>
              <TableCell>{t(`expenses.categories.${expense.category}`)}</TableCell>
              <TableCell className={expense.property ? '' : 'text-muted-foreground italic'}>
                {propertyName(expense)}
              </TableCell>
              <TableCell className="text-end font-medium whitespace-nowrap tabular-nums">
                {format.money(expense.amountMinor, expense.currency)}
              </TableCell>
              <TableCell>
                <ReceiptLink expense={expense} />
              </TableCell>
              <TableCell className="text-end">
                <RowMenu expense={expense} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot>
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={4} className="font-semibold">
              {t('expenses.table.total')}
            </TableCell>
            <TableCell className="text-end font-semibold whitespace-nowrap tabular-nums" data-testid="expenses-total">
              {format.money(totalAmountMinor, currency)}
            </TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </tfoot>
      </Table>

      <ul className="grid gap-3 md:hidden">
        {expenses.map((expense) => (
          <li key={expense.id} className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{expense.description}</p>
                <p className="text-sm text-muted-foreground">
                  {t(`expenses.categories.${expense.category}`)} · {propertyName(expense)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {format.date(expense.incurredOn)}
                  {expense.vendor ? ` · ${expense.vendor}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {format.money(expense.amountMinor, expense.currency)}
                </span>
                <RowMenu expense={expense} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1 empty:hidden">
              <ExpenseBadges expense={expense} />
            </div>
            {expense.receipt ? <ReceiptLink expense={expense} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
