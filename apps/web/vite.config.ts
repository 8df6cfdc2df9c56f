import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { appChunkGroups } from './vite-chunk-groups.ts';
import { landingPlugin } from './vite-landing-plugin.ts';
import { messagesPlugin } from './vite-messages-plugin.ts';
import { routeDocumentsPlugin } from './vite-route-documents-plugin.ts';
import { moduleMockingTestFiles } from './vitest-module-mocks.ts';

const landingDocument = fileURLToPath(new URL('./landing.html', import.meta.url));
const reactRouterProductionBuild = fileURLToPath(
  new URL(
    'dist/production/index.mjs',
    pathToFileURL(createRequire(import.meta.url).resolve('react-router/package.json')),
  ),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), landingPlugin(), messagesPlugin(), routeDocumentsPlugin()],
  resolve: {
    alias: [
      // React 19 exports `useSyncExternalStore` itself: the shim for older Reacts (react-i18next's) is left out of the entry.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // React Router's package exports only its development build (with its warnings to developers): builds take the
      // production one it ships beside it.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      // Two documents: the app (index.html, every route but `/`) and the landing page (landing.html, prerendered per
      // language after the build by scripts/prerender-landing.mjs, with a small script of its own).
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: landingDocument,
      },
      output: { codeSplitting: appChunkGroups([landingDocument]) },
      // Libraries mark their modules "use client" for React Server Components, which mean nothing here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Those run in `web-module-mocks` (vitest.module-mocks.config.ts).
    exclude: [...configDefaults.exclude, ...moduleMockingTestFiles()],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom window and module graph per worker, not per file: building them cost more than the tests (decision
    // 038). The setup file puts the window back as it found it after each file.
    isolate: false,
    // Vitest's default of 5 s timed 24 web tests out under a load average of 25-40.
    testTimeout: 30_000,
  },
}));
