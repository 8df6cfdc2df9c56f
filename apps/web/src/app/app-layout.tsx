import { Menu } from 'lucide-react';
import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LoadOnIntent } from '../components/load-on-intent.tsx';
import { Logo } from '../components/logo.tsx';
import { SkipLink } from '../components/skip-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { loadMessages } from '../i18n/i18n.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { LanguageMenu } from './language-menu.tsx';
import { PreferencesSync } from './preferences-sync.tsx';
import { CurrentRouteAccessContext } from './route-access.ts';
import { RouteGuard } from './route-guard.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Tailwind's `lg`, from where the sidebar shows beside the page instead of in a drawer. */
const SIDEBAR_BESIDE_PAGE = '(min-width: 64rem)';

const loadNavDrawer = async () => (await import('./nav-drawer.tsx')).NavDrawer;

// Loaded, with its messages, only for the few accounts that must choose their own password (a tenant's first sign-in).
const MustChangePasswordDialog = lazy(async () => {
  const [{ MustChangePasswordDialog }] = await Promise.all([
    import('./must-change-password-dialog.tsx'),
    loadMessages(['auth']),
  ]);
  return { default: MustChangePasswordDialog };
});

/** Asks for a new password while `/api/me` says the current one was chosen by someone else. */
function PasswordChangeGate() {
  const { profile } = useAuth();
  if (!profile?.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <MustChangePasswordDialog />
    </Suspense>
  );
}

/** The signed-in shell: guard, sidebar (a drawer below `lg`), top bar, and the page in `<main>`. */
export function AppLayout() {
  const { t } = useTranslation();
  const access = use(CurrentRouteAccessContext);
  // Below `lg` the sidebar is hidden: it is not rendered at all, which spares a phone's first render its work.
  const sidebarBesidePage = useMediaQuery(SIDEBAR_BESIDE_PAGE, true);

  return (
    <RouteGuard access={access}>
      <PreferencesSync />
      <PasswordChangeGate />
      <div className="min-h-dvh bg-surface">
        <SkipLink />
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r bg-sidebar lg:block">
          {sidebarBesidePage ? <SidebarNav /> : null}
        </aside>
        <div className="flex min-h-dvh flex-col lg:ps-64">
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md sm:px-4 lg:px-8">
            <LoadOnIntent
              popup="dialog"
              load={loadNavDrawer}
              trigger={
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('nav.openMenu')}>
                  <Menu className="size-5" aria-hidden="true" />
                </Button>
              }
            />
            <Link to="/dashboard" className="rounded-md lg:hidden" aria-label={t('nav.logoToDashboard')}>
              <Logo showWordmark={false} />
            </Link>
            <div className="ms-auto flex items-center gap-1">
              <NotificationBell />
              <LanguageMenu />
              <ThemeMenu />
              <div className="ms-1">
                <UserMenu />
              </div>
            </div>
          </header>
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </RouteGuard>
  );
}
