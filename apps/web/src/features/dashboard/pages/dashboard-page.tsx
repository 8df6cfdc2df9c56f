import { hasPermission } from '@rentwell/domain/role-permissions';
import { lazy, Suspense } from 'react';
import { loadMessages } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { PortfolioDashboard } from '../components/portfolio-dashboard.tsx';
import { TenantDashboard } from '../components/tenant-dashboard.tsx';

/** Only the roles with neither dashboard see it: its code, and the settings messages it shows, load for them alone. */
const WelcomeDashboard = lazy(async () => {
  const [{ WelcomeDashboard }] = await Promise.all([
    import('../components/welcome-dashboard.tsx'),
    loadMessages(['settings']),
  ]);
  return { default: WelcomeDashboard };
});

/** One route, one dashboard per audience: landlords and managers, tenants, everyone else. */
export function DashboardPage() {
  const { user, role } = useAuth();
  const name = user?.name ?? '';
  if (role !== null && hasPermission(role, 'dashboard:portfolio')) return <PortfolioDashboard />;
  if (role !== null && hasPermission(role, 'tenant-portal:read')) return <TenantDashboard />;
  return (
    <Suspense fallback={null}>
      <WelcomeDashboard name={name} role={role} />
    </Suspense>
  );
}
