import { LEASE_STATUSES, TENANT_SORTS } from '@rentwell/contracts/leases';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX, ServerCrash, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { type TTenantFilters, tenantListQueryOptions } from '../api/tenant-queries.ts';
import { AddTenantDialog } from '../components/add-tenant-dialog.tsx';
import { LeaseDetailSheet } from '../components/lease-detail-sheet.tsx';
import { TenantFilters } from '../components/tenant-filters.tsx';
import { TenantsTable } from '../components/tenants-table.tsx';

/**
 * The filters and page live in the address (`?search=&status=&propertyId=&sort=&page=`), so back and reload keep
 * them. Changing a filter goes back to the first page.
 */
function useTenantFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<TTenantFilters>(() => {
    const page = Number(params.get('page') ?? '1');
    return {
      search: params.get('search') || undefined,
      status: LEASE_STATUSES.find((status) => status === params.get('status')),
      propertyId: params.get('propertyId') || undefined,
      sort: TENANT_SORTS.find((sort) => sort === params.get('sort')) ?? 'name',
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  }, [params]);
  const setFilters = useCallback(
    (next: TTenantFilters) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value && !(key === 'sort' && value === 'name') && !(key === 'page' && value === 1)) {
          search.set(key, String(value));
        }
      }
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters] as const;
}

export function TenantsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useTenantFilters();
  const [filtersKey, setFiltersKey] = useState(0);
  const [isAddOpen, setAddOpen] = useState(false);
  // `?lease=<id>` (the calendar's links) opens that lease's sheet.
  const { search } = useLocation();
  const [openLeaseId, setOpenLeaseId] = useState<string | null>(() => new URLSearchParams(search).get('lease'));
  const leases = useQuery({ ...tenantListQueryOptions(filters), placeholderData: keepPreviousData });
  const isFiltered = Boolean(filters.search || filters.status || filters.propertyId);

  const clearFilters = () => {
    setFilters({ sort: filters.sort });
    setFiltersKey((key) => key + 1);
  };

  const addButton = (
    <Button onClick={() => setAddOpen(true)}>
      <UserPlus aria-hidden="true" />
      {t('tenants.addTenant')}
    </Button>
  );

  let content: ReactNode;
  if (leases.isPending) {
    content = (
      <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (leases.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        title={t('tenants.loadFailed')}
        description={getErrorMessage(t, leases.error)}
        action={
          <Button variant="outline" onClick={() => void leases.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (leases.data.total === 0 && isFiltered) {
    content = (
      <EmptyState
        icon={SearchX}
        title={t('tenants.noMatchesTitle')}
        description={t('tenants.noMatchesDescription')}
        action={
          <Button variant="outline" onClick={clearFilters}>
            {t('tenants.filters.clear')}
          </Button>
        }
      />
    );
  } else if (leases.data.total === 0) {
    content = (
      <EmptyState
        icon={Users}
        title={t('pages.tenants.emptyTitle')}
        description={t('pages.tenants.emptyDescription')}
        action={addButton}
      />
    );
  } else {
    content = (
      <div aria-busy={leases.isFetching} className={leases.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        <TenantsTable leases={leases.data.items} onOpenLease={setOpenLeaseId} />
        <Pagination
          label={t('tenants.pagination')}
          page={leases.data.page}
          pageSize={leases.data.pageSize}
          total={leases.data.total}
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
      <PageHeader title={t('pages.tenants.title')} description={t('pages.tenants.description')} actions={addButton} />
      <TenantFilters key={filtersKey} filters={filters} onChange={(next) => setFilters({ ...next, page: undefined })} />
      {content}
      <AddTenantDialog open={isAddOpen} onOpenChange={setAddOpen} />
      <LeaseDetailSheet
        leaseId={openLeaseId}
        onOpenLease={setOpenLeaseId}
        onOpenChange={(open) => {
          if (!open) setOpenLeaseId(null);
        }}
      />
    </>
  );
}
