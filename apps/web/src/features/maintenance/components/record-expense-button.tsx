import type { TMaintenanceRequestDetail } from '@rentwell/contracts/maintenance';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { maintenanceExpenseQueryOptions, useRecordMaintenanceExpense } from '../api/maintenance-expense.ts';

/**
 * A completed request's cost recorded as an expense in one click, under `children` (why to record it); once
 * recorded, says so with a link to Financials instead.
 */
export function RecordExpenseButton({
  request,
  children,
}: {
  request: TMaintenanceRequestDetail;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const existing = useQuery(maintenanceExpenseQueryOptions(request.id));
  const record = useRecordMaintenanceExpense();
  if (existing.isPending || existing.isError) return children;
  if (existing.data) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
        <span className="flex items-center gap-1.5">
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          {t('expenses.fromMaintenance.alreadyRecorded')}
        </span>
        <Link to="/financials" className="text-brand underline-offset-4 hover:underline">
          {t('expenses.fromMaintenance.viewLink')}
        </Link>
      </p>
    );
  }

  const recordExpense = async () => {
    try {
      const expense = await record.mutateAsync(request.id);
      toast.success(t('expenses.fromMaintenance.done'), {
        description: t('expenses.fromMaintenance.doneDescription', {
          amount: format.money(expense.amountMinor, expense.currency),
        }),
        action: { label: t('expenses.fromMaintenance.viewLink'), onClick: () => void navigate('/financials') },
      });
    } catch (error) {
      toast.error(getErrorMessage(t, error));
    }
  };

  return (
    <>
      {children}
      <Button size="sm" className="mt-2 w-fit" isLoading={record.isPending} onClick={() => void recordExpense()}>
        {record.isPending ? null : <Wallet aria-hidden="true" />}
        {record.isPending ? t('expenses.fromMaintenance.recording') : t('expenses.fromMaintenance.action')}
      </Button>
    </>
  );
}
