import { dashboardAudienceOf, type TDashboardAudience } from '@rentwell/domain/dashboard-audience';
import { lazy, Suspense, use } from 'react';
import { loadMessages } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { loadAudienceDashboard } from '../audience-dashboards.ts';

/** Only the roles with neither dashboard see it: its code, and the settings messages it shows, load for them alone. */
const WelcomeDashboard = lazy(async () => {
  const [{ WelcomeDashboard }] = await Promise.all([
    import('../components/welcome-dashboard.tsx'),
    loadMessages(['settings']),
  ]);
  return { default: WelcomeDashboard };
});

/** Renders at once when the prefetch has already loaded the audience's dashboard. */
function AudienceDashboard({ audience }: { audience: TDashboardAudience }) {
  const Dashboard = use(loadAudienceDashboard(audience));
  return <Dashboard />;
}

/** One route, one dashboard per audience: landlords and managers, tenants, everyone else. */
export function DashboardPage() {
  const { user, role } = useAuth();
  const audience = dashboardAudienceOf(role);
  return (
    <Suspense fallback={null}>
      {audience ? <AudienceDashboard audience={audience} /> : <WelcomeDashboard name={user?.name ?? ''} role={role} />}
    </Suspense>
  );
}
