import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_SORTS,
  MAINTENANCE_STATUSES,
} from '@rentwell/contracts/maintenance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, ScanSearch, Wrench } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { NoMatchesState } from '../../../components/no-matches-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import {
  assigneesQueryOptions,
  maintenanceListQueryOptions,
  type TMaintenanceFilters,
} from '../api/maintenance-queries.ts';
import { MaintenanceFilters, StatusChips } from '../components/maintenance-filters.tsx';
import { MaintenanceRequestList } from '../components/maintenance-request-list.tsx';
import { NewRequestDialog } from '../components/new-request-dialog.tsx';
import { RequestDetailSheet } from '../components/request-detail-sheet.tsx';
import { canReportMaintenance, isMaintenanceManager } from '../maintenance-roles.ts';

const FILTER_KEYS = ['status', 'priority', 'category', 'propertyId', 'assignedToUserId', 'sort', 'page'] as const;

/**
 * Filters, the page and the open request live in the address (`?status=&priority=&...&page=&request=<id>`): back and
 * reload keep them, and notifications link straight to a request. `?new=1` (the tenant portal's 'New request') opens
 * the form once.
 */
function useMaintenanceSearchParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<TMaintenanceFilters>(() => {
    const page = Number(params.get('page') ?? '1');
    return {
      status: MAINTENANCE_STATUSES.find((status) => status === params.get('status')),
      priority: MAINTENANCE_PRIORITIES.find((priority) => priority === params.get('priority')),
      category: MAINTENANCE_CATEGORIES.find((category) => category === params.get('category')),
      propertyId: params.get('propertyId') || undefined,
      assignedToUserId: params.get('assignedToUserId') || undefined,
      sort: MAINTENANCE_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest',
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  }, [params]);
  const requestId = params.get('request');
  const setFilters = useCallback(
    (next: TMaintenanceFilters) => {
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          for (const key of FILTER_KEYS) search.delete(key);
          for (const key of FILTER_KEYS) {
            const value = next[key];
            if (value && !(key === 'sort' && value === 'newest') && !(key === 'page' && value === 1)) {
              search.set(key, String(value));
            }
          }
          return search;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setRequestId = useCallback(
    (id: string | null) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (id) search.set('request', id);
        else search.delete('request');
        return search;
      });
    },
    [setParams],
  );
  const opensNewRequest = params.get('new') === '1';
  const forgetNewRequest = useCallback(() => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.delete('new');
        return search;
      },
      { replace: true },
    );
  }, [setParams]);
  return { filters, setFilters, requestId, setRequestId, opensNewRequest, forgetNewRequest };
}

export function MaintenancePage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const isManager = isMaintenanceManager(role);
  const { filters, setFilters, requestId, setRequestId, opensNewRequest, forgetNewRequest } =
    useMaintenanceSearchParams();
  // Other filters show other requests: back to their first page.
  const changeFilters = (next: TMaintenanceFilters) => setFilters({ ...next, page: undefined });
  const [isNewOpen, setNewOpen] = useState(opensNewRequest);
  useEffect(() => {
    if (opensNewRequest) forgetNewRequest();
  }, [opensNewRequest, forgetNewRequest]);
  const list = useQuery({
    ...maintenanceListQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled: role !== 'site_admin',
  });
  const assignees = useQuery({ ...assigneesQueryOptions(), enabled: isManager });
  const isFiltered = Boolean(
    filters.status || filters.priority || filters.category || filters.propertyId || filters.assignedToUserId,
  );

  const newButton = canReportMaintenance(role) ? (
    <Button onClick={() => setNewOpen(true)}>
      <Plus aria-hidden="true" />
      {t('maintenance.newRequest')}
    </Button>
  ) : null;

  // Managers open the maintenance analysis on /analytics (a link: features do not import each other).
  const analysisLink = isManager ? (
    <Button variant="outline" asChild>
      <Link to="/analytics?insights=maintenance">
        <ScanSearch aria-hidden="true" />
        {t('maintenanceAnalysis.openFromMaintenance')}
      </Link>
    </Button>
  ) : null;

  const emptyDescription =
    role === 'tenant'
      ? t('maintenance.emptyTenantDescription')
      : role === 'maintenance'
        ? t('maintenance.emptyStaffDescription')
        : t('pages.maintenance.emptyDescription');

  let content: ReactNode;
  if (role === 'site_admin') {
    content = <EmptyState icon={Wrench} title={t('pages.maintenance.emptyTitle')} description={emptyDescription} />;
  } else if (list.isPending) {
    content = <LoadingPlaceholders count={4} className="grid gap-3 md:grid-cols-2" itemClassName="h-36 rounded-xl" />;
  } else if (list.isError) {
    content = (
      <LoadFailedState title={t('maintenance.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.total === 0 && isFiltered) {
    content = (
      <NoMatchesState
        title={t('maintenance.noMatchesTitle')}
        description={t('maintenance.noMatchesDescription')}
        clearLabel={t('maintenance.filters.clear')}
        onClear={() => setFilters({ sort: filters.sort })}
      />
    );
  } else if (list.data.total === 0) {
    content = (
      <EmptyState
        icon={Wrench}
        title={t('pages.maintenance.emptyTitle')}
        description={emptyDescription}
        action={newButton}
      />
    );
  } else {
    content = (
      <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        <MaintenanceRequestList role={role} requests={list.data.items} onOpen={setRequestId} />
        <Pagination
          label={t('maintenance.pagination')}
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPageChange={(page) => {
            setFilters({ ...filters, page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pages.maintenance.title')}
        description={role === 'tenant' ? t('maintenance.tenantPageDescription') : t('pages.maintenance.description')}
        actions={
          analysisLink || newButton ? (
            <>
              {analysisLink}
              {newButton}
            </>
          ) : null
        }
      />
      {role === 'site_admin' ? null : (
        <>
          <StatusChips
            role={role}
            value={filters.status}
            counts={list.data?.countsByStatus}
            onChange={(status) => changeFilters({ ...filters, status })}
          />
          <MaintenanceFilters role={role} filters={filters} assignees={assignees.data ?? []} onChange={changeFilters} />
        </>
      )}
      {content}
      {canReportMaintenance(role) ? (
        <NewRequestDialog role={role} open={isNewOpen} onOpenChange={setNewOpen} onCreated={setRequestId} />
      ) : null}
      <RequestDetailSheet
        requestId={requestId}
        onOpenChange={(open) => {
          if (!open) setRequestId(null);
        }}
      />
    </>
  );
}
