import { hasPermission } from '@rentwell/domain/role-permissions';
import { useAuth } from '../../../lib/use-auth.ts';
import { PortfolioDashboard } from '../components/portfolio-dashboard.tsx';
import { TenantDashboard } from '../components/tenant-dashboard.tsx';
import { WelcomeDashboard } from '../components/welcome-dashboard.tsx';

/** One route, one dashboard per audience: landlords and managers, tenants, everyone else. */
export function DashboardPage() {
  const { user, role } = useAuth();
  const name = user?.name ?? '';
  if (role !== null && hasPermission(role, 'dashboard:portfolio')) return <PortfolioDashboard />;
  if (role !== null && hasPermission(role, 'tenant-portal:read')) return <TenantDashboard />;
  return <WelcomeDashboard name={name} role={role} />;
}
