import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { calendarFeeds } from '@rentwell/db/schema/calendar-feeds';
import { leases } from '@rentwell/db/schema/leases';
import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { properties, units } from '@rentwell/db/schema/properties';
import { aliasedTable, and, asc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';

/** Whose events: a whole organization, one tenant's own, or the requests assigned to one staff member. */
export type CalendarScope =
  | { kind: 'organization'; organizationId: string }
  | { kind: 'tenant'; userId: string }
  | { kind: 'assignee'; organizationId: string; userId: string };

export type EventWindow = { from: string; to: string; propertyId?: string };

const successor = aliasedTable(leases, 'successor');

function leaseScope(scope: CalendarScope): SQL | undefined {
  if (scope.kind === 'organization') return eq(leases.organizationId, scope.organizationId);
  if (scope.kind === 'tenant') return eq(leases.tenantUserId, scope.userId);
  return sql`false`;
}

function leaseRows(db: Database, scope: CalendarScope, window: EventWindow, day: SQL, extra: SQL | undefined) {
  return db
    .select({
      leaseId: leases.id,
      date: sql<string>`${day}::text`,
      tenantName: user.name,
      propertyId: properties.id,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(
      and(
        leaseScope(scope),
        window.propertyId ? eq(leases.propertyId, window.propertyId) : undefined,
        sql`${day} between ${window.from}::date and ${window.to}::date`,
        extra,
      ),
    )
    .orderBy(asc(day), asc(leases.id));
}

/** A lease's last day: its end date, or its termination date when it was ended earlier. */
export function listLeaseEndings(db: Database, scope: CalendarScope, window: EventWindow) {
  const lastDay = sql`least(${leases.endDate}, coalesce(${leases.terminatedOn}, ${leases.endDate}))`;
  return leaseRows(db, scope, window, lastDay, undefined);
}

/**
 * The renewal decision of a lease that is neither terminated nor renewed (no lease names it as its predecessor),
 * `noticeDays` before its end date and not before it starts.
 */
export function listRenewalDecisions(db: Database, scope: CalendarScope, window: EventWindow, noticeDays: number) {
  const decisionDay = sql`(${leases.endDate} - ${noticeDays}::int)`;
  return leaseRows(
    db,
    scope,
    window,
    decisionDay,
    and(
      isNull(leases.terminatedOn),
      sql`${leases.endDate} - ${noticeDays}::int >= ${leases.startDate}`,
      notExists(db.select({ id: successor.id }).from(successor).where(eq(successor.previousLeaseId, leases.id))),
    ),
  );
}

function requestScope(scope: CalendarScope): SQL | undefined {
  if (scope.kind === 'tenant') return eq(maintenanceRequests.reportedByUserId, scope.userId);
  return and(
    eq(maintenanceRequests.organizationId, scope.organizationId),
    scope.kind === 'assignee' ? eq(maintenanceRequests.assignedToUserId, scope.userId) : undefined,
  );
}

/**
 * Open and in-progress requests on the day they were reported in the organization's time zone; requests have no
 * scheduled date.
 */
export function listOpenRequests(db: Database, scope: CalendarScope, window: EventWindow, timeZone: string) {
  const reportedOn = sql<string>`(${maintenanceRequests.createdAt} at time zone ${timeZone})::date::text`;
  return db
    .select({
      requestId: maintenanceRequests.id,
      date: reportedOn,
      title: maintenanceRequests.title,
      propertyId: properties.id,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(units, eq(units.id, maintenanceRequests.unitId))
    .where(
      and(
        requestScope(scope),
        inArray(maintenanceRequests.status, ['open', 'in_progress']),
        window.propertyId ? eq(maintenanceRequests.propertyId, window.propertyId) : undefined,
        sql`${reportedOn}::date between ${window.from}::date and ${window.to}::date`,
      ),
    )
    .orderBy(asc(reportedOn), asc(maintenanceRequests.id));
}

export async function findLiveFeed(db: Database, scope: { userId: string }) {
  const [row] = await db
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, scope.userId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

export async function findLiveFeedByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

export async function revokeLiveFeeds(db: Database, scope: { userId: string }): Promise<number> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, scope.userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length;
}

export async function insertFeed(
  db: Database,
  values: { userId: string; organizationId: string | null; tokenHash: string },
) {
  const [row] = await db.insert(calendarFeeds).values(values).returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed insert returned nothing');
  return row;
}
