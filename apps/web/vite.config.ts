import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultClientMainFields } from 'vite';
import { defineConfig } from 'vitest/config';
import { appChunkGroups } from './vite-chunk-groups.ts';
import { landingPlugin } from './vite-landing-plugin.ts';
import { messagesPlugin } from './vite-messages-plugin.ts';
import { routeDocumentsPlugin } from './vite-route-documents-plugin.ts';

const landingDocument = fileURLToPath(new URL('./landing.html', import.meta.url));

/**
 * The app renders with Preact 11 through preact/compat (decision 022): the code and its libraries import React,
 * and every React entry point they import resolves to Preact's.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [tailwindcss(), landingPlugin(), messagesPlugin(), routeDocumentsPlugin()],
  // The browser's conditions and fields, spelled out for the Vitest project, whose defaults are Node's: under those a
  // library's CommonJS build would `require('react')` past the aliases.
  resolve: {
    alias: PREACT_ALIASES,
    conditions: [...defaultClientConditions],
    mainFields: [...defaultClientMainFields],
  },
  // The landing prerender (scripts/prerender-landing.mjs) loads its modules through Vite, so that a library's own
  // `import 'react'` meets the aliases too instead of loading React from node_modules.
  ssr: { noExternal: true },
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
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Through Vite, so that the dependencies meet the Preact aliases (Node would load React for their `require`).
    server: { deps: { inline: true } },
  },
});
