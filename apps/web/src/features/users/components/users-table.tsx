import type { TManagedUser } from '@rentwell/contracts/users';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useNow } from '../../../lib/relative-time.ts';
import { type TUserActions, UserActionsMenu } from './user-actions-menu.tsx';

export type TUsersTableProps = {
  users: readonly TManagedUser[];
  /** The signed-in admin: their own row has no actions (nobody changes or removes themselves). */
  currentUserId: string | null;
  actions: TUserActions;
};

function UserName({ user, isSelf }: { user: TManagedUser; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <UserAvatar name={user.name} />
      <span className="min-w-0 truncate font-medium">{user.name}</span>
      {isSelf ? <Badge variant="outline">{t('users.table.you')}</Badge> : null}
    </span>
  );
}

function LastSignIn({ user, now }: { user: TManagedUser; now: number }) {
  const { t } = useTranslation();
  if (!user.lastSignInAt) return <span className="text-muted-foreground">{t('users.table.never')}</span>;
  return <TimeAgo instant={user.lastSignInAt} now={now} showAbsolute />;
}

function Status({ user }: { user: TManagedUser }) {
  const { t } = useTranslation();
  return (
    <span className="grid justify-items-start gap-1">
      <StatusBadge status={user.status} />
      {user.mustChangePassword && user.status === 'active' ? (
        <span className="text-xs text-muted-foreground">{t('users.table.passwordPending')}</span>
      ) : null}
    </span>
  );
}

/** The organization's users: a table from `md` up, stacked cards on phones. */
export function UsersTable({ users, currentUserId, actions }: TUsersTableProps) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <>
      <Table containerClassName="hidden max-h-[40rem] md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('users.table.name')}</TableHead>
            <TableHead>{t('users.table.email')}</TableHead>
            <TableHead>{t('users.table.phone')}</TableHead>
            <TableHead>{t('users.table.role')}</TableHead>
            <TableHead>{t('users.table.status')}</TableHead>
            <TableHead>{t('users.table.lastSignIn')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('users.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <TableRow key={user.id}>
                <TableCell className="max-w-56">
                  <UserName user={user} isSelf={isSelf} />
                </TableCell>
                <TableCell className="max-w-60 truncate">{user.email}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {user.phone ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell className="whitespace-nowrap">{t(`roles.${user.role}`)}</TableCell>
                <TableCell>
                  <Status user={user} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <LastSignIn user={user} now={now} />
                </TableCell>
                <TableCell className="w-px">
                  {isSelf ? null : <UserActionsMenu user={user} actions={actions} />}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <ul className="grid gap-3 md:hidden">
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <li key={user.id} className="rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
              <div className="flex items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <UserName user={user} isSelf={isSelf} />
                  <span className="ps-10.5 text-sm text-muted-foreground">{t(`roles.${user.role}`)}</span>
                </div>
                {isSelf ? null : <UserActionsMenu user={user} actions={actions} />}
              </div>
              <div className="mt-3 grid gap-1 text-xs text-muted-foreground">
                <span className="inline-flex min-w-0 items-center gap-1.5">
                  <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{user.email}</span>
                </span>
                {user.phone ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                    {user.phone}
                  </span>
                ) : null}
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
                <div className="grid gap-1">
                  <dt className="text-xs text-muted-foreground">{t('users.table.status')}</dt>
                  <dd>
                    <Status user={user} />
                  </dd>
                </div>
                <div className="grid gap-1">
                  <dt className="text-xs text-muted-foreground">{t('users.table.lastSignIn')}</dt>
                  <dd>
                    <LastSignIn user={user} now={now} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
