import {
  ZBlock,
  ZBooking,
  ZCreateBlockRequest,
  ZCreateBookingRequest,
  ZCreatedListingExportFeed,
  ZCreateImportFeedRequest,
  ZCreateListingRequest,
  ZFeedLanguageQuery,
  ZImportFeed,
  ZImportFeedList,
  ZListing,
  ZListingCalendar,
  ZListingCalendarQuery,
  ZListingList,
  ZListListingsQuery,
  ZStrCalendar,
  ZStrFigures,
  ZStrFiguresQuery,
  ZSyncLog,
  ZSyncLogEntry,
  ZUpdateBookingRequest,
  ZUpdateListingRequest,
} from '@rentwell/contracts/short-term-rentals';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor, todayUtc } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  addImportFeed,
  listImportFeedsOf,
  removeImportFeed,
  renderExportFeed,
  requireImportFeed,
  revokeExportFeed,
  rotateExportFeed,
  syncLogOf,
  toSyncLogEntry,
} from './feeds.service.ts';
import { strFigures } from './figures.service.ts';
import { syncImportFeed } from './ical-import.ts';
import { changeListing, createListing, getListing, listListingsOf, removeListing } from './listings.service.ts';
import {
  cancelBooking,
  changeBooking,
  createBlock,
  createBooking,
  listingCalendar,
  removeBlock,
  strCalendar,
} from './stays.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});
const TAGS = ['Short-term rentals'];
const done = { 204: { description: 'Done' } };

/** Other calendars (Airbnb, Vrbo, Google) poll a feed every few minutes to hours. */
const FEED_RATE_LIMIT = { max: 120, windowSeconds: 600 };
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** `/api/str/feeds/<token>.ics`: a listing's public export feed; the secret token is the only credential. */
export function createStrFeedRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:file{[A-Za-z0-9_-]+\\.ics}',
    describeRoute({
      tags: TAGS,
      summary: "A listing's iCalendar export feed",
      responses: { 200: { description: 'OK', content: { 'text/calendar': { schema: { type: 'string' } } } } },
    }),
    limitRequests(deps, {
      ...FEED_RATE_LIMIT,
      key: (c) => `str-feed:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
      message: 'Too many requests from your address. Please wait a few minutes and try again.',
    }),
    validate('query', ZFeedLanguageQuery),
    async (c) => {
      const token = FEED_FILE.exec(c.req.param('file'))?.[1];
      if (!token) throw new AppError('not_found', 'This calendar feed does not exist');
      const body = await renderExportFeed(
        deps.db,
        token,
        { today: todayUtc(), now: new Date() },
        c.req.valid('query').lang,
      );
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="listing.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  );
}

/** `/api/str`: short-term rental listings, their bookings, blocks, calendar, feeds and figures (managers). */
export function createShortTermRentalsRoutes(deps: AppDeps) {
  const write = requirePermission('properties:write');
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('properties:read'), requireOrganizationActor())
      .get(
        '/listings',
        describeRoute({ tags: TAGS, summary: 'Listings', responses: json(ZListingList) }),
        validate('query', ZListListingsQuery),
        async (c) => c.json(await listListingsOf(deps.db, c.var.actor, c.req.valid('query').propertyId)),
      )
      .post(
        '/listings',
        describeRoute({ tags: TAGS, summary: 'Create a listing', responses: json(ZListing, 201) }),
        write,
        validate('json', ZCreateListingRequest),
        async (c) => c.json(await createListing(deps.db, c.var.actor, c.req.valid('json')), 201),
      )
      /** Every listing's bookings and blocks overlapping [from, to). */
      .get(
        '/calendar',
        describeRoute({ tags: TAGS, summary: 'The calendar across listings', responses: json(ZStrCalendar) }),
        validate('query', ZListingCalendarQuery),
        async (c) => c.json(await strCalendar(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** Occupancy, ADR, RevPAN and revenue per listing and month. */
      .get(
        '/figures',
        describeRoute({ tags: TAGS, summary: 'Figures per listing and month', responses: json(ZStrFigures) }),
        validate('query', ZStrFiguresQuery),
        async (c) => c.json(await strFigures(deps.db, c.var.actor, c.req.valid('query'))),
      )
      .get(
        '/listings/:listingId',
        describeRoute({ tags: TAGS, summary: 'A listing', responses: json(ZListing) }),
        validateIdParams('listingId'),
        async (c) => c.json(await getListing(deps.db, c.var.actor, c.req.valid('param').listingId)),
      )
      .patch(
        '/listings/:listingId',
        describeRoute({ tags: TAGS, summary: 'Change a listing', responses: json(ZListing) }),
        write,
        validateIdParams('listingId'),
        validate('json', ZUpdateListingRequest),
        async (c) =>
          c.json(await changeListing(deps.db, c.var.actor, c.req.valid('param').listingId, c.req.valid('json'))),
      )
      /** Deletes the listing with its bookings, blocks and feeds. */
      .delete(
        '/listings/:listingId',
        describeRoute({ tags: TAGS, summary: 'Delete a listing', responses: done }),
        write,
        validateIdParams('listingId'),
        async (c) => {
          await removeListing(deps.db, c.var.actor, c.req.valid('param').listingId);
          return c.body(null, 204);
        },
      )
      /** Bookings and blocks overlapping [from, to). */
      .get(
        '/listings/:listingId/calendar',
        describeRoute({ tags: TAGS, summary: "A listing's calendar", responses: json(ZListingCalendar) }),
        validateIdParams('listingId'),
        validate('query', ZListingCalendarQuery),
        async (c) =>
          c.json(await listingCalendar(deps.db, c.var.actor, c.req.valid('param').listingId, c.req.valid('query'))),
      )
      /** 409 `conflict` with details naming the overlapping stay. */
      .post(
        '/listings/:listingId/bookings',
        describeRoute({ tags: TAGS, summary: 'Book a stay', responses: json(ZBooking, 201) }),
        write,
        validateIdParams('listingId'),
        validate('json', ZCreateBookingRequest),
        async (c) =>
          c.json(await createBooking(deps.db, c.var.actor, c.req.valid('param').listingId, c.req.valid('json')), 201),
      )
      .patch(
        '/listings/:listingId/bookings/:bookingId',
        describeRoute({ tags: TAGS, summary: 'Change a booking or its status', responses: json(ZBooking) }),
        write,
        validateIdParams('listingId', 'bookingId'),
        validate('json', ZUpdateBookingRequest),
        async (c) => {
          const { listingId, bookingId } = c.req.valid('param');
          return c.json(
            await changeBooking(deps.db, c.var.actor, listingId, bookingId, c.req.valid('json'), todayFor(c.var.actor)),
          );
        },
      )
      .post(
        '/listings/:listingId/bookings/:bookingId/cancel',
        describeRoute({ tags: TAGS, summary: 'Cancel a booking', responses: json(ZBooking) }),
        write,
        validateIdParams('listingId', 'bookingId'),
        async (c) => {
          const { listingId, bookingId } = c.req.valid('param');
          return c.json(await cancelBooking(deps.db, c.var.actor, listingId, bookingId));
        },
      )
      .post(
        '/listings/:listingId/blocks',
        describeRoute({ tags: TAGS, summary: 'Block dates', responses: json(ZBlock, 201) }),
        write,
        validateIdParams('listingId'),
        validate('json', ZCreateBlockRequest),
        async (c) =>
          c.json(await createBlock(deps.db, c.var.actor, c.req.valid('param').listingId, c.req.valid('json')), 201),
      )
      .delete(
        '/listings/:listingId/blocks/:blockId',
        describeRoute({ tags: TAGS, summary: 'Remove a manual block', responses: done }),
        write,
        validateIdParams('listingId', 'blockId'),
        async (c) => {
          const { listingId, blockId } = c.req.valid('param');
          await removeBlock(deps.db, c.var.actor, listingId, blockId);
          return c.body(null, 204);
        },
      )
      /** Creates or replaces the export feed's secret URL, shown in this answer only. */
      .post(
        '/listings/:listingId/export-feed',
        describeRoute({
          tags: TAGS,
          summary: 'Create or rotate the export feed',
          responses: json(ZCreatedListingExportFeed, 201),
        }),
        write,
        validateIdParams('listingId'),
        validate('query', ZFeedLanguageQuery),
        async (c) =>
          c.json(
            await rotateExportFeed(
              deps.db,
              c.var.actor,
              c.req.valid('param').listingId,
              deps.config.baseUrl,
              c.req.valid('query').lang,
            ),
            201,
          ),
      )
      .delete(
        '/listings/:listingId/export-feed',
        describeRoute({ tags: TAGS, summary: 'Turn the export feed off', responses: done }),
        write,
        validateIdParams('listingId'),
        async (c) => {
          await revokeExportFeed(deps.db, c.var.actor, c.req.valid('param').listingId);
          return c.body(null, 204);
        },
      )
      .get(
        '/listings/:listingId/import-feeds',
        describeRoute({ tags: TAGS, summary: 'Import feeds', responses: json(ZImportFeedList) }),
        validateIdParams('listingId'),
        async (c) => c.json(await listImportFeedsOf(deps.db, c.var.actor, c.req.valid('param').listingId)),
      )
      .post(
        '/listings/:listingId/import-feeds',
        describeRoute({ tags: TAGS, summary: 'Add an import feed', responses: json(ZImportFeed, 201) }),
        write,
        validateIdParams('listingId'),
        validate('json', ZCreateImportFeedRequest),
        async (c) =>
          c.json(await addImportFeed(deps.db, c.var.actor, c.req.valid('param').listingId, c.req.valid('json')), 201),
      )
      /** Removes the feed and the blocks it imported. */
      .delete(
        '/listings/:listingId/import-feeds/:feedId',
        describeRoute({ tags: TAGS, summary: 'Remove an import feed', responses: done }),
        write,
        validateIdParams('listingId', 'feedId'),
        async (c) => {
          const { listingId, feedId } = c.req.valid('param');
          await removeImportFeed(deps.db, c.var.actor, listingId, feedId);
          return c.body(null, 204);
        },
      )
      /** Syncs now; a failed fetch or parse is a sync log entry with its error, not an error answer. */
      .post(
        '/listings/:listingId/import-feeds/:feedId/sync',
        describeRoute({ tags: TAGS, summary: 'Sync an import feed now', responses: json(ZSyncLogEntry) }),
        write,
        validateIdParams('listingId', 'feedId'),
        async (c) => {
          const { listingId, feedId } = c.req.valid('param');
          const feed = await requireImportFeed(deps.db, c.var.actor, listingId, feedId);
          return c.json(toSyncLogEntry(await syncImportFeed(deps.db, feed, deps.outboundAddresses)));
        },
      )
      .get(
        '/listings/:listingId/import-feeds/:feedId/sync-log',
        describeRoute({ tags: TAGS, summary: "An import feed's sync log", responses: json(ZSyncLog) }),
        validateIdParams('listingId', 'feedId'),
        async (c) => {
          const { listingId, feedId } = c.req.valid('param');
          return c.json(await syncLogOf(deps.db, c.var.actor, listingId, feedId));
        },
      )
  );
}
