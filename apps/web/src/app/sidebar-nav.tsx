import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { cn } from '../lib/class-names.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useShortTermRentalMode } from '../lib/use-short-term-rental-mode.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { RoleLabel } from './role-label.tsx';
import { getRouteAccess, isVisibleInNavigation } from './route-access.ts';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';
import { useSignOut } from './use-sign-out.ts';

export type TSidebarNavProps = {
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
};

const itemClassName =
  'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors [&_svg]:size-[1.125rem] [&_svg]:shrink-0';

/** Brand, the role-filtered entries in spec order, then the signed-in user with their role label and logout. */
export function SidebarNav({ onNavigate }: TSidebarNavProps) {
  const { t } = useTranslation();
  const { user, role, organization } = useAuth();
  const signOut = useSignOut();
  const shortTermRentalMode = useShortTermRentalMode();
  const items = NAV_ITEMS.filter(
    (item) =>
      isVisibleInNavigation(getRouteAccess(item.path), role) && (shortTermRentalMode || !item.shortTermRentalMode),
  );

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center px-4">
        <Link to="/dashboard" className="rounded-md" aria-label={t('nav.logoToDashboard')} onClick={onNavigate}>
          <Logo />
        </Link>
      </div>
      {organization ? (
        <p className="truncate px-4 pb-2 text-xs font-medium text-muted-foreground" title={organization.name}>
          {organization.name}
        </p>
      ) : null}
      <nav aria-label={t('nav.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-0.5">
          {items.map(({ path, labelKey, icon: Icon, badge }) => (
            <li key={path}>
              <NavLink
                to={path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    itemClassName,
                    isActive
                      ? 'bg-brand-soft text-brand'
                      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" />
                {t(labelKey)}
                {badge === 'unreadMessages' ? <UnreadMessagesBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t p-3">
        {user ? (
          <div className="mb-2 flex items-center gap-3 px-1.5 py-1">
            <UserAvatar name={user.name} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{user.name}</p>
              <RoleLabel role={role} className="mt-0.5" />
            </div>
          </div>
        ) : null}
        <button
          type="button"
          className={cn(itemClassName, 'w-full text-muted-foreground hover:bg-accent hover:text-accent-foreground')}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? t('shell.signingOut') : t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
