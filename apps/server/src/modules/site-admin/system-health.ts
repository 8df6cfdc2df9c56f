import { readFile } from 'node:fs/promises';
import type { TSystemHealth } from '@rentwell/contracts/site-admin';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { measureDatabaseSize } from './site-admin.repo.ts';

const ROOT_PACKAGE_JSON = new URL('../../../../../package.json', import.meta.url);
const ZPackageJson = z.object({ version: z.string().optional() });

let appVersion: Promise<string | null> | undefined;

/** The repository's root package.json version, read once. */
function readAppVersion(): Promise<string | null> {
  appVersion ??= readFile(ROOT_PACKAGE_JSON, 'utf8').then(
    (text) => ZPackageJson.parse(JSON.parse(text)).version ?? null,
  );
  return appVersion;
}

/** What the site administrator checks first when something seems wrong. */
export async function getSystemHealth(deps: AppDeps): Promise<TSystemHealth> {
  const [sizeBytes, version] = await Promise.all([measureDatabaseSize(deps.db), readAppVersion()]);
  return {
    database: { kind: deps.handle.kind, sizeBytes },
    appVersion: version,
    nodeVersion: process.version,
    startedAt: deps.startedAt.toISOString(),
    uptimeSeconds: Math.floor((Date.now() - deps.startedAt.getTime()) / 1000),
  };
}
