import { readFile } from 'node:fs/promises';
import type { TSystemHealth } from '@rentwell/contracts/site-admin';
import type { Database, DatabaseHandle } from '@rentwell/db/create-db';
import { z } from 'zod';
import { measureDatabaseSize } from './database-size.repo.ts';

const ROOT_PACKAGE_JSON = new URL('../../../../../package.json', import.meta.url);
const ZPackageJson = z.object({ version: z.string().optional() });

let appVersion: Promise<string | null> | undefined;

/** The repository's root package.json version, read once. */
export function readAppVersion(): Promise<string | null> {
  appVersion ??= readFile(ROOT_PACKAGE_JSON, 'utf8').then(
    (text) => ZPackageJson.parse(JSON.parse(text)).version ?? null,
  );
  return appVersion;
}

/** What the site administrator checks first when something seems wrong. */
export async function getSystemHealth(
  db: Database,
  databaseKind: DatabaseHandle['kind'],
  startedAt: Date,
): Promise<TSystemHealth> {
  const [sizeBytes, version] = await Promise.all([measureDatabaseSize(db), readAppVersion()]);
  return {
    database: { kind: databaseKind, sizeBytes },
    appVersion: version,
    nodeVersion: process.version,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
  };
}
