import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';

export function createHealthRoutes(deps: AppDeps) {
  /** Liveness and database reachability, for load balancers and monitoring. */
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({ tags: ['System'], summary: 'Health check: the server answers and the database is reachable' }),
    async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: deps.handle.kind });
      } catch (error) {
        c.var.logger.error({ err: error }, 'health check: database unreachable');
        return c.json({ status: 'unavailable', database: deps.handle.kind }, 503);
      }
    },
  );
}
