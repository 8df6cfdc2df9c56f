import type { TReminderAnchor, TReminderChannel } from '@rentwell/contracts/workflows';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { organizations } from '@rentwell/db/schema/organizations';
import { rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { reminderDeliveries, reminderRules } from '@rentwell/db/schema/workflows';
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

export type ReminderRuleRow = typeof reminderRules.$inferSelect;
type NewRule = typeof reminderRules.$inferInsert;

export function listRules(db: Database, organizationId: string, onlyActive = false) {
  return db
    .select()
    .from(reminderRules)
    .where(
      and(eq(reminderRules.organizationId, organizationId), onlyActive ? eq(reminderRules.active, true) : undefined),
    )
    .orderBy(asc(reminderRules.createdAt), asc(reminderRules.id));
}

/** Active rules of every organization (the scheduler). */
/** Every active rule, with its organization's time zone (whose morning its reminders of a date are sent in). */
export async function listActiveRules(db: Database) {
  const rows = await db
    .select({ rule: reminderRules, timeZone: organizations.timeZone })
    .from(reminderRules)
    .innerJoin(organizations, eq(organizations.id, reminderRules.organizationId))
    .where(eq(reminderRules.active, true))
    .orderBy(asc(reminderRules.createdAt));
  return rows.map((row) => ({ ...row.rule, timeZone: row.timeZone }));
}

export async function findRule(db: Database, organizationId: string, ruleId: string) {
  const [row] = await db
    .select()
    .from(reminderRules)
    .where(and(eq(reminderRules.organizationId, organizationId), eq(reminderRules.id, ruleId)));
  return row;
}

export async function insertRule(db: Database, values: NewRule) {
  const [row] = await db.insert(reminderRules).values(values).returning();
  if (!row) throw new Error('reminder rule insert returned nothing');
  return row;
}

export async function updateRule(
  db: Database,
  organizationId: string,
  ruleId: string,
  values: Partial<Pick<NewRule, 'name' | 'description' | 'type' | 'anchor' | 'offset' | 'active'>>,
) {
  const [row] = await db
    .update(reminderRules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reminderRules.organizationId, organizationId), eq(reminderRules.id, ruleId)))
    .returning();
  return row;
}

export async function deleteRule(db: Database, organizationId: string, ruleId: string) {
  const rows = await db
    .delete(reminderRules)
    .where(and(eq(reminderRules.organizationId, organizationId), eq(reminderRules.id, ruleId)))
    .returning({ id: reminderRules.id });
  return rows.length > 0;
}

/** The latest deliveries of these rules, at most `perRule` each, newest first. */
export async function listRecentDeliveries(db: Database, organizationId: string, ruleIds: string[], perRule: number) {
  if (ruleIds.length === 0) return [];
  const ranked = db
    .select({
      id: reminderDeliveries.id,
      ruleId: reminderDeliveries.ruleId,
      recipientName: user.name,
      occurrenceAt: reminderDeliveries.occurrenceAt,
      channel: reminderDeliveries.channel,
      status: reminderDeliveries.status,
      attempts: reminderDeliveries.attempts,
      lastError: reminderDeliveries.lastError,
      createdAt: reminderDeliveries.createdAt,
      rank: sql<number>`row_number() over (partition by ${reminderDeliveries.ruleId} order by ${reminderDeliveries.createdAt} desc, ${reminderDeliveries.id})`.as(
        'rank',
      ),
    })
    .from(reminderDeliveries)
    .innerJoin(user, eq(user.id, reminderDeliveries.recipientUserId))
    .where(and(eq(reminderDeliveries.organizationId, organizationId), inArray(reminderDeliveries.ruleId, ruleIds)))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, perRule)).orderBy(desc(ranked.createdAt));
}

/** One target a rule reminds of, with the instant it is sent and what the message says. */
export type Occurrence = {
  targetId: string;
  occurrenceAt: Date;
  aboutDate: string | null;
  tenantUserId: string | null;
  assigneeUserId: string | null;
  propertyId: string;
  propertyName: string;
  unitLabel: string | null;
  title: string | null;
  amountMinor: number | null;
  currency: string | null;
};

/** Reminders of a date are sent at this hour of that day's morning in the organization's time zone. */
export const REMINDER_LOCAL_HOUR = 9;

/**
 * When a reminder of a date is sent: REMINDER_LOCAL_HOUR on that day in the organization's time zone, turned into an
 * instant by PostgreSQL's own IANA time-zone database (`timestamp at time zone`), daylight saving included.
 */
function localMorning(day: SQL, timeZone: string): SQL<Date> {
  return sql<Date>`((${day})::timestamp + make_interval(hours => ${REMINDER_LOCAL_HOUR}::int)) at time zone ${timeZone}`;
}

function occurrenceInstant(anchor: TReminderAnchor, offset: number, timeZone: string): SQL<Date> {
  switch (anchor) {
    case 'due_date':
      return localMorning(sql`${rentCharges.dueDate} - ${offset}::int`, timeZone);
    case 'lease_end':
      return localMorning(sql`${leases.endDate} - ${offset}::int`, timeZone);
    case 'lease_start':
      return localMorning(sql`${leases.startDate} + ${offset}::int`, timeZone);
    case 'request_created':
      return sql<Date>`(${maintenanceRequests.createdAt} + make_interval(hours => ${offset}::int))`;
  }
}

/**
 * Targets of a rule whose reminder falls in (from, to]. Only what is still relevant: an unpaid charge not yet past
 * due, a lease not terminated and not renewed whose end has not passed, a lease that started and is not over, an
 * open or in-progress request.
 */
export async function findOccurrences(
  db: Database,
  rule: Pick<ReminderRuleRow, 'id' | 'organizationId' | 'anchor' | 'offset'>,
  window: {
    from: Date;
    to: Date;
    /** The organization's time zone, and today's date there. */
    timeZone: string;
    today: string;
    exclude: 'other_occurrences' | 'any_delivery' | 'none';
  },
): Promise<Occurrence[]> {
  const at = occurrenceInstant(rule.anchor, rule.offset, window.timeZone);
  const inWindow = and(
    sql`${at} > ${window.from.toISOString()}::timestamptz`,
    sql`${at} <= ${window.to.toISOString()}::timestamptz`,
  );
  // Once per target and rule: the scheduler leaves out a target reminded of at another instant (before the offset
  // was edited) and claims the rest through the unique key; the preview leaves out whatever was delivered.
  const notSent = (target: SQL | typeof leases.id) =>
    window.exclude === 'none'
      ? undefined
      : window.exclude === 'other_occurrences'
        ? sql`not exists (select 1 from ${reminderDeliveries} where ${reminderDeliveries.ruleId} = ${rule.id} and ${reminderDeliveries.targetId} = ${target} and ${reminderDeliveries.occurrenceAt} <> ${at})`
        : sql`not exists (select 1 from ${reminderDeliveries} where ${reminderDeliveries.ruleId} = ${rule.id} and ${reminderDeliveries.targetId} = ${target})`;
  const base = {
    occurrenceAt: sql<string>`${at}`.mapWith((value: string | Date) => new Date(value)),
    propertyId: properties.id,
    propertyName: properties.name,
    unitLabel: units.label,
  };
  if (rule.anchor === 'due_date') {
    const rows = await db
      .select({
        ...base,
        targetId: rentCharges.id,
        aboutDate: rentCharges.dueDate,
        tenantUserId: leases.tenantUserId,
        amountMinor: sql<number>`(${rentCharges.amountMinor} - ${rentCharges.receivedMinor})`.mapWith(Number),
        currency: rentCharges.currency,
      })
      .from(rentCharges)
      .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .leftJoin(units, eq(units.id, leases.unitId))
      .where(
        and(
          eq(rentCharges.organizationId, rule.organizationId),
          sql`${rentCharges.amountMinor} > ${rentCharges.receivedMinor}`,
          sql`${rentCharges.dueDate} >= ${window.today}::date`,
          or(isNull(leases.terminatedOn), sql`${leases.terminatedOn} >= ${rentCharges.periodStart}`),
          inWindow,
          notSent(rentCharges.id as unknown as SQL),
        ),
      )
      .orderBy(asc(at));
    return rows.map((row) => ({ ...row, assigneeUserId: null, title: null }));
  }
  if (rule.anchor === 'lease_end' || rule.anchor === 'lease_start') {
    const relevant =
      rule.anchor === 'lease_end'
        ? and(
            isNull(leases.terminatedOn),
            sql`${leases.endDate} >= ${window.today}::date`,
            sql`not exists (select 1 from ${leases} as renewal where renewal.previous_lease_id = ${leases.id})`,
          )
        : and(
            sql`${leases.endDate} >= ${window.today}::date`,
            or(isNull(leases.terminatedOn), sql`${leases.terminatedOn} >= ${leases.startDate}`),
          );
    const rows = await db
      .select({
        ...base,
        targetId: leases.id,
        aboutDate: rule.anchor === 'lease_end' ? leases.endDate : leases.startDate,
        tenantUserId: leases.tenantUserId,
      })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .leftJoin(units, eq(units.id, leases.unitId))
      .where(and(eq(leases.organizationId, rule.organizationId), relevant, inWindow, notSent(leases.id)))
      .orderBy(asc(at));
    return rows.map((row) => ({ ...row, assigneeUserId: null, title: null, amountMinor: null, currency: null }));
  }
  const rows = await db
    .select({
      ...base,
      targetId: maintenanceRequests.id,
      assigneeUserId: maintenanceRequests.assignedToUserId,
      title: maintenanceRequests.title,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(units, eq(units.id, maintenanceRequests.unitId))
    .where(
      and(
        eq(maintenanceRequests.organizationId, rule.organizationId),
        inArray(maintenanceRequests.status, ['open', 'in_progress']),
        inWindow,
        notSent(maintenanceRequests.id as unknown as SQL),
      ),
    )
    .orderBy(asc(at));
  return rows.map((row) => ({
    ...row,
    aboutDate: null,
    tenantUserId: null,
    amountMinor: null,
    currency: null,
  }));
}

export function findUserNames(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds));
}

/**
 * Claims one delivery: the unique key makes a second insert (a rerun, another instance) a no-op, unless the row failed
 * and its retry fell due, or was claimed by an instance that died before delivering it (still pending past its hold);
 * then moving its next attempt forward in the same statement claims it.
 */
export async function claimDelivery(
  db: Database,
  values: { organizationId: string; ruleId: string; targetId: string; occurrenceAt: Date; recipientUserId: string },
  now: Date,
  holdUntil: Date,
) {
  const [row] = await db
    .insert(reminderDeliveries)
    .values({ ...values, status: 'pending', nextAttemptAt: holdUntil })
    .onConflictDoUpdate({
      target: [
        reminderDeliveries.ruleId,
        reminderDeliveries.targetId,
        reminderDeliveries.occurrenceAt,
        reminderDeliveries.recipientUserId,
      ],
      set: { nextAttemptAt: holdUntil },
      setWhere: and(
        inArray(reminderDeliveries.status, ['failed', 'pending']),
        lte(reminderDeliveries.nextAttemptAt, now),
      ),
    })
    .returning({ id: reminderDeliveries.id, attempts: reminderDeliveries.attempts });
  return row;
}

export async function markDeliverySent(db: Database, id: string, channel: TReminderChannel, now: Date) {
  await db
    .update(reminderDeliveries)
    .set({
      status: 'sent',
      channel,
      sentAt: now,
      attempts: sql`${reminderDeliveries.attempts} + 1`,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(reminderDeliveries.id, id));
}

export async function markDeliveryFailed(db: Database, id: string, error: string, nextAttemptAt: Date | null) {
  await db
    .update(reminderDeliveries)
    .set({ status: 'failed', attempts: sql`${reminderDeliveries.attempts} + 1`, lastError: error, nextAttemptAt })
    .where(eq(reminderDeliveries.id, id));
}
