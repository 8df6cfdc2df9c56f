import { ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { isRoleBlocked, requiresSignIn, type TRouteAccess } from './route-access.ts';

export type TRouteGuardProps = { access: TRouteAccess; children: ReactNode };

/**
 * SPEC §2 guard behaviour: 'Loading...' while the session or role loads, signed-out visitors go to /auth, a known
 * role that is not allowed goes to /dashboard, and a role not known yet is not blocked.
 */
export function RouteGuard({ access, children }: TRouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const auth = useAuth({ enabled: requiresSignIn(access) });

  if (!requiresSignIn(access)) return children;
  if (auth.status === 'loading') return <LoadingScreen label={t('common.loading')} />;
  if (auth.status === 'error') {
    return (
      <div className="flex min-h-dvh items-center justify-center p-4">
        <EmptyState
          icon={ServerCrash}
          title={t('shell.sessionErrorTitle')}
          description={t('shell.sessionErrorDescription')}
          action={<Button onClick={auth.refetch}>{t('common.retry')}</Button>}
          className="w-full max-w-lg"
        />
      </div>
    );
  }
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (isRoleBlocked(access, auth.role)) return <Navigate to="/dashboard" replace />;
  return children;
}
