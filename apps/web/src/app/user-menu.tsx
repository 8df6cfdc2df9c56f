import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../components/load-on-intent.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { useAuth } from '../lib/use-auth.ts';

const loadUserMenu = async () => (await import('./user-menu-popup.tsx')).UserMenuPopup;

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <LoadOnIntent
      popup="menu"
      load={loadUserMenu}
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-0.5 transition-colors hover:bg-accent sm:rounded-md sm:py-1 sm:ps-1 sm:pe-2.5"
        >
          <UserAvatar name={user.name} />
          {/* Named by its content, so the name it shows is the start of its accessible name (WCAG 2.5.3). */}
          <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only sm:inline">{user.name}</span>
          <span className="sr-only">{`, ${t('shell.accountMenu')}`}</span>
        </button>
      }
    />
  );
}
