import {
  ZChargeList,
  ZListChargesQuery,
  ZPaymentRecord,
  ZRecordPaymentRequest,
  ZReportPaymentRequest,
} from '@rentwell/contracts/payments';
import { ZLateFee, ZWaiveLateFeeRequest } from '@rentwell/contracts/rent-rules';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import type { Actor, AppEnv } from '../../lib/app-env.ts';
import { toOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { waiveLateFeeOf } from './late-fees.service.ts';
import { confirmPayment, listChargesOf, recordPayment, rejectPayment, reportPayment } from './payments.service.ts';
import { renderReceipt } from './receipt.service.ts';
import { mailReceipt } from './receipt-mail.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createPaymentsRoutes(deps: AppDeps) {
  /** The payment stands once committed: a receipt that cannot be typeset or queued is logged, never a failed request. */
  const mailReceiptQuietly = async (actor: Actor, paymentId: string) => {
    try {
      await mailReceipt(deps, toOrganizationActor(actor), paymentId);
    } catch (error) {
      deps.logger.error({ err: error, paymentId }, 'receipt mail failed');
    }
  };
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /** Payment history: rent charges with their status and payments; filters by property, tenant, status, period. */
      .get(
        '/',
        describeRoute({ tags: ['Payments'], summary: 'Payment history', responses: ok(ZChargeList) }),
        requirePermission('payments:read'),
        validate('query', ZListChargesQuery),
        async (c) => c.json(await listChargesOf(deps.db, c.var.actor, c.req.valid('query'), todayFor(c.var.actor))),
      )
      /** The landlord records a payment received (status paid). */
      .post(
        '/',
        describeRoute({ tags: ['Payments'], summary: 'Record a payment', responses: ok(ZPaymentRecord) }),
        requirePermission('payments:manage'),
        validate('json', ZRecordPaymentRequest),
        async (c) => {
          const record = await recordPayment(deps.db, c.var.actor, c.req.valid('json'));
          await mailReceiptQuietly(c.var.actor, record.id);
          return c.json(record, 201);
        },
      )
      /** The tenant's 'I have paid': the payment waits for the landlord's confirmation. */
      .post(
        '/reports',
        describeRoute({
          tags: ['Payments'],
          summary: 'Report a payment (tenant)',
          responses: {
            201: { description: 'Created', content: { 'application/json': { schema: resolver(ZPaymentRecord) } } },
          },
        }),
        requirePermission('tenant-portal:read'),
        validate('json', ZReportPaymentRequest),
        async (c) => c.json(await reportPayment(deps.db, deps.notifier, c.var.actor, c.req.valid('json')), 201),
      )
      /** 'Confirm Received': pending confirmation → confirmed; harmless when repeated. */
      .post(
        '/:paymentId/confirm',
        describeRoute({ tags: ['Payments'], summary: 'Confirm a reported payment', responses: ok(ZPaymentRecord) }),
        requirePermission('payments:manage'),
        validateIdParams('paymentId'),
        async (c) => {
          const { paymentId } = c.req.valid('param');
          const record = await confirmPayment(deps.db, deps.notifier, c.var.actor, paymentId);
          await mailReceiptQuietly(c.var.actor, paymentId);
          return c.json(record);
        },
      )
      /** The landlord did not receive a reported payment. */
      .post(
        '/:paymentId/reject',
        describeRoute({ tags: ['Payments'], summary: 'Reject a reported payment', responses: ok(ZPaymentRecord) }),
        requirePermission('payments:manage'),
        validateIdParams('paymentId'),
        async (c) => c.json(await rejectPayment(deps.db, deps.notifier, c.var.actor, c.req.valid('param').paymentId)),
      )
      /** The landlord waives a charge's late fee with a reason (audited); it then no longer counts in balances. */
      .post(
        '/charges/:chargeId/late-fee/waive',
        describeRoute({ tags: ['Payments'], summary: 'Waive a late fee', responses: ok(ZLateFee) }),
        requirePermission('payments:manage'),
        validateIdParams('chargeId'),
        validate('json', ZWaiveLateFeeRequest),
        async (c) =>
          c.json(await waiveLateFeeOf(deps.db, c.var.actor, c.req.valid('param').chargeId, c.req.valid('json'))),
      )
      /** The PDF receipt of a confirmed or recorded payment, in the reader's language. */
      .get(
        '/:paymentId/receipt',
        describeRoute({ tags: ['Payments'], summary: 'Download a receipt (PDF)' }),
        requirePermission('payments:read'),
        validateIdParams('paymentId'),
        async (c) => {
          const language = await getProfileLanguage(deps.db, c.var.actor.userId);
          const { pdf, fileName } = await renderReceipt(deps.db, c.var.actor, c.req.valid('param').paymentId, language);
          return sendStoredFile(c, {
            body: pdf,
            contentType: 'application/pdf',
            fileName,
            fallbackBase: 'receipt',
            cacheControl: 'private, no-cache',
          });
        },
      )
  );
}
