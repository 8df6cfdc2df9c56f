import {
  CALENDAR_EVENT_TYPES,
  RENEWAL_NOTICE_DAYS,
  type TCalendarEvent,
  type TCalendarEventList,
  type TCalendarEventType,
  type TCalendarFeedStatus,
  type TCreatedCalendarFeed,
} from '@rentwell/contracts/calendar-events';
import type { Database } from '@rentwell/db/create-db';
import { addMonths } from '@rentwell/domain/calendar-date';
import { hasPermission } from '@rentwell/domain/role-permissions';
import { serializeICalendar } from '../../documents/ical.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-tokens.ts';
import { todayFor } from '../../lib/today.ts';
import { findActor, getProfileLanguage } from '../accounts/accounts.service.ts';
import { listStayCalendarStarts } from '../short-term-rentals/stays.service.ts';
import { listPlannedReminders } from '../workflows/workflows.service.ts';
import {
  type CalendarScope,
  type EventWindow,
  findLiveFeed,
  findLiveFeedByTokenHash,
  insertFeed,
  listLeaseEndings,
  listOpenRequests,
  listRenewalDecisions,
  revokeLiveFeeds,
} from './calendar.repo.ts';
import { feedTextsOf } from './calendar-feed-texts.ts';

/**
 * Managers see their organization's leases and requests, tenants their own leases and the requests they reported,
 * maintenance staff the requests assigned to them. Anyone else (a site administrator, staff without an
 * organization) has no calendar events.
 */
function calendarScopeOf(actor: Omit<Actor, 'ipAddress'>): CalendarScope | null {
  if (actor.role === 'tenant') return { kind: 'tenant', userId: actor.userId };
  if (!actor.organizationId) return null;
  if (hasPermission(actor.role, 'maintenance:manage'))
    return { kind: 'organization', organizationId: actor.organizationId };
  if (hasPermission(actor.role, 'maintenance:work')) {
    return { kind: 'assignee', organizationId: actor.organizationId, userId: actor.userId };
  }
  return null;
}

async function eventsOf(
  db: Database,
  actor: Omit<Actor, 'ipAddress'>,
  window: EventWindow & { types: readonly TCalendarEventType[] },
): Promise<TCalendarEvent[]> {
  const scope = calendarScopeOf(actor);
  if (!scope) return [];
  const wanted = (type: TCalendarEventType) => window.types.length === 0 || window.types.includes(type);
  const leaseLink = (leaseId: string) => (actor.role === 'tenant' ? '/tenant-portal' : `/tenants?lease=${leaseId}`);
  const wantsStays = scope.kind === 'organization' && (wanted('booking') || wanted('block'));
  const wantsReminders =
    scope.kind === 'organization' && hasPermission(actor.role, 'workflows:manage') && wanted('reminder');
  const [endings, renewals, requests, stays, reminders] = await Promise.all([
    wanted('lease_ending') ? listLeaseEndings(db, scope, window) : [],
    wanted('lease_renewal') ? listRenewalDecisions(db, scope, window, RENEWAL_NOTICE_DAYS) : [],
    wanted('maintenance') ? listOpenRequests(db, scope, window, actor.timeZone ?? 'UTC') : [],
    wantsStays ? listStayCalendarStarts(db, scope.organizationId, window) : [],
    wantsReminders
      ? listPlannedReminders(
          db,
          { organizationId: scope.organizationId, timeZone: actor.timeZone ?? 'UTC' },
          window,
          new Date(),
        )
      : [],
  ]);
  const leaseEvent = (type: 'lease_ending' | 'lease_renewal') => (row: (typeof endings)[number]) => ({
    id: `${type}:${row.leaseId}`,
    type,
    date: row.date,
    title: row.tenantName ?? '',
    property: { id: row.propertyId, name: row.propertyName },
    unitLabel: row.unitLabel,
    link: leaseLink(row.leaseId),
  });
  const events: TCalendarEvent[] = [
    ...endings.map(leaseEvent('lease_ending')),
    ...renewals.map(leaseEvent('lease_renewal')),
    ...requests.map((row) => ({
      id: `maintenance:${row.requestId}`,
      type: 'maintenance' as const,
      date: row.date,
      title: row.title,
      property: { id: row.propertyId, name: row.propertyName },
      unitLabel: row.unitLabel,
      link: `/maintenance?request=${row.requestId}`,
    })),
    ...stays
      .filter((row) => wanted(row.kind))
      .map((row) => ({
        id: `${row.kind}:${row.stayId}`,
        type: row.kind,
        date: row.date,
        title: row.kind === 'booking' ? (row.guestName ?? '') : row.listingTitle,
        property: { id: row.propertyId, name: row.propertyName },
        unitLabel: row.unitLabel,
        link: `/properties/${row.propertyId}?tab=short-term`,
      })),
    ...reminders
      .filter((row) => !window.propertyId || row.propertyId === window.propertyId)
      .map((row) => ({
        id: `reminder:${row.id}`,
        type: 'reminder' as const,
        date: row.date,
        // Data, not prose: the reminder's name, and how many it sends there that day when more than one.
        title: row.count > 1 ? `${row.ruleName} (${row.count})` : row.ruleName,
        property: { id: row.propertyId, name: row.propertyName },
        unitLabel: row.unitLabel,
        link: '/workflows',
      })),
  ];
  const order = (type: TCalendarEventType) => CALENDAR_EVENT_TYPES.indexOf(type);
  return events.sort(
    (a, b) => a.date.localeCompare(b.date) || order(a.type) - order(b.type) || a.id.localeCompare(b.id),
  );
}

export async function listCalendarEvents(
  db: Database,
  actor: Actor,
  query: { from: string; to: string; types: TCalendarEventType[]; propertyId?: string },
): Promise<TCalendarEventList> {
  return { items: await eventsOf(db, actor, query) };
}

export async function getCalendarFeedStatus(db: Database, actor: Actor): Promise<TCalendarFeedStatus> {
  const feed = await findLiveFeed(db, { userId: actor.userId });
  return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret URL; any earlier one stops working. The token is shown once and only its hash is kept. */
export async function rotateCalendarFeed(db: Database, actor: Actor, baseUrl: string): Promise<TCreatedCalendarFeed> {
  const { token, hash } = generateSecretToken();
  const created = await db.transaction(async (tx) => {
    await revokeLiveFeeds(tx, { userId: actor.userId });
    return insertFeed(tx, { userId: actor.userId, organizationId: actor.organizationId, tokenHash: hash });
  });
  return {
    url: `${baseUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`,
    createdAt: created.createdAt.toISOString(),
  };
}

export async function revokeCalendarFeed(db: Database, actor: Actor): Promise<void> {
  await revokeLiveFeeds(db, { userId: actor.userId });
}

/** The feed window: last month and the next twelve. */
function feedWindowOf(today: string) {
  return { from: addMonths(today, -1), to: addMonths(today, 12) };
}

/**
 * The iCalendar document behind a feed token, with the owner's scope as it is now (a changed role or
 * organization follows). Unknown, revoked or deactivated: 404, the same for all three.
 */
export async function renderCalendarFeed(
  db: Database,
  token: string,
  input: { now: Date; baseUrl: string },
): Promise<string> {
  const feed = await findLiveFeedByTokenHash(db, hashSecretToken(token));
  const owner = feed ? await findActor(db, feed.userId) : null;
  if (!owner || owner.isDeactivated) throw new AppError('not_found', 'This calendar feed does not exist');
  const [language, events] = await Promise.all([
    getProfileLanguage(db, owner.userId),
    eventsOf(db, owner, { ...feedWindowOf(todayFor(owner, input.now)), types: [] }),
  ]);
  const texts = feedTextsOf(language);
  const origin = input.baseUrl.replace(/\/$/, '');
  return serializeICalendar({
    name: texts.calendarName,
    productId: '-//Rentwell//Calendar//EN',
    now: input.now,
    events: events.map((event) => ({
      uid: `${event.id.replace(':', '-')}@rentwell`,
      date: event.date,
      summary: texts.summaryOf(event.type, event.title || event.property.name),
      location: [event.property.name, event.unitLabel].filter(Boolean).join(', '),
      url: `${origin}${event.link}`,
    })),
  });
}
