import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Unit tests for the pure packages, the server's integration suite against PGlite (and again against
 * PostgreSQL when TEST_DATABASE_URL is set), the web's component tests and the browser extension's tests.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: 'apps/server/vitest.config.ts',
        test: { name: 'server-pglite', root: 'apps/server', env: { TEST_DB_KIND: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: 'apps/server/vitest.config.ts',
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      'apps/web',
      'apps/extension',
    ],
  },
});
