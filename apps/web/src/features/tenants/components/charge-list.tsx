import type { TCharge } from '@rentwell/contracts/payments';
import { ChevronDown, ChevronUp, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LateFeeLine } from '../../../components/late-fee-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';

export type TChargeListProps = {
  charges: readonly TCharge[];
  /** Show this many at first, with a button for the rest. */
  limit?: number;
  /** An action for one charge ('I have paid' in the tenant portal). */
  renderAction?: (charge: TCharge) => ReactNode;
  className?: string;
};

/**
 * Rent charges with the amount agreed, the amount received (used) and the balance, each with the payments made
 * against it and their receipts. Shared by the lease details and the tenant portal.
 */
export function ChargeList({ charges, limit, renderAction, className }: TChargeListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isExpanded, setExpanded] = useState(false);
  const isLimited = limit !== undefined && charges.length > limit && !isExpanded;
  const shown = isLimited ? charges.slice(0, limit) : charges;
  return (
    <div className={cn('grid gap-2', className)}>
      <ul className="divide-y rounded-xl border bg-card">
        {shown.map((charge) => {
          const action = renderAction?.(charge);
          return (
            <li key={charge.id} className="grid gap-3 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium">{t('charges.dueOn', { date: format.date(charge.dueDate) })}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('charges.period', {
                      start: format.date(charge.periodStart),
                      end: format.date(charge.periodEnd),
                    })}
                  </p>
                </div>
                <StatusBadge status={charge.status} />
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">{t('charges.agreed')}</dt>
                  <dd className="tabular-nums">{format.money(charge.amountMinor, charge.currency)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('charges.received')}</dt>
                  <dd className="tabular-nums">{format.money(charge.receivedMinor, charge.currency)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('charges.balance')}</dt>
                  <dd
                    className={cn(
                      'tabular-nums',
                      charge.balanceMinor > 0 && charge.status === 'overdue' && 'font-semibold text-danger',
                    )}
                  >
                    {format.money(charge.balanceMinor, charge.currency)}
                  </dd>
                </div>
              </dl>
              {charge.lateFee ? (
                <LateFeeLine lateFee={charge.lateFee} className="rounded-lg bg-muted/50 p-2.5" />
              ) : null}
              {charge.awaitingConfirmationMinor > 0 ? (
                <p className="text-xs text-info">
                  {t('charges.awaiting', { amount: format.money(charge.awaitingConfirmationMinor, charge.currency) })}
                </p>
              ) : null}
              {charge.payments.length > 0 ? (
                <ul className="grid gap-1.5 rounded-lg bg-muted/50 p-2.5 text-sm">
                  {charge.payments.map((payment) => (
                    <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="tabular-nums font-medium">
                        {format.money(payment.amountMinor, charge.currency)}
                      </span>
                      <span className="text-muted-foreground">
                        {t('charges.paymentLine', {
                          method: t(`paymentMethods.${payment.method}`),
                          date: format.date(payment.paidOn),
                        })}
                      </span>
                      <StatusBadge status={payment.status} />
                      {payment.receiptUrl ? (
                        <a
                          href={payment.receiptUrl}
                          download
                          className="ms-auto inline-flex items-center gap-1 rounded-sm text-xs font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <Download className="size-3.5" aria-hidden="true" />
                          {t('charges.receipt')}
                          <span className="sr-only">
                            {t('charges.receiptFor', { date: format.date(payment.paidOn) })}
                          </span>
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {action ? <div className="flex justify-end">{action}</div> : null}
            </li>
          );
        })}
      </ul>
      {limit !== undefined && charges.length > limit ? (
        <Button variant="ghost" size="sm" className="justify-self-center" onClick={() => setExpanded(!isExpanded)}>
          {isExpanded ? t('charges.showFewer') : t('charges.showAll', { total: format.number(charges.length) })}
          {isExpanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        </Button>
      ) : null}
    </div>
  );
}
