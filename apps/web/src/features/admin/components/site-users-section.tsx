import { ROLE_OPTIONS } from '@rentwell/contracts/role-options';
import type { TSiteUser } from '@rentwell/contracts/site-admin';
import { type TUserStatus, USER_STATUSES } from '@rentwell/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EllipsisVertical, SearchX, UserCheck, UserCog, UserX, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-fact.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useSetSiteUserActive } from '../api/site-admin-mutations.ts';
import { CONSOLE_PAGE_SIZE, siteUsersQueryOptions, type TSiteUserFilters } from '../api/site-admin-queries.ts';
import { FilterSelect, SearchField } from './console-filters.tsx';
import { SectionError, SectionHeader, SectionLoading } from './section-states.tsx';
import { DeactivateSiteUserDialog, SiteUserRoleDialog } from './site-user-dialogs.tsx';

const ALL = 'all';

type TRoleFilter = (typeof ROLE_OPTIONS)[number] | typeof ALL;

/** Seeded demo accounts share a published password: the site administrator must be able to tell them apart. */
function DemoAccountBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="warning" title={t('siteAdmin.users.demoAccountHint')}>
      {t('siteAdmin.users.demoAccount')}
    </Badge>
  );
}
type TStatusFilter = TUserStatus | typeof ALL;

export type TSiteUsersSectionProps = {
  organization: { id: string; name: string } | null;
  onClearOrganization: () => void;
};

function UserMenu({
  user,
  onChangeRole,
  onDeactivate,
  onReactivate,
}: {
  user: TSiteUser;
  onChangeRole: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('siteAdmin.users.menu', { name: user.name })}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user.organization ? (
          <DropdownMenuItem onSelect={onChangeRole}>
            <UserCog aria-hidden="true" />
            {t('siteAdmin.users.changeRole')}
          </DropdownMenuItem>
        ) : null}
        {user.status === 'active' ? (
          <DropdownMenuItem onSelect={onDeactivate}>
            <UserX aria-hidden="true" />
            {t('siteAdmin.users.deactivate')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={onReactivate}>
            <UserCheck aria-hidden="true" />
            {t('siteAdmin.users.reactivate')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Every account of the installation, with its organization; roles and deactivation across organizations. */
export function SiteUsersSection({ organization, onClearOrganization }: TSiteUsersSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const { user: me } = useAuth();
  const [filters, setFilters] = useState<Omit<TSiteUserFilters, 'organizationId'>>({ page: 1 });
  const [roleTarget, setRoleTarget] = useState<TSiteUser | null>(null);
  const [deactivateTarget, setDeactivateTarget] = useState<TSiteUser | null>(null);
  const setActive = useSetSiteUserActive();
  const query = { ...filters, organizationId: organization?.id };
  const users = useQuery({ ...siteUsersQueryOptions(query), placeholderData: keepPreviousData });

  const reactivate = (user: TSiteUser) =>
    setActive.mutate(
      { userId: user.id, isActive: true },
      {
        onSuccess: () => toast.success(t('siteAdmin.users.reactivated', { name: user.name })),
        onError: (error) => toast.error(t('siteAdmin.users.actionFailed'), { description: getErrorMessage(t, error) }),
      },
    );

  const menuFor = (user: TSiteUser) =>
    user.id === me?.id ? null : (
      <UserMenu
        user={user}
        onChangeRole={() => setRoleTarget(user)}
        onDeactivate={() => setDeactivateTarget(user)}
        onReactivate={() => reactivate(user)}
      />
    );

  const organizationOf = (user: TSiteUser) =>
    user.organization?.name ?? <span className="text-muted-foreground">{t('siteAdmin.users.noOrganization')}</span>;

  let content: ReactNode;
  if (users.isPending) {
    content = <SectionLoading />;
  } else if (users.isError) {
    content = <SectionError error={users.error} onRetry={() => void users.refetch()} />;
  } else if (users.data.items.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        title={t('siteAdmin.users.emptyTitle')}
        description={t('siteAdmin.users.emptyDescription')}
      />
    );
  } else {
    const items = users.data.items;
    content = (
      <div aria-busy={users.isFetching}>
        <Table containerClassName="hidden max-h-[36rem] md:block">
          <TableHeader>
            <TableRow>
              <TableHead>{t('siteAdmin.users.name')}</TableHead>
              <TableHead>{t('siteAdmin.users.organization')}</TableHead>
              <TableHead>{t('siteAdmin.users.role')}</TableHead>
              <TableHead>{t('siteAdmin.users.status')}</TableHead>
              <TableHead>{t('siteAdmin.users.lastSignIn')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('siteAdmin.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="max-w-64">
                  <div className="flex items-center gap-2">
                    <span className="truncate font-medium">{user.name}</span>
                    {user.id === me?.id ? <Badge variant="outline">{t('siteAdmin.users.you')}</Badge> : null}
                    {user.isDemoAccount ? <DemoAccountBadge /> : null}
                  </div>
                  <div className="truncate text-xs text-muted-foreground">{user.email}</div>
                </TableCell>
                <TableCell>{organizationOf(user)}</TableCell>
                <TableCell className="whitespace-nowrap">{t(`roles.${user.role}`)}</TableCell>
                <TableCell>
                  <StatusBadge status={user.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {user.lastSignInAt ? (
                    <TimeAgo instant={user.lastSignInAt} now={now} />
                  ) : (
                    <span className="text-muted-foreground">{t('siteAdmin.users.never')}</span>
                  )}
                </TableCell>
                <TableCell className="w-px">{menuFor(user)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ul className="grid gap-3 md:hidden">
          {items.map((user) => (
            <li key={user.id} className="rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{user.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                  {user.isDemoAccount ? (
                    <div className="mt-1.5">
                      <DemoAccountBadge />
                    </div>
                  ) : null}
                </div>
                {menuFor(user)}
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
                <CardFact label={t('siteAdmin.users.organization')}>{organizationOf(user)}</CardFact>
                <CardFact label={t('siteAdmin.users.role')}>{t(`roles.${user.role}`)}</CardFact>
                <CardFact label={t('siteAdmin.users.status')}>
                  <StatusBadge status={user.status} />
                </CardFact>
                <CardFact label={t('siteAdmin.users.lastSignIn')}>
                  {user.lastSignInAt ? <TimeAgo instant={user.lastSignInAt} now={now} /> : t('siteAdmin.users.never')}
                </CardFact>
              </dl>
            </li>
          ))}
        </ul>
        <Pagination
          label={t('siteAdmin.users.pagination')}
          page={users.data.page}
          pageSize={CONSOLE_PAGE_SIZE}
          total={users.data.total}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={t('siteAdmin.users.title')}
        description={t('siteAdmin.users.description')}
        isStacked
      >
        <SearchField
          label={t('siteAdmin.users.search')}
          placeholder={t('siteAdmin.users.searchPlaceholder')}
          value={filters.search}
          onChange={(search) => setFilters({ ...filters, search, page: 1 })}
        />
        <FilterSelect<TRoleFilter>
          label={t('siteAdmin.users.role')}
          value={filters.role ?? ALL}
          options={[
            { value: ALL, label: t('siteAdmin.users.allRoles') },
            ...ROLE_OPTIONS.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          onChange={(role) => setFilters({ ...filters, role: role === ALL ? undefined : role, page: 1 })}
        />
        <FilterSelect<TStatusFilter>
          label={t('siteAdmin.users.status')}
          value={filters.status ?? ALL}
          options={[
            { value: ALL, label: t('siteAdmin.users.allStatuses') },
            ...USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          onChange={(status) => setFilters({ ...filters, status: status === ALL ? undefined : status, page: 1 })}
        />
      </SectionHeader>
      {organization ? (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('siteAdmin.users.filteredBy')}</span>
          <Badge variant="brand" className="gap-1.5 py-1 ps-3 pe-1">
            {organization.name}
            <button
              type="button"
              onClick={onClearOrganization}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('siteAdmin.users.clearOrganization', { name: organization.name })}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </Badge>
        </div>
      ) : null}
      {content}
      <SiteUserRoleDialog user={roleTarget} onClose={() => setRoleTarget(null)} />
      <DeactivateSiteUserDialog user={deactivateTarget} onClose={() => setDeactivateTarget(null)} />
    </section>
  );
}
