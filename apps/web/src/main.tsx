import './styles/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router.tsx';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { prefetchRouteData } from './app/route-data-prefetch.ts';
import { AppRoutes, loadRoutes } from './app/router.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { preferencesStore } from './lib/preferences.ts';

preferencesStore.init();

function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}

registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');
const root = createRoot(rootElement);
const queryClient = createQueryClient();

/** The first render waits at most this long for the first page's data, then shows the page's own loading states. */
const FIRST_DATA_WAIT_MS = 1_000;

const firstPathname = window.location.pathname;
const firstRouteDataLoaded = Promise.race([
  prefetchRouteData(firstPathname, queryClient),
  new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
]);
const firstRoutesLoaded = loadRoutes(firstPathname);

function render(): void {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient}>
          <AppRouter prepare={loadRoutes}>
            <AppRoutes />
          </AppRouter>
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// The first render waits for the interface language, the first route's code and (briefly) its first data, while
// index.html's loading screen shows, so the page renders once, complete, instead of once per answer; as a transition,
// React renders it in slices that leave the main thread free in between (decision 029). A language that fails to load
// still renders (English is bundled).
i18nReady.catch((error: unknown) => console.error('Failed to initialise translations', error));
Promise.allSettled([i18nReady, firstRoutesLoaded, firstRouteDataLoaded]).then(() => startTransition(render));
