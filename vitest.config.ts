import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import serverConfig from './apps/server/vitest.config.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = 'apps/server';

/** The server's test files (relative to its root) whose text satisfies `test`. */
function serverTestFilesWhere(test: (text: string) => boolean): string[] {
  return readdirSync(path.join(SERVER_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .filter((file) => test(readFileSync(path.join(SERVER_ROOT, file), 'utf8')));
}

/**
 * The server test files that test what differs on PostgreSQL (races, row and advisory locks, time zones, exclusion
 * constraints, restores into a server database): those whose first line is `// @postgres: <what differs>`.
 */
const postgresTestFiles = () => serverTestFilesWhere((text) => text.startsWith('// @postgres: '));

/**
 * The server files that replace a module with `vi.mock`: they need a module graph of their own, while the others
 * share one per worker (`isolate: false`: importing the server anew for each of ~120 files cost minutes).
 */
const moduleMockingServerFiles = serverTestFilesWhere((text) => text.includes('vi.mock('));

/**
 * Unit tests for the pure packages, the server's integration suite against PGlite (and its files tagged for
 * PostgreSQL again against PostgreSQL when TEST_DATABASE_URL is set), the web's component tests and the browser
 * extension's tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The migration tests migrate a fresh database in their hooks: slow on a loaded 2-core machine.
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node', hookTimeout: 60_000 },
      },
      {
        extends: `${SERVER_ROOT}/vitest.config.ts`,
        test: {
          name: 'server-pglite',
          root: SERVER_ROOT,
          env: { TEST_DB_KIND: 'pglite' },
          exclude: [...configDefaults.exclude, ...moduleMockingServerFiles],
          isolate: false,
        },
      },
      {
        // Not `extends`: these files open no database, so they skip the template the global setup migrates.
        test: {
          name: 'server-module-mocks',
          root: SERVER_ROOT,
          include: moduleMockingServerFiles,
          testTimeout: serverConfig.test?.testTimeout,
        },
      },
      ...(postgresUrl
        ? [
            {
              // Not `extends`: it would add the server's include to this one instead of replacing it.
              test: {
                ...serverConfig.test,
                // Absolute, so that tools reading this file (knip) find it as vitest does from the server's root.
                globalSetup: path.resolve(SERVER_ROOT, 'src/test/global-setup.ts'),
                name: 'server-postgres',
                root: SERVER_ROOT,
                include: postgresTestFiles().filter((file) => !moduleMockingServerFiles.includes(file)),
                isolate: false,
                env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      'apps/web',
      'apps/web/vitest.module-mocks.config.ts',
      'apps/extension',
    ],
  },
});
