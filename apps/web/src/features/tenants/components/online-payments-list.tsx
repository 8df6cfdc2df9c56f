import type { TOnlinePayment } from '@rentwell/contracts/online-payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { badgeOf } from '../online-payment-badge.ts';

const METHOD_LABEL = {
  card: 'paymentMethods.online_card',
  us_bank_account: 'paymentMethods.online_bank_account',
} as const;

/** The tenant's recent online payments: a bank debit's days of 'processing' show here until Stripe settles it. */
export function OnlinePaymentsList({ payments }: { payments: readonly TOnlinePayment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = payments.filter((payment) => payment.status !== 'expired');
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('tenantOnlinePayments.historyTitle')}</h3>
      <ul className="grid gap-2">
        {shown.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <Link to={`/tenant-portal/online-payments/${payment.id}`} className="text-sm tabular-nums hover:underline">
              {t('tenantOnlinePayments.paymentLine', {
                amount: format.money(payment.amountMinor + payment.feeMinor, payment.currency),
                date: format.dateTime(payment.createdAt),
              })}
              {payment.method ? ` · ${t(METHOD_LABEL[payment.method])}` : ''}
            </Link>
            <StatusBadge status={badgeOf(payment.status)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
