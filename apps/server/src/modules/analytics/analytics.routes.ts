import {
  ZAnalyticsReport,
  ZAnalyticsReportKind,
  ZAnalyticsReportList,
  ZAnalyticsReportQuery,
} from '@rentwell/contracts/analytics';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor, requirePermission } from '../../lib/actor.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { todayUtc } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { getReport, listReports } from './analytics.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

const ZKindParam = z.object({ kind: ZAnalyticsReportKind });

export function createAnalyticsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /** The reports there are and their columns. */
      .get(
        '/reports',
        describeRoute({ tags: ['Analytics'], summary: 'List the reports', responses: ok(ZAnalyticsReportList) }),
        requirePermission('financials:read'),
        (c) => c.json(listReports()),
      )
      /** One report as a table (default period: the last twelve months; rent roll and aging as of `to`). */
      .get(
        '/reports/:kind',
        describeRoute({ tags: ['Analytics'], summary: 'A report', responses: ok(ZAnalyticsReport) }),
        requirePermission('financials:read'),
        validate('param', ZKindParam),
        validate('query', ZAnalyticsReportQuery),
        async (c) =>
          c.json(await getReport(deps.db, c.var.actor, c.req.valid('param').kind, c.req.valid('query'), todayUtc())),
      )
  );
}
