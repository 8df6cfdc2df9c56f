import {
  ZFinancialOverview,
  ZFinancialPeriodQuery,
  ZRevenueBreakdown,
  ZRevenueBreakdownQuery,
} from '@rentwell/contracts/financials';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { getFinancialOverview, getRevenueBreakdown } from './financials.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createFinancialsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requireOrganizationActor())
      /** Income, expected rent, expenses, NOI, collection rate and outstanding balance (default: this month). */
      .get(
        '/overview',
        describeRoute({
          tags: ['Financials'],
          summary: 'Financial overview of a period',
          responses: ok(ZFinancialOverview),
        }),
        requirePermission('financials:read'),
        validate('query', ZFinancialPeriodQuery),
        async (c) =>
          c.json(await getFinancialOverview(deps.db, c.var.actor, c.req.valid('query'), todayFor(c.var.actor))),
      )
      /** Expected, collected and expenses per month: the last six months including this one, oldest first. */
      .get(
        '/revenue-breakdown',
        describeRoute({
          tags: ['Financials'],
          summary: 'Revenue breakdown of the last six months',
          responses: ok(ZRevenueBreakdown),
        }),
        requirePermission('financials:read'),
        validate('query', ZRevenueBreakdownQuery),
        async (c) =>
          c.json(await getRevenueBreakdown(deps.db, c.var.actor, c.req.valid('query'), todayFor(c.var.actor))),
      )
  );
}
