import {
  ZContactSubmission,
  ZContactSubmissionList,
  ZJobRunList,
  ZJobSummary,
  ZListContactSubmissionsQuery,
  ZListJobRunsQuery,
  ZListMailQuery,
  ZMail,
  ZMailList,
} from '@rentwell/contracts/site-admin';
import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { listContactSubmissions, markContactSubmissionHandled } from '../contact/contact.service.ts';
import { getMail, listJobRuns, listJobs, listMail, resendMail } from './site-admin.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/**
 * What arrives and leaves: contact-form messages, the mail outbox, scheduled job runs. Mounted inside the
 * console routes, which resolve the site-admin actor; each route here names the unlock guard itself.
 */
export function createSiteAdminInboxRoutes(deps: AppDeps, unlocked: MiddlewareHandler<AppEnv>) {
  return (
    new Hono<AppEnv>()
      /** Contact-form messages, newest first; honeypot hits only on request. */
      .get(
        '/contact-submissions',
        describeRoute({
          tags: ['Site admin'],
          summary: 'List contact-form messages',
          responses: ok(ZContactSubmissionList),
        }),
        unlocked,
        validate('query', ZListContactSubmissionsQuery),
        async (c) => c.json(await listContactSubmissions(deps.db, c.req.valid('query'))),
      )
      /** Marks a message answered, recording who handled it. */
      .post(
        '/contact-submissions/:submissionId/handle',
        describeRoute({
          tags: ['Site admin'],
          summary: 'Mark a contact-form message handled',
          responses: ok(ZContactSubmission),
        }),
        unlocked,
        validateIdParams('submissionId'),
        async (c) =>
          c.json(await markContactSubmissionHandled(deps.db, c.var.actor, c.req.valid('param').submissionId)),
      )
      /** The mail outbox: recipient, subject, purpose, status, dates. */
      .get(
        '/mail',
        describeRoute({ tags: ['Site admin'], summary: 'List the mail outbox', responses: ok(ZMailList) }),
        unlocked,
        validate('query', ZListMailQuery),
        async (c) => c.json(await listMail(deps.db, c.req.valid('query'))),
      )
      /** One mail with its text body. */
      .get(
        '/mail/:mailId',
        describeRoute({ tags: ['Site admin'], summary: 'Read a mail', responses: ok(ZMail) }),
        unlocked,
        validateIdParams('mailId'),
        async (c) => c.json(await getMail(deps.db, c.req.valid('param').mailId)),
      )
      /** Queues a mail whose delivery failed for good again (audited). */
      .post(
        '/mail/:mailId/resend',
        describeRoute({ tags: ['Site admin'], summary: 'Send a failed mail again', responses: ok(ZMail) }),
        unlocked,
        validateIdParams('mailId'),
        async (c) =>
          c.json(await resendMail(deps.db, deps.mailer, deps.logger, c.var.actor, c.req.valid('param').mailId)),
      )
      /** Each scheduled job with its latest run. */
      .get(
        '/jobs',
        describeRoute({ tags: ['Site admin'], summary: 'List scheduled jobs', responses: ok(z.array(ZJobSummary)) }),
        unlocked,
        async (c) => c.json(await listJobs(deps.db)),
      )
      /** Runs of the scheduled jobs, newest first. */
      .get(
        '/job-runs',
        describeRoute({ tags: ['Site admin'], summary: 'List job runs', responses: ok(ZJobRunList) }),
        unlocked,
        validate('query', ZListJobRunsQuery),
        async (c) => c.json(await listJobRuns(deps.db, c.req.valid('query'))),
      )
  );
}
