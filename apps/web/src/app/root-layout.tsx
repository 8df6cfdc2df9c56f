import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useIsNavigating } from './app-router.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';

/** Shown while the first page's code loads ('Loading application...'). */
export function AppLoadingFallback() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('common.loadingApplication')} />;
}

/** While a later page's code loads, a thin bar at the top (and an announcement) instead of a blank screen. */
function NavigationProgress() {
  const { t } = useTranslation();
  if (!useIsNavigating()) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-soft" role="status">
      <div className="h-full w-2/5 animate-progress bg-primary" />
      <span className="sr-only">{t('common.loadingApplication')}</span>
    </div>
  );
}

export function RootLayout() {
  useScrollRestoration();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
