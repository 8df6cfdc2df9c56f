import {
  ZClassifyMaintenanceRequest,
  ZMaintenanceAnalysis,
  ZMaintenanceAnalysisQuery,
  ZMaintenanceSuggestionResponse,
} from '@rentwell/contracts/maintenance-analysis';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { analyzeOrganizationMaintenance, suggestForRequestText } from './maintenance-analysis.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createMaintenanceAnalysisRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /**
       * The category and urgency a request's text suggests (the classifier trained on the project's labeled
       * requests in five languages): whoever may report a request sees it while typing.
       */
      .post(
        '/suggestion',
        describeRoute({
          tags: ['Maintenance analysis'],
          summary: 'Suggest a category and urgency for a request text',
          responses: ok(ZMaintenanceSuggestionResponse),
        }),
        requirePermission('maintenance:report'),
        validate('json', ZClassifyMaintenanceRequest),
        (c) => c.json({ suggestion: suggestForRequestText(c.var.actor, c.req.valid('json')) }),
      )
      /**
       * The organization's maintenance analysis, computed now: recurring issues, cost per category, resolution
       * times, overdue follow-ups and preventive tasks. Managers (admins, property managers) only.
       */
      .get(
        '/',
        describeRoute({
          tags: ['Maintenance analysis'],
          summary: "Analyze the organization's maintenance",
          responses: ok(ZMaintenanceAnalysis),
        }),
        requirePermission('maintenance:manage'),
        requireOrganizationActor(),
        validate('query', ZMaintenanceAnalysisQuery),
        async (c) => {
          const language = await getProfileLanguage(deps.db, c.var.actor.userId);
          return c.json(await analyzeOrganizationMaintenance(deps, c.var.actor, c.req.valid('query'), language));
        },
      )
  );
}
