import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { pendingOnlinePaymentsQueryOptions } from '../api/payment-queries.ts';

const METHOD_LABEL = {
  card: 'paymentMethods.online_card',
  us_bank_account: 'paymentMethods.online_bank_account',
} as const;

/**
 * Online payments on their way into the ledger: a bank debit (ACH) takes days to clear, and a payment whose amount
 * did not match is held. Either enters the history below only once Stripe's verified event settles it.
 */
export function PendingOnlinePayments() {
  const { t } = useTranslation();
  const format = useFormatters();
  const pending = useQuery(pendingOnlinePaymentsQueryOptions());
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section aria-labelledby="pending-online-heading" className="grid gap-2 rounded-xl border p-4">
      <h3 id="pending-online-heading" className="text-sm font-semibold">
        {t('payments.pendingOnline.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('payments.pendingOnline.description')}</p>
      <ul className="grid gap-2">
        {pending.data.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="tabular-nums">
              {t('payments.pendingOnline.line', {
                tenant: payment.tenantName ?? '—',
                amount: format.money(payment.amountMinor + payment.feeMinor, payment.currency),
                date: format.dateTime(payment.createdAt),
              })}
              {payment.method ? ` · ${t(METHOD_LABEL[payment.method])}` : ''}
              {payment.holdReason === 'amount_mismatch' || payment.holdReason === 'currency_mismatch'
                ? ` · ${t(`payments.pendingOnline.holdReasons.${payment.holdReason}`)}`
                : ''}
            </span>
            <StatusBadge status={payment.status === 'held' ? 'held' : 'processing'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
