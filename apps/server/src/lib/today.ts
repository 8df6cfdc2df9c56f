import { organizations } from '@rentwell/db/schema/organizations';
import { todayIn } from '@rentwell/domain/calendar-date';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from './app-env.ts';

/** Today's calendar date in UTC: for work that belongs to no organization. */
export function todayUtc(): string {
  return todayIn('UTC');
}

/** Today's calendar date where the actor's organization is (its time zone): rent due, lease status, periods. */
export function todayFor(actor: Pick<Actor, 'timeZone'>, now = new Date()): string {
  return todayIn(actor.timeZone ?? 'UTC', now);
}

/**
 * Today's date where the organization is, computed by the database: for queries over an organization (or over the
 * rows of many, when `organizationId` is a column) that have no actor at hand.
 */
export function organizationTodaySql(organizationId: string | SQL | AnyColumn): SQL {
  return sql`(select (now() at time zone ${organizations.timeZone})::date from ${organizations} where ${organizations.id} = ${organizationId})`;
}

/**
 * Rows of organizations in `timeZone` (a daily job's run for that zone), or every row when it is undefined: a condition
 * for `and(...)`.
 */
export function inTimeZoneSql(organizationId: AnyColumn, timeZone: string | undefined): SQL | undefined {
  return timeZone === undefined
    ? undefined
    : sql`${organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.timeZone} = ${timeZone})`;
}
