import { ZFinancialInsights, ZFinancialInsightsRequest } from '@rentwell/contracts/financial-insights';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { generateFinancialInsights } from './financial-insights.service.ts';

export function createFinancialInsightsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireActor(deps), requireOrganizationActor()).post(
    '/',
    describeRoute({
      tags: ['Analytics'],
      summary: 'Generate financial insights',
      description:
        'Trends, a three-month forecast, unusual expenses, repeated late payers, vacancy cost, net operating income per property and ranked recommendations, computed from the organization’s records; the narrative comes from the configured language model or from translated templates.',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: resolver(ZFinancialInsights) } } },
      },
    }),
    requirePermission('financials:read'),
    validate('json', ZFinancialInsightsRequest),
    async (c) => {
      const body = c.req.valid('json');
      const language = body.language ?? (await getProfileLanguage(deps.db, c.var.actor.userId));
      const insights = await generateFinancialInsights(deps.db, deps.languageModel, c.var.actor, {
        language,
        today: todayFor(c.var.actor),
        now: new Date(),
      });
      c.header('cache-control', 'no-store');
      return c.json(insights);
    },
  );
}
