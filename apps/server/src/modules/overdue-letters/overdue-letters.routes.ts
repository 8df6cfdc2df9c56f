import {
  ZOverdueLetterPreview,
  ZOverdueLettersSent,
  ZSendOverdueLettersRequest,
  ZSentOverdueLetterList,
} from '@rentwell/contracts/overdue-letters';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { listLeaseOverdueLetters, previewOverdueLetters, sendOverdueLetters } from './overdue-letters.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** Overdue letters (staff who manage payments): who gets which letter today, the bulk send, a lease's history. */
export function createOverdueLettersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireActor(deps), requirePermission('payments:manage'), requireOrganizationActor())
    .get(
      '/',
      describeRoute({ tags: ['Payments'], summary: 'Overdue letters due today', responses: ok(ZOverdueLetterPreview) }),
      async (c) => c.json(await previewOverdueLetters(deps.db, c.var.actor, todayFor(c.var.actor))),
    )
    .post(
      '/send',
      describeRoute({
        tags: ['Payments'],
        summary: 'Send the overdue letters due',
        responses: ok(ZOverdueLettersSent),
      }),
      validate('json', ZSendOverdueLettersRequest),
      async (c) => c.json(await sendOverdueLetters(deps, c.var.actor, todayFor(c.var.actor), c.req.valid('json'))),
    )
    .get(
      '/leases/:leaseId',
      describeRoute({
        tags: ['Payments'],
        summary: 'Overdue letters sent about a lease',
        responses: ok(ZSentOverdueLetterList),
      }),
      validateIdParams('leaseId'),
      async (c) => c.json(await listLeaseOverdueLetters(deps.db, c.var.actor, c.req.valid('param').leaseId)),
    );
}
