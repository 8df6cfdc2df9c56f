import './styles/globals.css';
import { StrictMode } from 'react';
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
prefetchRouteData(window.location.pathname, queryClient);
loadRoutes(window.location.pathname);

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

// Render once the interface language is loaded, so the first paint is already translated. A failure to load a
// language still renders (English is bundled as the fallback).
i18nReady.then(render, (error: unknown) => {
  console.error('Failed to initialise translations', error);
  render();
});
