import { ZContactRequest, ZContactResponse } from '@rentwell/contracts/contact';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { languageFromAcceptHeader } from '../../mail/auth-mail-texts.ts';
import { submitContactForm } from './contact.service.ts';

/** Per address: enough for a person who sends a correction or two, too few for a spam run (decision 006). */
const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 600 };

export function createContactRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      /** The landing page's contact form (public). The answer promises a reply within 24 hours. */
      .post(
        '/',
        describeRoute({
          tags: ['Contact'],
          summary: 'Send a message through the contact form',
          responses: {
            200: { description: 'Received', content: { 'application/json': { schema: resolver(ZContactResponse) } } },
            429: { description: 'Too many messages from this address: nothing was sent, wait and send again' },
          },
        }),
        // Validation first: a person correcting a field does not use up the limit.
        validate('json', ZContactRequest),
        limitRequests(deps, {
          ...CONTACT_RATE_LIMIT,
          key: (c) => `contact:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
          message:
            'Too many messages from your address. Your message was not sent: please wait a few minutes and send it again.',
        }),
        async (c) => {
          const language = languageFromAcceptHeader(c.req.header('accept-language'));
          return c.json(await submitContactForm(deps.db, deps.mailer, deps.logger, c.req.valid('json'), language));
        },
      )
  );
}
