import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { secretsMatch } from '../../lib/secret-compare.ts';
import { validate } from '../../lib/validate.ts';
import { type BackupDownload, createBackupDownload } from './backup.service.ts';

const ARCHIVE_RESPONSE = {
  200: { description: 'A gzipped tar: manifest.json, the tables as JSON lines, the stored files' },
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request straight from this machine, not relayed by a proxy (a proxy on the same host adds its headers). */
function isDirectLoopback(c: Context<AppEnv>): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

const ARCHIVE_HEADERS = { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' };

/**
 * Creates the archive and sends it. Hono answers HEAD through the GET route: a HEAD gets the headers only, without
 * an archive being made (nor audited as downloaded, nor its temporary file left open by a body nobody reads).
 */
export async function sendArchive(c: Context<AppEnv>, create: () => Promise<BackupDownload>): Promise<Response> {
  if (c.req.method === 'HEAD') return c.body(null, 200, ARCHIVE_HEADERS);
  const download = await create();
  return c.body(download.body, 200, {
    ...ARCHIVE_HEADERS,
    'Content-Length': String(download.size),
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
  });
}

const ZBackupCommandHeaders = z.object({ authorization: z.string().regex(/^Bearer .+$/, 'Bearer <SITE_ADMIN_KEY>') });

/**
 * `npm run backup` against a running embedded server (which alone may open its database): the command connects
 * over loopback and presents SITE_ADMIN_KEY. Nothing reached through a proxy or from another machine is served.
 */
export function createBackupCommandRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['Operations'],
      summary: 'Back up the database and files (npm run backup; loopback and SITE_ADMIN_KEY only)',
      responses: ARCHIVE_RESPONSE,
    }),
    limitRequests(deps, {
      max: 10,
      windowSeconds: 900,
      key: () => 'backup-command',
      message: 'Too many backup requests. Wait a quarter of an hour before trying again.',
    }),
    validate('header', ZBackupCommandHeaders),
    async (c) => {
      const key = deps.config.siteAdminKey;
      if (!key) {
        throw new AppError(
          'site_admin_key_not_configured',
          'SITE_ADMIN_KEY is not set on the running server: set it and restart, or stop the server and back up its data directory with npm run backup',
        );
      }
      if (!isDirectLoopback(c)) throw new AppError('forbidden', 'Backups are served to this machine only');
      const presented = c.req.valid('header').authorization.slice('Bearer '.length);
      if (!secretsMatch(presented, key)) throw new AppError('forbidden', 'The site-admin key is not right');
      return sendArchive(c, () => createBackupDownload(deps, { userId: null, ipAddress: null, via: 'command' }));
    },
  );
}
