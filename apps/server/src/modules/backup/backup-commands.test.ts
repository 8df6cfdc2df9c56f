import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb } from '@rentwell/db/create-db';
import { migrateDb } from '@rentwell/db/migrate';
import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createAppDeps } from '../../create-app-deps.ts';
import { parseEnv } from '../../env.ts';
import { createLogger } from '../../lib/logger.ts';

const backupCommand = fileURLToPath(new URL('./backup-command.ts', import.meta.url));
const restoreCommand = fileURLToPath(new URL('./restore-command.ts', import.meta.url));
const KEY = 'backup-command-site-admin-key-42';
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-commands-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Runs one of the commands as npm would: from the workspace, the user's directory in INIT_CWD. */
function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', INIT_CWD: workDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function organizationNames(dataDir: string): Promise<string[]> {
  const handle = await createDb({ dataDir });
  try {
    return (await queryRows<{ name: string }>(handle.db, sql`select name from organizations order by name`)).map(
      (row) => row.name,
    );
  } finally {
    await handle.close();
  }
}

// The embedded database only: the PostgreSQL run of the suite covers the same code through the drill tests.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'npm run backup and npm run restore on the embedded database',
  () => {
    it('backs up a stopped install itself, restores into an empty DATA_DIR, and refuses a used one', async () => {
      const source = path.join(workDir, 'stopped');
      const handle = await createDb({ dataDir: source });
      await migrateDb(handle);
      await handle.db.execute(sql`insert into organizations (name) values ('Stopped Lettings')`);
      await handle.close();

      const backup = await runCommand(backupCommand, ['stopped.tar.gz'], { DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${path.join(workDir, 'stopped.tar.gz')}`);

      const target = path.join(workDir, 'restored');
      const restore = await runCommand(restoreCommand, ['stopped.tar.gz'], { DATA_DIR: target });
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/Restored \d+ rows and 0 files/);
      expect(await organizationNames(target)).toEqual(['Stopped Lettings']);

      const again = await runCommand(restoreCommand, ['stopped.tar.gz'], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already holds a database');
    }, 180_000);

    it('asks the running server over loopback with the site-admin key, and says what to do without it', async () => {
      const dataDir = path.join(workDir, 'running');
      const handle = await createDb({ dataDir });
      await migrateDb(handle);
      await handle.db.execute(sql`insert into organizations (name) values ('Running Lettings')`);
      const config = parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SITE_ADMIN_KEY: KEY,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
        LOG_LEVEL: 'silent',
      });
      const deps = createAppDeps(config, handle, createLogger('silent'));
      let server: ReturnType<typeof serve> | undefined;
      try {
        await new Promise<void>((resolve) => {
          server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
        });
        const address = server?.address() as AddressInfo | null | undefined;
        if (!address) throw new Error('The test server has no address');
        const port = String(address.port);

        const withoutKey = await runCommand(backupCommand, ['running.tar.gz'], { DATA_DIR: dataDir, PORT: port });
        expect(withoutKey.code).toBe(1);
        expect(withoutKey.stderr).toMatch(/holds the embedded database .* Set SITE_ADMIN_KEY/);

        const wrongKey = await runCommand(backupCommand, ['running.tar.gz'], {
          DATA_DIR: dataDir,
          PORT: port,
          SITE_ADMIN_KEY: 'another-key-of-16-chars-or-more',
        });
        expect(wrongKey.code).toBe(1);
        expect(wrongKey.stderr).toContain('The server refused the backup (403)');

        const viaServer = await runCommand(backupCommand, ['running.tar.gz'], {
          DATA_DIR: dataDir,
          PORT: port,
          SITE_ADMIN_KEY: KEY,
        });
        expect(viaServer.code).toBe(0);
        // The server kept its database the whole time; the archive restores elsewhere.
        const target = path.join(workDir, 'from-running');
        expect((await runCommand(restoreCommand, ['running.tar.gz'], { DATA_DIR: target })).code).toBe(0);
        expect(await organizationNames(target)).toEqual(['Running Lettings']);
      } finally {
        await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
        await handle.close();
      }
    }, 240_000);
  },
);
