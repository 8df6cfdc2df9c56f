import type { TCharge, TPaymentRecord } from '@rentwell/contracts/payments';
import { Check, Plus, Undo2, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LateFeeLine } from '../../../components/late-fee-line.tsx';
import { ReceiptLink } from '../../../components/receipt-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmPayment } from '../api/payment-mutations.ts';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import { WaiveLateFeeDialog } from './waive-late-fee-dialog.tsx';

/** One payment made against a charge: what, how, when, its status, and what the landlord can do with it. */
function PaymentLine({ charge, payment }: { charge: TCharge; payment: TPaymentRecord }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirmPayment();
  const [isRejecting, setRejecting] = useState(false);
  const summary = t('payments.paymentSummary', {
    amount: format.money(payment.amountMinor, charge.currency),
    method: t(`paymentMethods.${payment.method}`),
    date: format.date(payment.paidOn),
  });

  const confirmReceived = async () => {
    try {
      await confirm.mutateAsync(payment.id);
      toast.success(t('payments.confirm.done'), { description: t('payments.confirm.doneDescription') });
    } catch (error) {
      toast.error(t('payments.confirm.failed'), { description: getErrorMessage(t, error) });
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="min-w-0">
        <span className="font-medium tabular-nums">{format.money(payment.amountMinor, charge.currency)}</span>
        <span className="text-muted-foreground">
          {' · '}
          {t(`paymentMethods.${payment.method}`)} · {format.date(payment.paidOn)}
        </span>
      </span>
      <StatusBadge status={payment.status} />
      {payment.tenantNotes ? (
        <span className="basis-full text-xs text-muted-foreground italic sm:basis-auto">“{payment.tenantNotes}”</span>
      ) : null}
      <span className="ms-auto flex flex-wrap items-center gap-2">
        {payment.status === 'pending_confirmation' ? (
          <>
            <Button size="sm" isLoading={confirm.isPending} onClick={() => void confirmReceived()}>
              {confirm.isPending ? null : <Check aria-hidden="true" />}
              {t('payments.confirm.action')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={confirm.isPending}>
              <X aria-hidden="true" />
              {t('payments.reject.action')}
            </Button>
          </>
        ) : null}
        {payment.receiptUrl ? <ReceiptLink url={payment.receiptUrl} paidOn={payment.paidOn} /> : null}
      </span>
      {isRejecting ? (
        <RejectPaymentDialog paymentId={payment.id} summary={summary} open onOpenChange={setRejecting} />
      ) : null}
    </li>
  );
}

/** The charge's late fee with 'Waive' while it counts, then its payments. */
function ChargeDetails({ charge }: { charge: TCharge }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isWaiving, setWaiving] = useState(false);
  const { lateFee } = charge;
  return (
    <div className="grid gap-2">
      {lateFee ? (
        <LateFeeLine
          lateFee={lateFee}
          action={
            lateFee.waived ? null : (
              <Button size="sm" variant="outline" onClick={() => setWaiving(true)}>
                <Undo2 aria-hidden="true" />
                {t('lateFees.waive.action')}{' '}
                <span className="sr-only">{t('lateFees.waive.actionFor', { date: format.date(charge.dueDate) })}</span>
              </Button>
            )
          }
        />
      ) : null}
      {charge.payments.length > 0 ? (
        <ul className="grid gap-2">
          {charge.payments.map((payment) => (
            <PaymentLine key={payment.id} charge={charge} payment={payment} />
          ))}
        </ul>
      ) : null}
      {isWaiving && lateFee ? (
        <WaiveLateFeeDialog charge={{ ...charge, lateFee }} open onOpenChange={setWaiving} />
      ) : null}
    </div>
  );
}

function hasDetails(charge: TCharge): boolean {
  return charge.payments.length > 0 || charge.lateFee !== null;
}

/** An amount; `isOverdue` marks money that should have been paid already. */
function Amount({ value, currency, isOverdue }: { value: number; currency: string; isOverdue?: boolean }) {
  const format = useFormatters();
  return (
    <span className={cn('tabular-nums', isOverdue && value > 0 && 'font-semibold text-danger')}>
      {format.money(value, currency)}
    </span>
  );
}

export type TChargesTableProps = { charges: readonly TCharge[] };

/**
 * Payment history: each rent charge with the amount agreed, received (used) and still due, and below it the payments
 * made against it with 'Confirm Received' / reject and receipts. Below `md` the rows stack as cards.
 */
export function ChargesTable({ charges }: TChargesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const recording = charges.find((charge) => charge.id === recordingId);

  const recordButton = (charge: TCharge, className?: string) =>
    charge.balanceMinor > 0 ? (
      <Button size="sm" variant="outline" className={className} onClick={() => setRecordingId(charge.id)}>
        <Plus aria-hidden="true" />
        {t('payments.record.action')}
      </Button>
    ) : null;

  return (
    <>
      <Table containerClassName="hidden max-h-[44rem] md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('payments.table.dueDate')}</TableHead>
            <TableHead>{t('payments.table.tenant')}</TableHead>
            <TableHead className="text-end">{t('charges.agreed')}</TableHead>
            <TableHead className="text-end">{t('charges.received')}</TableHead>
            <TableHead className="text-end">{t('charges.balance')}</TableHead>
            <TableHead>{t('payments.table.status')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('payments.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {charges.map((charge) => (
            <Fragment key={charge.id}>
              <TableRow>
                <TableCell className={cn('whitespace-nowrap', hasDetails(charge) && 'border-b-0')}>
                  <div className="font-medium">{format.date(charge.dueDate)}</div>
                  <div className="text-xs text-muted-foreground">
                    {t('charges.period', {
                      start: format.shortDate(charge.periodStart),
                      end: format.shortDate(charge.periodEnd),
                    })}
                  </div>
                </TableCell>
                <TableCell className={cn(hasDetails(charge) && 'border-b-0')}>
                  <div className="font-medium">{charge.tenant?.name ?? t('payments.noTenant')}</div>
                  <div className="text-xs text-muted-foreground">
                    {charge.property.name} · {t('common.unitLabel', { unit: charge.unit.label })}
                  </div>
                </TableCell>
                <TableCell className={cn('text-end', hasDetails(charge) && 'border-b-0')}>
                  <Amount value={charge.amountMinor} currency={charge.currency} />
                </TableCell>
                <TableCell className={cn('text-end', hasDetails(charge) && 'border-b-0')}>
                  <Amount value={charge.receivedMinor} currency={charge.currency} />
                </TableCell>
                <TableCell className={cn('text-end', hasDetails(charge) && 'border-b-0')}>
                  <Amount
                    value={charge.balanceMinor}
                    currency={charge.currency}
                    isOverdue={charge.status === 'overdue'}
                  />
                </TableCell>
                <TableCell className={cn(hasDetails(charge) && 'border-b-0')}>
                  <StatusBadge status={charge.status} />
                </TableCell>
                <TableCell className={cn('text-end', hasDetails(charge) && 'border-b-0')}>
                  {recordButton(charge)}
                </TableCell>
              </TableRow>
              {hasDetails(charge) ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={7} className="pt-0">
                    <div className="rounded-lg bg-muted/50 px-3 py-2.5">
                      <ChargeDetails charge={charge} />
                    </div>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
      </Table>

      <ul className="grid gap-3 md:hidden">
        {charges.map((charge) => (
          <li key={charge.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{charge.tenant?.name ?? t('payments.noTenant')}</p>
                <p className="text-sm text-muted-foreground">
                  {charge.property.name} · {t('common.unitLabel', { unit: charge.unit.label })}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('charges.dueOn', { date: format.date(charge.dueDate) })}
                </p>
              </div>
              <StatusBadge status={charge.status} />
            </div>
            <dl className="grid grid-cols-3 gap-2 border-t pt-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{t('charges.agreed')}</dt>
                <dd>
                  <Amount value={charge.amountMinor} currency={charge.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('charges.received')}</dt>
                <dd>
                  <Amount value={charge.receivedMinor} currency={charge.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('charges.balance')}</dt>
                <dd>
                  <Amount
                    value={charge.balanceMinor}
                    currency={charge.currency}
                    isOverdue={charge.status === 'overdue'}
                  />
                </dd>
              </div>
            </dl>
            {hasDetails(charge) ? (
              <div className="rounded-lg bg-muted/50 p-2.5">
                <ChargeDetails charge={charge} />
              </div>
            ) : null}
            {recordButton(charge, 'w-full')}
          </li>
        ))}
      </ul>

      {recording ? (
        <RecordPaymentDialog
          key={recording.id}
          charge={recording}
          open
          onOpenChange={(open) => {
            if (!open) setRecordingId(null);
          }}
        />
      ) : null}
    </>
  );
}
