import { ZRentPredictionRequest, ZRentPredictionResult } from '@rentwell/contracts/rent-prediction';
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
import { predictUnitRent } from './rent-prediction.service.ts';

export function createRentPredictionRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requireOrganizationActor())
      /**
       * A unit's rent estimated from the organization's comparable rents and HUD's Fair Market Rents: estimate,
       * range, comparables, baseline; `missing_information` when the data cannot support an estimate.
       */
      .post(
        '/',
        describeRoute({
          tags: ['AI insights'],
          summary: 'Predict the rent of a unit',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZRentPredictionResult) } } },
          },
        }),
        requirePermission('financials:read'),
        validate('json', ZRentPredictionRequest),
        async (c) => {
          const actor = c.var.actor;
          const language = await getProfileLanguage(deps.db, actor.userId);
          return c.json(await predictUnitRent(deps, actor, c.req.valid('json'), todayFor(actor), language));
        },
      )
  );
}
