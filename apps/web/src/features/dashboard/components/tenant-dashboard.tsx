import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileClock, House, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { ReceiptLink } from '../../../components/receipt-link.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { TenantMaintenanceRequests } from '../../../components/tenant-maintenance-requests.tsx';
import { TenantRentFigures } from '../../../components/tenant-rent-figures.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { tenantDashboardQueryOptions } from '../api/dashboard-queries.ts';

const LATEST_PAYMENTS = 5;

function NoLease() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileClock}
      title={t('dashboard.tenant.emptyTitle')}
      description={t('dashboard.tenant.emptyDescription')}
      action={
        <ButtonLink to="/messages" variant="outline">
          <MessageSquare aria-hidden="true" />
          {t('dashboard.tenant.contactLandlord')}
        </ButtonLink>
      }
    />
  );
}

function LatestPayments({ portal }: { portal: TTenantPortal }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const payments = portal.charges
    .flatMap((charge) => charge.payments.map((payment) => ({ payment, currency: charge.currency })))
    .sort((a, b) => b.payment.createdAt.localeCompare(a.payment.createdAt))
    .slice(0, LATEST_PAYMENTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.tenant.latestPayments')}</CardTitle>
        <CardDescription>{t('dashboard.tenant.latestPaymentsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {t('dashboard.tenant.noPayments')}
          </p>
        ) : (
          <ul className="divide-y">
            {payments.map(({ payment, currency }) => (
              <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium tabular-nums">{format.money(payment.amountMinor, currency)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`paymentMethods.${payment.method}`)} · {format.date(payment.paidOn)}
                  </span>
                </span>
                <StatusBadge status={payment.status} />
                {payment.receiptUrl ? <ReceiptLink url={payment.receiptUrl} paidOn={payment.paidOn} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TenantSummary({ portal }: { portal: TTenantPortal }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const lease = portal.leases.find((candidate) => candidate.status === 'active') ?? portal.leases[0];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TenantRentFigures portal={portal} />
        {lease ? (
          <StatCard
            label={t('dashboard.tenant.monthlyRent')}
            value={format.money(lease.monthlyRentMinor, lease.currency)}
            caption={t('tenantPortal.dueDayCaption', { day: lease.dueDay })}
            icon={House}
          />
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {lease ? (
          <Card>
            <CardHeader>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle>{t('dashboard.tenant.yourLease')}</CardTitle>
                <StatusBadge status={lease.status} />
              </div>
              <CardDescription>
                {lease.property.name} · {t('common.unitLabel', { unit: lease.unit.label })}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">{t('tenantPortal.leaseStart')}</dt>
                  <dd>{format.date(lease.startDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('tenantPortal.leaseEnd')}</dt>
                  <dd>{format.date(lease.terminatedOn ?? lease.endDate)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-muted-foreground">{t('tenantPortal.landlord')}</dt>
                  <dd>
                    {lease.landlord.organizationName}
                    {lease.landlord.name ? ` · ${lease.landlord.name}` : ''}
                  </dd>
                </div>
              </dl>
              <ButtonLink to="/tenant-portal" variant="outline" className="justify-self-start">
                {t('dashboard.tenant.viewLease')}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            </CardContent>
          </Card>
        ) : null}
        <LatestPayments portal={portal} />
        <TenantMaintenanceRequests />
      </div>
    </div>
  );
}

/**
 * The tenant's dashboard, titled 'My Rental Dashboard' (SPEC §2): lease, balance, next due, latest payments and
 * maintenance requests.
 */
export function TenantDashboard() {
  const { t } = useTranslation();
  const portal = useQuery(tenantDashboardQueryOptions());

  return (
    <>
      <PageHeader
        title={t('dashboard.tenant.title')}
        description={t('dashboard.tenant.description')}
        actions={
          portal.data && portal.data.leases.length > 0 ? (
            <ButtonLink to="/tenant-portal">
              {t('dashboard.tenant.openPortal')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          ) : null
        }
      />
      <QueryContent
        query={portal}
        failedTitle={t('tenantPortal.loadFailed')}
        loading={
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-32 rounded-xl" />
              ))}
            </div>
            <Skeleton className="h-56 rounded-xl" />
          </>
        }
      >
        {(data) => (data.leases.length === 0 ? <NoLease /> : <TenantSummary portal={data} />)}
      </QueryContent>
    </>
  );
}
