import {
  ZCalendarMonth,
  ZRentMailingList,
  ZRentMailingListQuery,
  ZRentMailingPreview,
  ZRentMailingRequest,
  ZRentMailingSendResult,
} from '@rentwell/contracts/rent-mailings';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { toOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { getProfileLanguage } from '../accounts/accounts.service.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { monthOf } from './calendar-month.ts';
import {
  listMailingsOf,
  openMailingPdf,
  previewMailings,
  renderStatementOf,
  sendMailings,
} from './rent-mailings.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

const pdfResponse = { cacheControl: 'private, no-cache', contentType: 'application/pdf' } as const;

/** Rent notices and monthly statements: the landlord's preview and bulk send, everyone's list and downloads. */
export function createRentMailingsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /** Who would get this month's notices or statements, for how much, and who is skipped and why (sends nothing). */
      .post(
        '/preview',
        describeRoute({ tags: ['Rent mailings'], summary: 'Preview a bulk send', responses: ok(ZRentMailingPreview) }),
        requirePermission('payments:manage'),
        validate('json', ZRentMailingRequest),
        async (c) => {
          const { kind, month } = c.req.valid('json');
          const today = todayFor(c.var.actor);
          const actor = toOrganizationActor(c.var.actor);
          return c.json(await previewMailings(deps, actor, kind, month ?? monthOf(today), today));
        },
      )
      /** Mails the notices or statements of the month, each lease once. */
      .post(
        '/send',
        describeRoute({
          tags: ['Rent mailings'],
          summary: 'Send notices or statements',
          responses: ok(ZRentMailingSendResult),
        }),
        requirePermission('payments:manage'),
        validate('json', ZRentMailingRequest),
        async (c) => {
          const { kind, month } = c.req.valid('json');
          const today = todayFor(c.var.actor);
          const actor = toOrganizationActor(c.var.actor);
          return c.json(await sendMailings(deps, actor, kind, month ?? monthOf(today), today));
        },
      )
      /** The notices and statements mailed: a lease's (landlord side) or the tenant's own. */
      .get(
        '/',
        describeRoute({
          tags: ['Rent mailings'],
          summary: 'Notices and statements mailed',
          responses: ok(ZRentMailingList),
        }),
        requirePermission('payments:read'),
        validate('query', ZRentMailingListQuery),
        async (c) => c.json(await listMailingsOf(deps, c.var.actor, c.req.valid('query').leaseId)),
      )
      /** A mailed notice or statement, the PDF as it was sent. */
      .get(
        '/:mailingId/pdf',
        describeRoute({ tags: ['Rent mailings'], summary: 'Download a mailed notice or statement (PDF)' }),
        requirePermission('payments:read'),
        validateIdParams('mailingId'),
        async (c) => {
          const { pdf, fileName } = await openMailingPdf(deps, c.var.actor, c.req.valid('param').mailingId);
          return sendStoredFile(c, { ...pdfResponse, body: pdf, fileName, fallbackBase: 'notice' });
        },
      )
      /** A lease's statement of a month as it stands now, in the reader's language. */
      .get(
        '/leases/:leaseId/statements/:month',
        describeRoute({ tags: ['Rent mailings'], summary: 'Download a monthly statement (PDF)' }),
        requirePermission('payments:read'),
        validate('param', z.object({ leaseId: z.uuid(), month: ZCalendarMonth })),
        async (c) => {
          const { leaseId, month } = c.req.valid('param');
          const language = await getProfileLanguage(deps.db, c.var.actor.userId);
          const { pdf, fileName } = await renderStatementOf(deps, c.var.actor, leaseId, month, language);
          return sendStoredFile(c, { ...pdfResponse, body: pdf, fileName, fallbackBase: 'statement' });
        },
      )
  );
}
