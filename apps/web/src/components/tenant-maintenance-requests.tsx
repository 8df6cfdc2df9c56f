import { tenantViewStatus } from '@rentwell/domain/maintenance-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowRight, Flag, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, callApi, withSignal } from '../lib/api-client.ts';
import { getErrorMessage } from '../lib/error-messages.ts';
import { dateTimeFormat } from '../lib/localized-intl.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { STATUS_VARIANTS, StatusBadge } from './ui/status-badge.tsx';

const SHOWN = 5;

/**
 * The tenant's latest requests, newest first (the server scopes `/maintenance` to the requests a tenant reported). The
 * key starts like the maintenance page's, so filing a request there refreshes this too.
 */
function tenantRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['maintenance', 'list', { sort: 'newest', pageSize: SHOWN }] as const,
    queryFn: ({ signal }) =>
      callApi(api.maintenance.$get({ query: { sort: 'newest', pageSize: String(SHOWN) } }, withSignal(signal))),
    staleTime: 30_000,
  });
}

function NewRequestLink() {
  const { t } = useTranslation();
  return (
    <Button size="sm" asChild>
      <Link to="/maintenance?new=1">
        <Plus aria-hidden="true" />
        {t('tenantPortal.newRequest')}
      </Link>
    </Button>
  );
}

/** A tenant's maintenance requests (portal and dashboard): the latest few, each opening on the maintenance page. */
export function TenantMaintenanceRequests() {
  const { t, i18n } = useTranslation();
  const requests = useQuery(tenantRequestsQueryOptions());
  const dates = dateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });

  let content: ReactNode;
  if (requests.isPending) {
    content = (
      <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  } else if (requests.isError) {
    content = (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border border-dashed p-4 text-sm">
        <p className="font-medium">{t('tenantPortal.maintenanceLoadFailed')}</p>
        <p className="text-muted-foreground">{getErrorMessage(t, requests.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (requests.data.items.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        {t('tenantPortal.maintenanceEmpty')}
      </p>
    );
  } else {
    const { items, total } = requests.data;
    content = (
      <div className="grid gap-3">
        <ul className="divide-y" aria-label={t('tenantPortal.maintenanceTitle')}>
          {items.map((request) => (
            <li key={request.id} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={`/maintenance?request=${encodeURIComponent(request.id)}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-sm hover:text-brand"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{request.title}</span>
                  <time dateTime={request.createdAt} className="block text-xs text-muted-foreground">
                    {t('tenantPortal.maintenanceReportedOn', { date: dates.format(new Date(request.createdAt)) })}
                  </time>
                </span>
                <Badge variant={STATUS_VARIANTS[request.priority]}>
                  <Flag className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t('tenantPortal.priorityLabel')}: </span>
                  {t(`status.${request.priority}`)}
                </Badge>
                <StatusBadge status={tenantViewStatus(request.status)} />
              </Link>
            </li>
          ))}
        </ul>
        {total > items.length ? (
          <p className="text-xs text-muted-foreground">
            {t('tenantPortal.maintenanceShowing', { shown: items.length, total })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>{t('tenantPortal.maintenanceTitle')}</CardTitle>
            <CardDescription>{t('tenantPortal.maintenanceDescription')}</CardDescription>
          </div>
          <NewRequestLink />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {content}
        <Button variant="outline" size="sm" asChild className="justify-self-start">
          <Link to="/maintenance">
            {t('tenantPortal.maintenanceViewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
