import type { TLandlordDashboard } from '@rentwell/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Banknote,
  Building2,
  CalendarClock,
  CalendarRange,
  Check,
  CircleAlert,
  DoorOpen,
  Inbox,
  Percent,
  ServerCrash,
  Wallet,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useConfirmReceived } from '../api/confirm-received.ts';
import { landlordDashboardQueryOptions } from '../api/dashboard-queries.ts';

/**
 * This month's income vs expenses and the six-month chart: loaded after the first render (with recharts after it),
 * so the dashboard's first-render JavaScript stays within its budget.
 */
const IncomeExpensesCard = lazy(async () => ({
  default: (await import('./income-expenses-card.tsx')).IncomeExpensesCard,
}));

/** Every figure of the portfolio dashboard, for the empty state's preview of what is to come. */
const METRICS = [
  { key: 'properties', icon: Building2 },
  { key: 'units', icon: DoorOpen },
  { key: 'occupancy', icon: Percent },
  { key: 'rentDue', icon: CalendarClock },
  { key: 'collected', icon: Banknote },
  { key: 'overdue', icon: CircleAlert },
] as const;

function PortfolioEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Wallet}
      title={t('dashboard.portfolio.emptyTitle')}
      description={
        <>
          <p>{t('dashboard.portfolio.emptyDescription')}</p>
          <ul className="mt-5 grid grid-cols-2 gap-2 text-start sm:grid-cols-3">
            {METRICS.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex items-center gap-2 rounded-lg border bg-background px-3 py-2 text-xs font-medium text-foreground"
              >
                <Icon className="size-4 shrink-0 text-brand" aria-hidden="true" />
                {t(`dashboard.portfolio.metrics.${key}`)}
              </li>
            ))}
          </ul>
        </>
      }
      action={
        <Button asChild>
          <Link to="/properties">{t('dashboard.portfolio.addProperty')}</Link>
        </Button>
      }
    />
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6" role="status" aria-label={t('common.loading')}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-32 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

function Figures({ dashboard }: { dashboard: TLandlordDashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { organization } = useAuth();
  // One entry per currency the leases use; none yet means nothing is due, in the organization's currency.
  const money = dashboard.money.length
    ? dashboard.money
    : [
        {
          currency: organization?.currency ?? 'USD',
          rentDueThisMonthMinor: 0,
          collectedThisMonthMinor: 0,
          overdueMinor: 0,
        },
      ];
  const sum = (pick: (figures: (typeof money)[number]) => number) =>
    money.map((figures) => format.money(pick(figures), figures.currency)).join(' · ');
  const isOverdue = money.some((figures) => figures.overdueMinor > 0);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatCard
        label={t('dashboard.portfolio.metrics.properties')}
        value={format.number(dashboard.properties)}
        icon={Building2}
      />
      <StatCard
        label={t('dashboard.portfolio.metrics.units')}
        value={format.number(dashboard.units)}
        caption={t('dashboard.portfolio.occupiedCaption', { occupied: format.number(dashboard.occupiedUnits) })}
        icon={DoorOpen}
      />
      <StatCard
        label={t('dashboard.portfolio.metrics.occupancy')}
        value={dashboard.occupancyRate === null ? '—' : format.percent(dashboard.occupancyRate)}
        caption={t('properties.occupancyRule', {
          occupied: format.number(dashboard.occupiedUnits),
          available: format.number(dashboard.availableUnits),
        })}
        icon={Percent}
      />
      <StatCard
        label={t('dashboard.portfolio.metrics.rentDue')}
        value={sum((figures) => figures.rentDueThisMonthMinor)}
        caption={t('dashboard.portfolio.rentDueCaption')}
        icon={CalendarClock}
      />
      <StatCard
        label={t('dashboard.portfolio.metrics.collected')}
        value={sum((figures) => figures.collectedThisMonthMinor)}
        caption={t('dashboard.portfolio.collectedCaption')}
        icon={Banknote}
      />
      <StatCard
        label={t('dashboard.portfolio.metrics.overdue')}
        value={sum((figures) => figures.overdueMinor)}
        caption={t('dashboard.portfolio.metrics.overdueCaption')}
        icon={CircleAlert}
        tone={isOverdue ? 'danger' : undefined}
      />
    </div>
  );
}

function AwaitingConfirmation({ dashboard }: { dashboard: TLandlordDashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirmReceived();
  const payments = dashboard.awaitingConfirmation.flatMap((charge) =>
    charge.payments
      .filter((payment) => payment.status === 'pending_confirmation')
      .map((payment) => ({ charge, payment })),
  );

  const confirmReceived = (paymentId: string) =>
    confirm.mutate(paymentId, {
      onSuccess: () =>
        toast.success(t('payments.confirm.done'), { description: t('payments.confirm.doneDescription') }),
      onError: (error) => toast.error(t('payments.confirm.failed'), { description: getErrorMessage(t, error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.portfolio.awaitingTitle')}</CardTitle>
        <CardDescription>{t('dashboard.portfolio.awaitingDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('dashboard.portfolio.awaitingEmpty')}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {payments.map(({ charge, payment }) => (
              <li
                key={payment.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{charge.tenant?.name ?? t('payments.noTenant')}</p>
                  <p className="text-sm text-muted-foreground">
                    {charge.property.name} · {t('common.unitLabel', { unit: charge.unit.label })} ·{' '}
                    {t('charges.dueOn', { date: format.date(charge.dueDate) })}
                  </p>
                  <p className="mt-1 text-sm">
                    <span className="font-semibold tabular-nums">
                      {format.money(payment.amountMinor, charge.currency)}
                    </span>
                    <span className="text-muted-foreground">
                      {' · '}
                      {t(`paymentMethods.${payment.method}`)} ·{' '}
                      {t('dashboard.portfolio.paidOn', { date: format.date(payment.paidOn) })}
                    </span>
                  </p>
                  {payment.tenantNotes ? (
                    <p className="mt-1 text-xs text-muted-foreground italic">“{payment.tenantNotes}”</p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  className="w-full sm:w-auto"
                  onClick={() => confirmReceived(payment.id)}
                  isLoading={confirm.isPending && confirm.variables === payment.id}
                >
                  <Check aria-hidden="true" />
                  {t('payments.confirm.action')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="link" size="sm" asChild className="mt-4">
          <Link to="/financials">
            {t('dashboard.portfolio.viewPaymentHistory')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LeasesEndingSoon({ dashboard }: { dashboard: TLandlordDashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.portfolio.endingTitle')}</CardTitle>
        <CardDescription>{t('dashboard.portfolio.endingDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {dashboard.leasesEndingSoon.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <CalendarRange className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('dashboard.portfolio.endingEmpty')}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {dashboard.leasesEndingSoon.map((lease) => (
              <li
                key={lease.leaseId}
                className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{lease.tenantName ?? t('payments.noTenant')}</p>
                  <p className="text-sm text-muted-foreground">
                    {lease.propertyName} · {t('common.unitLabel', { unit: lease.unitLabel })}
                  </p>
                </div>
                <p className="text-sm whitespace-nowrap">
                  {t('dashboard.portfolio.endsOn', { date: format.date(lease.endDate) })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Button variant="link" size="sm" asChild className="mt-4">
          <Link to="/tenants?sort=end_date">
            {t('dashboard.portfolio.viewTenants')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Landlord and manager dashboard (`GET /api/dashboard`): portfolio and money figures, payments to confirm, and
 * leases ending in the next 30 days. With no property yet, an honest empty state instead of zeros.
 */
export function PortfolioDashboard() {
  const { t } = useTranslation();
  const dashboard = useQuery(landlordDashboardQueryOptions());

  let content: ReactNode;
  if (dashboard.isPending) {
    content = <DashboardSkeleton />;
  } else if (dashboard.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        title={t('dashboard.portfolio.loadFailed')}
        description={getErrorMessage(t, dashboard.error)}
        action={
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (dashboard.data.properties === 0) {
    content = <PortfolioEmptyState />;
  } else {
    content = (
      <div className="grid gap-6">
        <Figures dashboard={dashboard.data} />
        <Suspense fallback={<Skeleton className="h-80 rounded-xl" />}>
          <IncomeExpensesCard />
        </Suspense>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <AwaitingConfirmation dashboard={dashboard.data} />
          <LeasesEndingSoon dashboard={dashboard.data} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t('dashboard.portfolio.title')}
        description={t('dashboard.portfolio.description')}
        actions={
          dashboard.data && dashboard.data.properties > 0 ? (
            <Button variant="outline" asChild>
              <Link to="/properties">
                {t('dashboard.portfolio.viewProperties')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null
        }
      />
      {content}
    </>
  );
}
