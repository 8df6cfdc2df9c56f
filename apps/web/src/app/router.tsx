import {
  type ComponentType,
  lazy as lazyComponent,
  type ReactPromise,
  Suspense,
  use,
  useEffect,
  useState,
} from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, renderMatches, useLocation } from 'react-router';
import { loadMessages } from '../i18n/i18n.ts';
import { DASHBOARD_NAMESPACES, type TMessageNamespace } from '../i18n/message-namespaces.ts';
import { track } from '../lib/tracked-promise.ts';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { LandingDocument } from './landing-document.tsx';
import { AppLoadingFallback, RootLayout } from './root-layout.tsx';
import { CurrentRouteAccessContext, getRouteAccess, type TAppPath, type TRouteAccess } from './route-access.ts';

function isSettled(promise: ReactPromise<unknown>): boolean {
  return promise.status === 'fulfilled' || promise.status === 'rejected';
}

/** What `AppRoutes` reads on each route: how to load its code, and for a signed-in page its row of the access table. */
type TRouteHandle = { load?: () => ReactPromise<ComponentType>; access?: TAppPath };

function handleOf(match: RouteMatch): TRouteHandle {
  return (match.route.handle ?? {}) as TRouteHandle;
}

/**
 * A route whose component is its own chunk, loaded with the message namespaces it needs beyond `translation` side by
 * side. `AppRoutes` starts the loads of every route a location matches at once (a page and its layout in parallel)
 * and renders them when all have arrived.
 */
function lazyRoute(
  importComponent: () => Promise<ComponentType>,
  namespaces: readonly TMessageNamespace[] = [],
  access?: TAppPath,
): Pick<RouteObject, 'Component' | 'handle'> {
  let component: ReactPromise<ComponentType> | undefined;
  const load = () => {
    component ??= track(Promise.all([importComponent(), loadMessages(namespaces)]).then(([loaded]) => loaded));
    return component;
  };
  function LazyRoute() {
    const Loaded = use(load());
    return <Loaded />;
  }
  return { Component: LazyRoute, handle: { load, access } satisfies TRouteHandle };
}

/** A signed-in page, tagged with its row of the access table for the guard in `AppLayout`. */
function guarded(
  path: string,
  access: TAppPath,
  importComponent: () => Promise<ComponentType>,
  namespaces: readonly TMessageNamespace[] = [],
): RouteObject {
  return { path, ...lazyRoute(importComponent, namespaces, access) };
}

/** The properties page's portfolios tab (its code and messages) loads when it is opened, not with the list. */
const PortfoliosPanel = lazyComponent(async () => {
  const [{ PortfoliosPanel }] = await Promise.all([
    import('../features/portfolios/components/portfolios-panel.tsx'),
    loadMessages(['portfolios', 'properties']),
  ]);
  return { default: PortfoliosPanel };
});

/** Every route of SPEC §2. Each page is its own chunk, loaded on demand. */
export const ROUTES: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      // `/` is its own document (landing.html, prerendered per language): see LandingDocument.
      { index: true, Component: LandingDocument },
      {
        path: 'auth',
        ...lazyRoute(async () => (await import('../features/auth/pages/auth-page.tsx')).AuthPage, ['landing', 'auth']),
      },
      {
        ...lazyRoute(async () => (await import('./public-layout.tsx')).PublicLayout, ['signing']),
        children: [
          {
            path: 'bootstrap-admin',
            ...lazyRoute(
              async () => (await import('../features/admin/pages/bootstrap-admin-page.tsx')).BootstrapAdminPage,
              ['admin', 'auth', 'pages'],
            ),
          },
          {
            path: 'portfolio/:token',
            ...lazyRoute(
              async () => (await import('../features/portfolios/pages/portfolio-page.tsx')).PortfolioPage,
              ['portfolios', 'properties', 'pages'],
            ),
          },
          {
            path: 'sign-lease',
            ...lazyRoute(
              async () => (await import('../features/documents/pages/sign-lease-page.tsx')).SignLeasePage,
              ['documents', 'signing'],
            ),
          },
          {
            path: 'verify-document',
            ...lazyRoute(
              async () => (await import('../features/documents/pages/verify-document-page.tsx')).VerifyDocumentPage,
              ['documents'],
            ),
          },
        ],
      },
      {
        ...lazyRoute(async () => (await import('./app-layout.tsx')).AppLayout),
        children: [
          guarded(
            'dashboard',
            '/dashboard',
            async () => (await import('../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
            DASHBOARD_NAMESPACES,
          ),
          guarded(
            'site-admin',
            '/site-admin',
            async () => (await import('../features/admin/pages/site-admin-page.tsx')).SiteAdminPage,
            ['admin', 'notifications', 'pages'],
          ),
          guarded(
            'properties',
            '/properties',
            async () => {
              // Features never import each other: the shell composes the portfolios tab into the properties page.
              const { PropertiesPage } = await import('../features/properties/pages/properties-page.tsx');
              const portfolios = (
                <Suspense fallback={null}>
                  <PortfoliosPanel />
                </Suspense>
              );
              return () => <PropertiesPage portfoliosPanel={portfolios} />;
            },
            ['properties', 'pages'],
          ),
          guarded(
            'properties/:propertyId',
            '/properties/:propertyId',
            async () => {
              // The shell composes the short-term rentals tab into the property page.
              const [{ PropertyDetailPage }, { ShortTermRentalsTab }] = await Promise.all([
                import('../features/properties/pages/property-detail-page.tsx'),
                import('../features/short-term-rentals/components/short-term-rentals-tab.tsx'),
              ]);
              return () => (
                <PropertyDetailPage
                  shortTermRentals={(propertyId) => <ShortTermRentalsTab propertyId={propertyId} />}
                />
              );
            },
            ['properties', 'rentPrediction', 'shortTermRentals', 'pages'],
          ),
          guarded(
            'short-term-rentals',
            '/short-term-rentals',
            async () =>
              (await import('../features/short-term-rentals/pages/short-term-rentals-page.tsx')).ShortTermRentalsPage,
            ['shortTermRentals', 'pages'],
          ),
          guarded(
            'tenants',
            '/tenants',
            async () => (await import('../features/tenants/pages/tenants-page.tsx')).TenantsPage,
            ['tenants', 'payments', 'documents', 'rentMailings', 'pages'],
          ),
          guarded(
            'maintenance',
            '/maintenance',
            async () => (await import('../features/maintenance/pages/maintenance-page.tsx')).MaintenancePage,
            ['maintenance', 'properties', 'analytics', 'expenses', 'pages'],
          ),
          guarded('financials', '/financials', async () => (await import('./financials-route.tsx')).FinancialsRoute, [
            'payments',
            'tenants',
            'expenses',
            'rentMailings',
            'pages',
          ]),
          guarded(
            'messages',
            '/messages',
            async () => (await import('../features/messages/pages/messages-page.tsx')).MessagesPage,
            ['messages', 'pages'],
          ),
          guarded(
            'analytics',
            '/analytics',
            async () => (await import('../features/analytics/pages/analytics-page.tsx')).AnalyticsPage,
            ['analytics', 'expenses', 'rentPrediction', 'maintenance', 'payments', 'pages'],
          ),
          guarded(
            'ai-posting',
            '/ai-posting',
            async () => (await import('../features/posting/pages/ai-posting-page.tsx')).AiPostingPage,
            ['posting', 'pages'],
          ),
          guarded(
            'documents',
            '/documents',
            async () => (await import('../features/documents/pages/documents-page.tsx')).DocumentsPage,
            // 'properties' holds the upload titles ('Upload failed', 'Upload Error') every upload shares.
            ['documents', 'properties'],
          ),
          guarded(
            'tenant-portal',
            '/tenant-portal',
            async () => (await import('../features/tenants/pages/tenant-portal-page.tsx')).TenantPortalPage,
            ['dashboard', 'tenants', 'payments', 'maintenance', 'rentMailings', 'onlinePayments', 'pages'],
          ),
          guarded(
            'tenant-portal/online-payments/:onlinePaymentId',
            '/tenant-portal/online-payments/:onlinePaymentId',
            async () =>
              (await import('../features/tenants/pages/online-payment-return-page.tsx')).OnlinePaymentReturnPage,
            ['dashboard', 'onlinePayments', 'pages'],
          ),
          guarded(
            'calendar',
            '/calendar',
            async () => (await import('../features/calendar/pages/calendar-page.tsx')).CalendarPage,
            ['calendar', 'pages'],
          ),
          guarded(
            'settings',
            '/settings',
            async () => (await import('../features/settings/pages/settings-page.tsx')).SettingsPage,
            ['settings', 'posting', 'auth', 'rentMailings'],
          ),
          guarded(
            'workflows',
            '/workflows',
            async () => (await import('../features/workflows/pages/workflows-page.tsx')).WorkflowsPage,
            ['workflows', 'pages'],
          ),
          guarded('users', '/users', async () => (await import('../features/users/pages/users-page.tsx')).UsersPage, [
            'users',
            'pages',
          ]),
          guarded('tools', '/tools', async () => (await import('../features/tools/pages/tools-page.tsx')).ToolsPage, [
            'tools',
            'pages',
          ]),
        ],
      },
      {
        path: '*',
        ...lazyRoute(async () => (await import('./not-found-page.tsx')).NotFoundPage),
      },
    ],
  },
];

/** The access rule of the deepest matched route that declares one (each signed-in page does). */
function accessOf(matches: readonly RouteMatch[]): TRouteAccess {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { access } = handleOf(matches[index] as RouteMatch);
    if (access) return getRouteAccess(access);
  }
  return 'signed-in';
}

function loadsOf(matches: readonly RouteMatch[]): ReactPromise<ComponentType>[] {
  return matches.flatMap((match) => handleOf(match).load?.() ?? []);
}

/**
 * Starts loading the code of every route `pathname` matches (the entry calls it before React renders, `AppRouter`
 * on each navigation): settles once all have, or is null when they already had.
 */
export function loadRoutes(pathname: string): Promise<unknown> | null {
  const loads = loadsOf(matchRoutes(ROUTES, pathname) ?? []);
  return loads.every(isSettled) ? null : Promise.allSettled(loads);
}

/**
 * Whether the routes of the first location have loaded. Until then the loading screen shows by itself, not as a
 * Suspense fallback: React holds content back for up to 300 ms after showing a fallback, which would delay the page.
 */
function useFirstRoutesLoaded(loads: readonly ReactPromise<unknown>[]): boolean {
  const [firstLoads] = useState(loads);
  const [isLoaded, setLoaded] = useState(() => loads.every(isSettled));
  useEffect(() => {
    let isMounted = true;
    Promise.allSettled(firstLoads).then(() => {
      if (isMounted) setLoaded(true);
    });
    return () => {
      isMounted = false;
    };
  }, [firstLoads]);
  return isLoaded;
}

/**
 * The routes the location matches, rendered once all their code has loaded, like the data router did: `AppRouter`
 * changes the location only then, so the previous page stays on screen meanwhile.
 */
function MatchedRoutes() {
  const location = useLocation();
  const matches = matchRoutes(ROUTES, location) ?? [];
  const loads = loadsOf(matches);
  const isFirstLoaded = useFirstRoutesLoaded(loads);
  if (!isFirstLoaded) return <AppLoadingFallback />;
  for (const load of loads) use(load);
  return <CurrentRouteAccessContext value={accessOf(matches)}>{renderMatches(matches)}</CurrentRouteAccessContext>;
}

/** The app's pages, inside `AppRouter`: a page that fails to render or load shows 'Something went wrong'. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<AppLoadingFallback />}>
        <MatchedRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
