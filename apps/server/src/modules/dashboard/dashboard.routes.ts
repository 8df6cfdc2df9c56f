import { ZLandlordDashboard } from '@rentwell/contracts/dashboard';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { getLandlordDashboard } from './dashboard.service.ts';

export function createDashboardRoutes(deps: AppDeps) {
  /** The landlord's dashboard figures: occupancy, rent due, collected, overdue, awaiting confirmation, leases ending. */
  return new Hono<AppEnv>().use(requireActor(deps), requireOrganizationActor()).get(
    '/',
    describeRoute({
      tags: ['Dashboard'],
      summary: 'Portfolio dashboard',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: resolver(ZLandlordDashboard) } } },
      },
    }),
    requirePermission('dashboard:portfolio'),
    async (c) => c.json(await getLandlordDashboard(deps.db, c.var.actor, todayFor(c.var.actor))),
  );
}
