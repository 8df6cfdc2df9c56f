import {
  ZAnalyticsExportQuery,
  ZAnalyticsReport,
  ZAnalyticsReportKind,
  ZAnalyticsReportList,
  ZAnalyticsReportQuery,
} from '@rentwell/contracts/analytics';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { refuseWhileStopping } from '../../lib/shutdown-state.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { exportReport, getReport, listReports } from './analytics.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

const ZKindParam = z.object({ kind: ZAnalyticsReportKind });

export function createAnalyticsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requireOrganizationActor())
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
          c.json(
            await getReport(
              deps.db,
              c.var.actor,
              c.req.valid('param').kind,
              c.req.valid('query'),
              todayFor(c.var.actor),
            ),
          ),
      )
      /**
       * The report as a file download in the reader's language (`lang`, else the profile's): CSV (UTF-8 with
       * BOM, CRLF, RFC 4180, streamed as the rows are read) or PDF. `X-Report-Rows` tells the page how many
       * rows are coming so it can show progress.
       */
      .get(
        '/reports/:kind/export',
        describeRoute({
          tags: ['Analytics'],
          summary: 'Export a report (CSV or PDF)',
          responses: {
            200: {
              description: 'The file',
              content: {
                'text/csv': { schema: { type: 'string' } },
                'application/pdf': { schema: { type: 'string' } },
              },
            },
          },
        }),
        requirePermission('financials:read'),
        refuseWhileStopping(deps.shutdown),
        validate('param', ZKindParam),
        validate('query', ZAnalyticsExportQuery),
        async (c) => {
          const query = c.req.valid('query');
          const language = query.lang ?? (await getProfileLanguage(deps.db, c.var.actor.userId));
          const kind = c.req.valid('param').kind;
          const file = await exportReport(deps.db, c.var.actor, kind, { ...query, language }, todayFor(c.var.actor));
          c.header('content-disposition', `attachment; filename="${file.fileName}"`);
          c.header('x-report-rows', String(file.rowCount));
          c.header('cache-control', 'no-store');
          if (file.format === 'pdf') {
            return c.body(new Uint8Array(file.pdf), 200, {
              'content-type': 'application/pdf',
              'content-length': String(file.pdf.length),
            });
          }
          c.header('content-type', 'text/csv; charset=utf-8');
          return stream(
            c,
            async (output) => {
              for await (const chunk of file.chunks) {
                if (output.aborted) return;
                await output.write(chunk);
              }
            },
            async (error) => {
              c.var.logger.error({ err: error }, 'report export failed while streaming');
            },
          );
        },
      )
  );
}
