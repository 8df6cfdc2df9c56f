import { lazy as lazyComponent, Suspense } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { loadMessages } from '../i18n/i18n.ts';
import type { TMessageNamespace } from '../i18n/message-namespaces.ts';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { LandingDocument } from './landing-document.tsx';
import { AppLoadingFallback, RootLayout } from './root-layout.tsx';
import type { TAppPath } from './route-access.ts';

type TLazyRoute = LazyRouteFunction<RouteObject>;

/** A page's code and the message namespaces it needs beyond `translation`, loaded side by side. */
function withMessages(namespaces: readonly TMessageNamespace[], lazy: TLazyRoute): TLazyRoute {
  return async () => (await Promise.all([lazy(), loadMessages(namespaces)]))[0];
}

/** A signed-in page: lazy-loaded, and tagged with its row of the access table for the guard in `AppLayout`. */
function guarded(
  path: string,
  access: TAppPath,
  lazy: TLazyRoute,
  namespaces: readonly TMessageNamespace[] = [],
): RouteObject {
  return { path, handle: { access }, lazy: withMessages(namespaces, lazy) } as RouteObject;
}

/** The properties page's portfolios tab (its code and messages) loads when it is opened, not with the list. */
const PortfoliosPanel = lazyComponent(async () => {
  const [{ PortfoliosPanel }] = await Promise.all([
    import('../features/portfolios/components/portfolios-panel.tsx'),
    loadMessages(['portfolios']),
  ]);
  return { default: PortfoliosPanel };
});

/** Every route of SPEC §2. Each page is its own chunk, loaded on demand. */
export const ROUTES: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoadingFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      // `/` is its own document (landing.html, prerendered per language): see LandingDocument.
      { index: true, Component: LandingDocument },
      {
        path: 'auth',
        lazy: withMessages(['landing'], async () => ({
          Component: (await import('../features/auth/pages/auth-page.tsx')).AuthPage,
        })),
      },
      {
        lazy: async () => ({ Component: (await import('./public-layout.tsx')).PublicLayout }),
        children: [
          {
            path: 'bootstrap-admin',
            lazy: withMessages(['admin'], async () => ({
              Component: (await import('../features/admin/pages/bootstrap-admin-page.tsx')).BootstrapAdminPage,
            })),
          },
          {
            path: 'portfolio/:token',
            lazy: withMessages(['portfolios'], async () => ({
              Component: (await import('../features/portfolios/pages/portfolio-page.tsx')).PortfolioPage,
            })),
          },
          {
            path: 'sign-lease',
            lazy: withMessages(['documents'], async () => ({
              Component: (await import('../features/documents/pages/sign-lease-page.tsx')).SignLeasePage,
            })),
          },
          {
            path: 'verify-document',
            lazy: withMessages(['documents'], async () => ({
              Component: (await import('../features/documents/pages/verify-document-page.tsx')).VerifyDocumentPage,
            })),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./app-layout.tsx')).AppLayout }),
        children: [
          guarded('dashboard', '/dashboard', async () => ({
            Component: (await import('../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
          })),
          guarded(
            'site-admin',
            '/site-admin',
            async () => ({
              Component: (await import('../features/admin/pages/site-admin-page.tsx')).SiteAdminPage,
            }),
            ['admin'],
          ),
          guarded('properties', '/properties', async () => {
            // Features never import each other: the shell composes the portfolios tab into the properties page.
            const { PropertiesPage } = await import('../features/properties/pages/properties-page.tsx');
            const portfolios = (
              <Suspense fallback={null}>
                <PortfoliosPanel />
              </Suspense>
            );
            return { element: <PropertiesPage portfoliosPanel={portfolios} /> };
          }),
          guarded(
            'properties/:propertyId',
            '/properties/:propertyId',
            async () => {
              // The shell composes the short-term rentals tab into the property page.
              const [{ PropertyDetailPage }, { ShortTermRentalsTab }] = await Promise.all([
                import('../features/properties/pages/property-detail-page.tsx'),
                import('../features/short-term-rentals/components/short-term-rentals-tab.tsx'),
              ]);
              return {
                element: (
                  <PropertyDetailPage
                    shortTermRentals={(propertyId) => <ShortTermRentalsTab propertyId={propertyId} />}
                  />
                ),
              };
            },
            ['rentPrediction', 'shortTermRentals'],
          ),
          guarded(
            'short-term-rentals',
            '/short-term-rentals',
            async () => ({
              Component: (await import('../features/short-term-rentals/pages/short-term-rentals-page.tsx'))
                .ShortTermRentalsPage,
            }),
            ['shortTermRentals'],
          ),
          guarded('tenants', '/tenants', async () => ({
            Component: (await import('../features/tenants/pages/tenants-page.tsx')).TenantsPage,
          })),
          guarded(
            'maintenance',
            '/maintenance',
            async () => ({
              Component: (await import('../features/maintenance/pages/maintenance-page.tsx')).MaintenancePage,
            }),
            ['analytics', 'expenses'],
          ),
          guarded(
            'financials',
            '/financials',
            async () => ({
              Component: (await import('./financials-route.tsx')).FinancialsRoute,
            }),
            ['expenses'],
          ),
          guarded('messages', '/messages', async () => ({
            Component: (await import('../features/messages/pages/messages-page.tsx')).MessagesPage,
          })),
          guarded(
            'analytics',
            '/analytics',
            async () => ({
              Component: (await import('../features/analytics/pages/analytics-page.tsx')).AnalyticsPage,
            }),
            ['analytics', 'expenses', 'rentPrediction'],
          ),
          guarded(
            'ai-posting',
            '/ai-posting',
            async () => ({
              Component: (await import('../features/posting/pages/ai-posting-page.tsx')).AiPostingPage,
            }),
            ['posting'],
          ),
          guarded(
            'documents',
            '/documents',
            async () => ({
              Component: (await import('../features/documents/pages/documents-page.tsx')).DocumentsPage,
            }),
            ['documents'],
          ),
          guarded('tenant-portal', '/tenant-portal', async () => ({
            Component: (await import('../features/tenants/pages/tenant-portal-page.tsx')).TenantPortalPage,
          })),
          guarded('calendar', '/calendar', async () => ({
            Component: (await import('../features/calendar/pages/calendar-page.tsx')).CalendarPage,
          })),
          guarded(
            'settings',
            '/settings',
            async () => ({
              Component: (await import('../features/settings/pages/settings-page.tsx')).SettingsPage,
            }),
            ['settings', 'posting'],
          ),
          guarded(
            'workflows',
            '/workflows',
            async () => ({
              Component: (await import('../features/workflows/pages/workflows-page.tsx')).WorkflowsPage,
            }),
            ['workflows'],
          ),
          guarded(
            'users',
            '/users',
            async () => ({
              Component: (await import('../features/users/pages/users-page.tsx')).UsersPage,
            }),
            ['users'],
          ),
          guarded(
            'tools',
            '/tools',
            async () => ({
              Component: (await import('../features/tools/pages/tools-page.tsx')).ToolsPage,
            }),
            ['tools'],
          ),
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
