import {
  ZOnlinePayment,
  ZOnlinePaymentAvailability,
  ZOnlinePaymentSettings,
  ZPendingOnlinePayment,
  ZSaveOnlinePaymentSettingsRequest,
  ZStartedOnlinePayment,
  ZStartOnlinePaymentRequest,
} from '@rentwell/contracts/online-payments';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { type OrganizationEnv, requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  getMyOnlinePayment,
  listMyOnlinePayments,
  listPendingOnlinePayments,
  startOnlineCheckout,
} from './online-checkout.service.ts';
import { receiveProviderEvent } from './online-payment-events.service.ts';
import {
  disconnectOnlinePayments,
  getOnlinePaymentAvailability,
  getOnlinePaymentSettings,
  saveOnlinePaymentSettings,
} from './online-payment-settings.service.ts';

function ok(schema: z.ZodType) {
  return { 200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } } };
}

const tags = ['Online payments'];

/** The organization's Stripe connection (admins): keys in, never out. */
function settingsRoutes(deps: AppDeps) {
  return new Hono<OrganizationEnv>()
    .use(requirePermission('organization:manage'))
    .get(
      '/',
      describeRoute({ tags, summary: 'Online payment settings', responses: ok(ZOnlinePaymentSettings) }),
      async (c) => c.json(await getOnlinePaymentSettings(deps.db, deps.config, c.var.actor)),
    )
    .put(
      '/',
      describeRoute({ tags, summary: 'Connect Stripe or change the options', responses: ok(ZOnlinePaymentSettings) }),
      validate('json', ZSaveOnlinePaymentSettingsRequest),
      async (c) => c.json(await saveOnlinePaymentSettings(deps.db, deps.config, c.var.actor, c.req.valid('json'))),
    )
    .delete(
      '/',
      describeRoute({ tags, summary: 'Disconnect Stripe', responses: ok(ZOnlinePaymentSettings) }),
      async (c) => c.json(await disconnectOnlinePayments(deps.db, deps.config, c.var.actor)),
    );
}

/** A tenant pays online and follows their payments. */
function tenantRoutes(deps: AppDeps) {
  return new Hono<OrganizationEnv>()
    .use(requirePermission('tenant-portal:read'))
    .post(
      '/checkout',
      describeRoute({ tags, summary: 'Start paying charges or the balance', responses: ok(ZStartedOnlinePayment) }),
      validate('json', ZStartOnlinePaymentRequest),
      async (c) =>
        c.json(await startOnlineCheckout(deps, c.var.actor, c.req.valid('json'), todayFor(c.var.actor)), 201),
    )
    .get(
      '/mine',
      describeRoute({ tags, summary: 'My online payments', responses: ok(z.array(ZOnlinePayment)) }),
      async (c) => c.json(await listMyOnlinePayments(deps.db, c.var.actor)),
    )
    .get(
      '/mine/:id',
      describeRoute({ tags, summary: 'One of my online payments', responses: ok(ZOnlinePayment) }),
      validate('param', z.object({ id: z.uuid() })),
      async (c) => c.json(await getMyOnlinePayment(deps.db, c.var.actor, c.req.valid('param').id)),
    );
}

export function createOnlinePaymentsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireActor(deps), requireOrganizationActor())
    .get(
      '/availability',
      describeRoute({
        tags,
        summary: 'Whether the organization takes online payments',
        responses: ok(ZOnlinePaymentAvailability),
      }),
      async (c) => c.json(await getOnlinePaymentAvailability(deps.db, c.var.actor.organizationId)),
    )
    .get(
      '/pending',
      requirePermission('payments:read'),
      describeRoute({
        tags,
        summary: 'Online payments not in the ledger yet (clearing or held)',
        responses: ok(z.array(ZPendingOnlinePayment)),
      }),
      async (c) => c.json(await listPendingOnlinePayments(deps.db, c.var.actor)),
    )
    .route('/settings', settingsRoutes(deps))
    .route('/', tenantRoutes(deps));
}

/**
 * Stripe's deliveries, outside `/api`'s same-origin and session rules: the signature, checked with the
 * organization's own secret over the raw body, is the only proof. 400 on a bad one (Stripe retries); 200 once
 * applied, or when already applied.
 */
export function createOnlinePaymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/stripe/:organizationId',
    describeRoute({ tags, summary: 'Stripe webhook (signed)', responses: { 200: { description: 'Received' } } }),
    validate('param', z.object({ organizationId: z.uuid() })),
    async (c) => {
      const outcome = await receiveProviderEvent(deps, c.req.valid('param').organizationId, {
        rawBody: await c.req.text(),
        signature: c.req.header('stripe-signature'),
      });
      return c.json({ received: true, outcome });
    },
  );
}
