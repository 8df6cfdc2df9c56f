import type { TOnlinePayment } from '@rentwell/contracts/online-payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { myOnlinePaymentQueryOptions, onlinePaymentKeys } from '../api/online-payment-queries.ts';
import { tenantKeys } from '../api/tenant-queries.ts';
import { badgeOf } from '../online-payment-badge.ts';

const METHOD_LABEL = {
  card: 'paymentMethods.online_card',
  us_bank_account: 'paymentMethods.online_bank_account',
} as const;

function PaymentStatus({ payment, isCancelled }: { payment: TOnlinePayment; isCancelled: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const isSettled = payment.status !== 'open' && payment.status !== 'processing';
  // Once Stripe's word has arrived, the portal's charges and list are read again.
  useEffect(() => {
    if (!isSettled) return;
    void queryClient.invalidateQueries({ queryKey: tenantKeys.portal });
    void queryClient.invalidateQueries({ queryKey: onlinePaymentKeys.mine, exact: true });
  }, [isSettled, queryClient]);
  const text =
    isCancelled && payment.status === 'open'
      ? t('tenantOnlinePayments.cancelled')
      : t(`tenantOnlinePayments.statusText.${payment.status}`);
  return (
    <Card className="max-w-xl">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold tabular-nums">
            {format.money(payment.amountMinor + payment.feeMinor, payment.currency)}
            {payment.method ? (
              <span className="ms-2 text-sm font-normal text-muted-foreground">{t(METHOD_LABEL[payment.method])}</span>
            ) : null}
          </p>
          <StatusBadge status={badgeOf(payment.status)} />
        </div>
        <p role="status" className="text-sm">
          {text}
        </p>
        <Button variant="outline" asChild className="justify-self-start">
          <Link to="/tenant-portal">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('tenantOnlinePayments.backToPortal')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * `/tenant-portal/online-payments/:onlinePaymentId`: where Stripe sends the tenant back. The browser's return proves
 * nothing, so the page asks the server until the verified webhook has settled the payment.
 */
export function OnlinePaymentReturnPage() {
  const { t } = useTranslation();
  const { onlinePaymentId = '' } = useParams();
  const [search] = useSearchParams();
  const payment = useQuery(myOnlinePaymentQueryOptions(onlinePaymentId));
  return (
    <>
      <PageHeader
        title={t('tenantOnlinePayments.returnTitle')}
        description={t('tenantOnlinePayments.returnDescription')}
      />
      <QueryContent
        query={payment}
        failedTitle={t('tenantOnlinePayments.loadFailed')}
        loading={<Skeleton className="h-40 max-w-xl rounded-xl" />}
      >
        {(data) => <PaymentStatus payment={data} isCancelled={search.has('cancelled')} />}
      </QueryContent>
    </>
  );
}
