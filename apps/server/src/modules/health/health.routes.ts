import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** A check that hangs (an unreachable bucket, a saturated pool) counts as failed after this long. */
const CHECK_TIMEOUT_MS = 5_000;

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness (the database and the file storage answer; a load balancer sends traffic only then) and the original
 * `/api/health`, which checks the database. Liveness is answered ahead of the app's middleware
 * (`liveness.routes.ts`).
 */
export function createHealthRoutes(deps: AppDeps) {
  const checkDatabase = (logger: Logger) =>
    passes(() => deps.db.execute(sql`select 1`)).catch((error: unknown) => {
      logger.error({ err: error }, 'health check: database unreachable');
      return false;
    });
  const checkStorage = (logger: Logger) =>
    passes(() => deps.files.check()).catch((error: unknown) => {
      logger.error({ err: error, storage: deps.files.kind }, 'health check: file storage unreachable');
      return false;
    });

  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({ tags: ['System'], summary: 'Health check: the server answers and the database is reachable' }),
      async (c) => {
        const database = await checkDatabase(c.var.logger);
        return c.json({ status: database ? 'ok' : 'unavailable', database: deps.handle.kind }, database ? 200 : 503);
      },
    )
    .get(
      '/ready',
      describeRoute({ tags: ['System'], summary: 'Readiness: the database and the file storage answer' }),
      async (c) => {
        const [database, storage] = await Promise.all([checkDatabase(c.var.logger), checkStorage(c.var.logger)]);
        const ready = database && storage;
        return c.json(
          {
            status: ready ? 'ok' : 'unavailable',
            checks: {
              database: { kind: deps.handle.kind, ok: database },
              storage: { kind: deps.files.kind, ok: storage },
            },
          },
          ready ? 200 : 503,
        );
      },
    );
}
