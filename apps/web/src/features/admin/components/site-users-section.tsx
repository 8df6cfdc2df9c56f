import { ROLE_OPTIONS } from '@rentwell/contracts/role-options';
import type { TSiteUser } from '@rentwell/contracts/site-admin';
import { type TUserStatus, USER_STATUSES } from '@rentwell/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EllipsisVertical, SearchX, UserCheck, UserCog, UserX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-fact.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useSetSiteUserActive } from '../api/site-admin-mutations.ts';
import { siteUsersQueryOptions, type TSiteUserFilters } from '../api/site-admin-queries.ts';
import { FilterSelect, SearchField } from './console-filters.tsx';
import { ConsoleTable } from './console-table.tsx';
import { SectionHeader } from './section-states.tsx';
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
      <ConsoleTable
        query={users}
        empty={{
          icon: SearchX,
          title: t('siteAdmin.users.emptyTitle'),
          description: t('siteAdmin.users.emptyDescription'),
        }}
        columns={[
          {
            key: 'name',
            header: t('siteAdmin.users.name'),
            cellClassName: 'max-w-64',
            cell: (user) => (
              <>
                <div className="flex items-center gap-2">
                  <span className="truncate font-medium">{user.name}</span>
                  {user.id === me?.id ? <Badge variant="outline">{t('siteAdmin.users.you')}</Badge> : null}
                  {user.isDemoAccount ? <DemoAccountBadge /> : null}
                </div>
                <div className="truncate text-xs text-muted-foreground">{user.email}</div>
              </>
            ),
          },
          { key: 'organization', header: t('siteAdmin.users.organization'), cell: organizationOf },
          {
            key: 'role',
            header: t('siteAdmin.users.role'),
            cellClassName: 'whitespace-nowrap',
            cell: (user) => t(`roles.${user.role}`),
          },
          {
            key: 'status',
            header: t('siteAdmin.users.status'),
            cell: (user) => <StatusBadge status={user.status} />,
          },
          {
            key: 'lastSignIn',
            header: t('siteAdmin.users.lastSignIn'),
            cellClassName: 'whitespace-nowrap',
            cell: (user) =>
              user.lastSignInAt ? (
                <TimeAgo instant={user.lastSignInAt} now={now} />
              ) : (
                <span className="text-muted-foreground">{t('siteAdmin.users.never')}</span>
              ),
          },
        ]}
        actions={menuFor}
        card={(user) => (
          <>
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
          </>
        )}
        paginationLabel={t('siteAdmin.users.pagination')}
        onPageChange={(page) => setFilters({ ...filters, page })}
      />
      <SiteUserRoleDialog user={roleTarget} onClose={() => setRoleTarget(null)} />
      <DeactivateSiteUserDialog user={deactivateTarget} onClose={() => setDeactivateTarget(null)} />
    </section>
  );
}
