import type { TCharge } from '@rentwell/contracts/payments';
import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { convenienceFeeOf } from '@rentwell/domain/convenience-fee';
import { useQuery } from '@tanstack/react-query';
import { Building2, CreditCard, Download, HandCoins, House, Mail, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { TenantMaintenanceRequests } from '../../../components/tenant-maintenance-requests.tsx';
import { TenantRentFigures } from '../../../components/tenant-rent-figures.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import {
  myOnlinePaymentsQueryOptions,
  onlinePaymentAvailabilityQueryOptions,
  useStartOnlinePayment,
} from '../api/online-payment-queries.ts';
import { tenantPortalQueryOptions } from '../api/tenant-queries.ts';
import { ChargeList } from '../components/charge-list.tsx';
import { OnlinePaymentsList } from '../components/online-payments-list.tsx';
import { PayOnlineDialog } from '../components/pay-online-dialog.tsx';
import { RentMailingsList, StatementDownload } from '../components/rent-mailings-list.tsx';
import { openBalanceOf, ReportPaymentDialog } from '../components/report-payment-dialog.tsx';

type TPortalLease = TTenantPortal['leases'][number];

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}

function LeaseCard({ lease }: { lease: TPortalLease }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { landlord } = lease;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{lease.property.name}</CardTitle>
          <StatusBadge status={lease.status} />
        </div>
        <CardDescription>
          {t('common.unitLabel', { unit: lease.unit.label })} · {lease.property.address}, {lease.property.city}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Term label={t('tenantPortal.leaseStart')}>{format.date(lease.startDate)}</Term>
          <Term label={t('tenantPortal.leaseEnd')}>{format.date(lease.terminatedOn ?? lease.endDate)}</Term>
          <Term label={t('tenants.lease.monthlyRent')}>{format.money(lease.monthlyRentMinor, lease.currency)}</Term>
          <Term label={t('tenants.lease.securityDeposit')}>
            {format.money(lease.securityDepositMinor, lease.currency)}
          </Term>
          <Term label={t('tenants.lease.dueDay')}>{t('tenants.lease.dueDayValue', { day: lease.dueDay })}</Term>
        </dl>

        <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
          <h3 className="text-xs font-medium text-muted-foreground">{t('tenantPortal.landlord')}</h3>
          <p className="flex items-center gap-2 text-sm font-medium">
            <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {landlord.organizationName}
          </p>
          {landlord.name ? <p className="ps-6 text-sm">{landlord.name}</p> : null}
          <ul className="grid gap-1.5 ps-6 text-sm">
            {landlord.email ? (
              <li>
                <a
                  href={`mailto:${landlord.email}`}
                  className="inline-flex items-center gap-2 rounded-sm break-all text-brand hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {landlord.email}
                </a>
              </li>
            ) : null}
            {landlord.phone ? (
              <li>
                <a
                  href={`tel:${landlord.phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex items-center gap-2 rounded-sm text-brand hover:underline"
                >
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  {landlord.phone}
                </a>
              </li>
            ) : null}
          </ul>
        </div>

        {lease.document ? (
          <Button variant="outline" asChild className="justify-self-start">
            <a href={lease.document.url} download>
              <Download aria-hidden="true" />
              {t('tenantPortal.downloadLease')}
            </a>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('tenantPortal.noLeaseDocument')}</p>
        )}
      </CardContent>
    </Card>
  );
}

const PAID_SHOWN = 6;

/**
 * 'Pay online' for everything due today, shown only when the landlord has connected Stripe; the fee notice says what
 * a convenience fee adds.
 */
function PayBalanceOnline({
  charges,
  convenienceFeeBasisPoints,
}: {
  charges: readonly TCharge[];
  convenienceFeeBasisPoints: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useOrganizationToday();
  const start = useStartOnlinePayment();
  const due = charges.filter((charge) => charge.balanceMinor > 0 && charge.dueDate <= today);
  const [first] = due;
  if (!first || due.some((charge) => charge.currency !== first.currency)) return null;
  const amountMinor = due.reduce((sum, charge) => sum + charge.balanceMinor, 0);
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <Button
        className="justify-self-start"
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate({ pay: 'balance' })}
      >
        <CreditCard aria-hidden="true" />
        {t('tenantOnlinePayments.payBalance', {
          amount: format.money(amountMinor + convenienceFeeOf(amountMinor, convenienceFeeBasisPoints), first.currency),
        })}
      </Button>
      {convenienceFeeBasisPoints > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('tenantOnlinePayments.feeNotice', { percent: convenienceFeeBasisPoints / 100 })}
        </p>
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('tenantOnlinePayments.startFailed')} {getErrorMessage(t, start.error)}
        </p>
      ) : null}
    </div>
  );
}

/** Open charges first, each with 'I have paid' (and 'Pay online' when the landlord takes it); then what is settled. */
function Payments({ charges }: { charges: readonly TCharge[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const availability = useQuery(onlinePaymentAvailabilityQueryOptions());
  const onlinePayments = useQuery(myOnlinePaymentsQueryOptions());
  const [reportingId, setReportingId] = useState<string | null>(null);
  const [payingId, setPayingId] = useState<string | null>(null);
  const reporting = charges.find((charge) => charge.id === reportingId);
  if (charges.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t('tenantPortal.noCharges')}
      </p>
    );
  }
  const isOpen = (charge: TCharge) => openBalanceOf(charge) > 0 || charge.status === 'pending_confirmation';
  // Oldest open charge first: that is the one to pay next.
  const open = charges.filter(isOpen).reverse();
  const settled = charges.filter((charge) => !isOpen(charge));
  const online = availability.data?.available ? availability.data : null;
  const payable = open.filter((charge) => charge.balanceMinor > 0);
  return (
    <div className="grid gap-6">
      {online ? <PayBalanceOnline charges={open} convenienceFeeBasisPoints={online.convenienceFeeBasisPoints} /> : null}
      {onlinePayments.data ? <OnlinePaymentsList payments={onlinePayments.data} /> : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t('tenantPortal.openCharges')}</h3>
        {open.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            {t('tenantPortal.nothingOpen')}
          </p>
        ) : (
          <ChargeList
            charges={open}
            renderAction={(charge) =>
              openBalanceOf(charge) > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {online ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPayingId(charge.id)}
                      aria-label={t('tenantOnlinePayments.payOnlineFor', { date: format.date(charge.dueDate) })}
                    >
                      <CreditCard aria-hidden="true" />
                      {t('tenantOnlinePayments.payOnline')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    onClick={() => setReportingId(charge.id)}
                    aria-label={t('tenantPortal.iHavePaidFor', { date: format.date(charge.dueDate) })}
                  >
                    <HandCoins aria-hidden="true" />
                    {t('tenantPortal.iHavePaid')}
                  </Button>
                </div>
              ) : null
            }
          />
        )}
      </div>
      {settled.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('tenantPortal.settledCharges')}</h3>
          <ChargeList charges={settled} limit={PAID_SHOWN} />
        </div>
      ) : null}
      {reporting ? (
        <ReportPaymentDialog
          key={reporting.id}
          charge={reporting}
          open
          onOpenChange={(open) => {
            if (!open) setReportingId(null);
          }}
        />
      ) : null}
      {online && payingId ? (
        <PayOnlineDialog
          key={payingId}
          charges={payable}
          initialChargeId={payingId}
          convenienceFeeBasisPoints={online.convenienceFeeBasisPoints}
          open
          onOpenChange={(open) => {
            if (!open) setPayingId(null);
          }}
        />
      ) : null}
    </div>
  );
}

type TPortalSectionProps = {
  headingId: string;
  title: string;
  description?: string;
  className: string;
  children: ReactNode;
};

/** A column of the portal, named by its heading. */
function PortalSection({ headingId, title, description, className, children }: TPortalSectionProps) {
  const heading = (
    <h2 id={headingId} className="text-base font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-3', className)}>
      {description ? (
        <div>
          {heading}
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

function PortalContent({ portal }: { portal: TTenantPortal }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <TenantRentFigures portal={portal} size="compact" />
      </div>

      <div className="grid items-start gap-8 lg:grid-cols-5">
        <PortalSection headingId="lease-heading" title={t('tenantPortal.leaseTitle')} className="lg:col-span-2">
          {portal.leases.map((lease) => (
            <LeaseCard key={lease.id} lease={lease} />
          ))}
        </PortalSection>
        <PortalSection
          headingId="payments-heading"
          title={t('tenantPortal.paymentsTitle')}
          description={t('tenantPortal.paymentsDescription')}
          className="lg:col-span-3"
        >
          <Payments charges={portal.charges} />
        </PortalSection>
      </div>

      <PortalSection
        headingId="notices-heading"
        title={t('rentMailings.portal.title')}
        description={t('rentMailings.portal.description')}
        className=""
      >
        {portal.leases.map((lease) => (
          <StatementDownload key={lease.id} leaseId={lease.id} />
        ))}
        <RentMailingsList />
      </PortalSection>

      <TenantMaintenanceRequests />
    </div>
  );
}

/** `/tenant-portal` (tenants only): their lease(s), landlord contact, rent charges with 'I have paid', requests. */
export function TenantPortalPage() {
  const { t } = useTranslation();
  const portal = useQuery(tenantPortalQueryOptions());

  return (
    <>
      <PageHeader title={t('pages.tenantPortal.title')} description={t('pages.tenantPortal.description')} />
      <QueryContent
        query={portal}
        failedTitle={t('tenantPortal.loadFailed')}
        loading={
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-32 rounded-xl" />
              <Skeleton className="h-32 rounded-xl" />
            </div>
            <Skeleton className="h-72 rounded-xl" />
          </>
        }
      >
        {(data) =>
          data.leases.length === 0 ? (
            <EmptyState
              icon={House}
              title={t('pages.tenantPortal.emptyTitle')}
              description={t('pages.tenantPortal.emptyDescription')}
            />
          ) : (
            <PortalContent portal={data} />
          )
        }
      </QueryContent>
    </>
  );
}
