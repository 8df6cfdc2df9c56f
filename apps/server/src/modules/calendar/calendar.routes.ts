import {
  ZCalendarEventList,
  ZCalendarEventsQuery,
  ZCalendarFeedStatus,
  ZCreatedCalendarFeed,
} from '@rentwell/contracts/calendar-events';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  getCalendarFeedStatus,
  listCalendarEvents,
  renderCalendarFeed,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from './calendar.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** Calendar applications poll a feed every few minutes to hours; guessing a 256-bit token needs billions of tries. */
const FEED_RATE_LIMIT = { max: 120, windowSeconds: 600 };

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** `/api/calendar/feed/<token>.ics`: the public iCalendar feed; the token is the only credential. */
export function createCalendarFeedRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:file{[A-Za-z0-9_-]+\\.ics}',
    describeRoute({
      tags: ['Calendar'],
      summary: 'A personal iCalendar feed',
      responses: { 200: { description: 'OK', content: { 'text/calendar': { schema: { type: 'string' } } } } },
    }),
    limitRequests(deps, {
      ...FEED_RATE_LIMIT,
      key: (c) => `calendar-feed:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
      message: 'Too many requests from your address. Please wait a few minutes and try again.',
    }),
    async (c) => {
      const token = FEED_FILE.exec(c.req.param('file'))?.[1];
      if (!token) throw new AppError('not_found', 'This calendar feed does not exist');
      const body = await renderCalendarFeed(deps.db, token, {
        now: new Date(),
        baseUrl: deps.config.baseUrl,
      });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="rentwell.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  );
}

/** `/api/calendar`: each signed-in person's events in their own scope, and their feed URL. */
export function createCalendarRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('profile:read'))
      /** Lease endings, renewal decisions and open maintenance between two dates (at most 400 days). */
      .get(
        '/events',
        describeRoute({ tags: ['Calendar'], summary: 'Calendar events', responses: json(ZCalendarEventList) }),
        validate('query', ZCalendarEventsQuery),
        async (c) => c.json(await listCalendarEvents(deps.db, c.var.actor, c.req.valid('query'))),
      )
      .get(
        '/feed',
        describeRoute({ tags: ['Calendar'], summary: 'Whether my feed is on', responses: json(ZCalendarFeedStatus) }),
        async (c) => c.json(await getCalendarFeedStatus(deps.db, c.var.actor)),
      )
      /** Creates the feed or replaces its URL; the URL is in this answer only. */
      .post(
        '/feed',
        describeRoute({
          tags: ['Calendar'],
          summary: 'Create or rotate my feed',
          responses: json(ZCreatedCalendarFeed, 201),
        }),
        async (c) => c.json(await rotateCalendarFeed(deps.db, c.var.actor, deps.config.baseUrl), 201),
      )
      .delete(
        '/feed',
        describeRoute({ tags: ['Calendar'], summary: 'Turn my feed off', responses: { 204: { description: 'Done' } } }),
        async (c) => {
          await revokeCalendarFeed(deps.db, c.var.actor);
          return c.body(null, 204);
        },
      )
  );
}
