import { type TManagedUser, USER_STATUSES } from '@rentwell/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX, ServerCrash, UserCog, UserPlus } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteUser, useSetUserActive } from '../api/user-mutations.ts';
import { type TAuditFilters, type TUserFilters, USERS_PAGE_SIZE, userListQueryOptions } from '../api/user-queries.ts';
import { AUDIT_FILTER_ENTITY_TYPES } from '../audit-labels.ts';
import { AddUserDialog } from '../components/add-user-dialog.tsx';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import type { TUserActions } from '../components/user-actions-menu.tsx';
import { UserFilters } from '../components/user-filters.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { FILTER_ROLES } from '../user-roles.ts';

type TTab = 'users' | 'audit';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The tab, the filters and the pages live in the address (`?tab=audit&role=&status=&search=&page=&entity=&auditPage=`),
 * so back and reload keep them.
 */
function usePageState() {
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'audit' ? 'audit' : 'users';
  const filters = useMemo<TUserFilters>(
    () => ({
      search: params.get('search') || undefined,
      role: FILTER_ROLES.find((role) => role === params.get('role')),
      status: USER_STATUSES.find((status) => status === params.get('status')),
      page: pageFrom(params.get('page')),
    }),
    [params],
  );
  const auditFilters = useMemo<TAuditFilters>(
    () => ({
      entityType: AUDIT_FILTER_ENTITY_TYPES.find((type) => type === params.get('entity')),
      page: pageFrom(params.get('auditPage')),
    }),
    [params],
  );
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || ((key === 'page' || key === 'auditPage') && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setFilters = useCallback(
    (next: TUserFilters) => update({ search: next.search, role: next.role, status: next.status, page: next.page ?? 1 }),
    [update],
  );
  const setAuditFilters = useCallback(
    (next: TAuditFilters) => update({ entity: next.entityType, auditPage: next.page ?? 1 }),
    [update],
  );
  const setTab = useCallback((next: TTab) => update({ tab: next === 'audit' ? 'audit' : undefined }), [update]);
  return { tab, setTab, filters, setFilters, auditFilters, setAuditFilters };
}

/** `/users` (admin only): the organization's accounts and roles, and the audit log. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const { tab, setTab, filters, setFilters, auditFilters, setAuditFilters } = usePageState();
  const [filtersKey, setFiltersKey] = useState(0);
  const [isAddOpen, setAddOpen] = useState(false);
  const [roleTarget, setRoleTarget] = useState<TManagedUser | null>(null);
  const [deactivateTarget, setDeactivateTarget] = useState<TManagedUser | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<TManagedUser | null>(null);
  const users = useQuery({ ...userListQueryOptions(filters), placeholderData: keepPreviousData });
  const setActive = useSetUserActive();
  const deleteUser = useDeleteUser();
  const isFiltered = Boolean(filters.search || filters.role || filters.status);

  // A page emptied by a deletion (or an old link) goes back to the first page.
  const isPastLastPage = users.isSuccess && users.data.items.length === 0 && (filters.page ?? 1) > 1;
  useEffect(() => {
    if (isPastLastPage) setFilters({ ...filters, page: 1 });
  }, [isPastLastPage, filters, setFilters]);

  const actions: TUserActions = {
    onChangeRole: setRoleTarget,
    onDeactivate: (user) => {
      setActive.reset();
      setDeactivateTarget(user);
    },
    onReactivate: (user) =>
      setActive.mutate(
        { userId: user.id, isActive: true },
        {
          onSuccess: () => toast.success(t('users.reactivate.done', { name: user.name })),
          onError: (error) => toast.error(t('users.reactivate.failed'), { description: getErrorMessage(t, error) }),
        },
      ),
    onDelete: (user) => {
      deleteUser.reset();
      setDeleteTarget(user);
    },
  };

  const clearFilters = () => {
    setFilters({ page: 1 });
    setFiltersKey((key) => key + 1);
  };

  // Whatever the filters and page were, the list then shows the person just added.
  const showAddedUser = (user: TManagedUser) => {
    setTab('users');
    setFilters({ search: user.email, page: 1 });
    setFiltersKey((key) => key + 1);
  };

  const addButton = (
    <Button onClick={() => setAddOpen(true)}>
      <UserPlus aria-hidden="true" />
      {t('users.addUser')}
    </Button>
  );

  let content: ReactNode;
  if (users.isPending) {
    content = (
      <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (users.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        title={t('users.loadFailed')}
        description={getErrorMessage(t, users.error)}
        action={
          <Button variant="outline" onClick={() => void users.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (users.data.items.length === 0 && isFiltered) {
    content = (
      <EmptyState
        icon={SearchX}
        title={t('users.noMatchesTitle')}
        description={t('users.noMatchesDescription')}
        action={
          <Button variant="outline" onClick={clearFilters}>
            {t('users.filters.clear')}
          </Button>
        }
      />
    );
  } else if (users.data.items.length === 0) {
    content = (
      <EmptyState
        icon={UserCog}
        title={t('pages.users.emptyTitle')}
        description={t('pages.users.emptyDescription')}
        action={addButton}
      />
    );
  } else {
    content = (
      <div aria-busy={users.isFetching} className={users.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        <UsersTable users={users.data.items} currentUserId={me?.id ?? null} actions={actions} />
        <Pagination
          label={t('users.pagination')}
          page={users.data.page}
          pageSize={USERS_PAGE_SIZE}
          total={users.data.total}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.users.title')} description={t('pages.users.description')} actions={addButton} />
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'audit' ? 'audit' : 'users')}>
        <TabsList>
          <TabsTrigger value="users">{t('users.tabs.users')}</TabsTrigger>
          <TabsTrigger value="audit">{t('users.tabs.audit')}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserFilters key={filtersKey} filters={filters} onChange={setFilters} />
          {content}
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel filters={auditFilters} onChange={setAuditFilters} />
        </TabsContent>
      </Tabs>

      <AddUserDialog open={isAddOpen} onOpenChange={setAddOpen} onAdded={showAddedUser} />
      <ChangeRoleDialog user={roleTarget} onClose={() => setRoleTarget(null)} />
      <ConfirmDialog
        open={deactivateTarget !== null}
        onOpenChange={(open) => (open ? null : setDeactivateTarget(null))}
        title={t('users.deactivate.title', { name: deactivateTarget?.name ?? '' })}
        description={t('users.deactivate.description')}
        confirmLabel={t('users.deactivate.confirm')}
        isPending={setActive.isPending}
        errorMessage={setActive.isError ? getErrorMessage(t, setActive.error) : null}
        onConfirm={() => {
          const target = deactivateTarget;
          if (!target) return;
          setActive.mutate(
            { userId: target.id, isActive: false },
            {
              onSuccess: () => {
                toast.success(t('users.deactivate.done', { name: target.name }));
                setDeactivateTarget(null);
              },
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => (open ? null : setDeleteTarget(null))}
        title={t('users.delete.title', { name: deleteTarget?.name ?? '' })}
        description={t('users.delete.description')}
        confirmLabel={t('users.delete.confirm')}
        isPending={deleteUser.isPending}
        errorMessage={deleteUser.isError ? getErrorMessage(t, deleteUser.error) : null}
        onConfirm={() => {
          const target = deleteTarget;
          if (!target) return;
          deleteUser.mutate(target.id, {
            onSuccess: () => {
              toast.success(t('users.delete.done', { name: target.name }));
              setDeleteTarget(null);
            },
            onError: (error) => toast.error(t('users.delete.failed'), { description: getErrorMessage(t, error) }),
          });
        }}
      />
    </>
  );
}
