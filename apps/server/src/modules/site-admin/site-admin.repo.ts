import type { TListJobRunsQuery, TListMailQuery, TListOrganizationsQuery } from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { jobRuns } from '@rentwell/db/schema/jobs';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { organizations, userRoles } from '@rentwell/db/schema/organizations';
import { properties, units } from '@rentwell/db/schema/properties';
import { and, asc, count, desc, eq, ilike, not, type SQL, sql } from 'drizzle-orm';
import { isDeletedUser } from '../accounts/deleted-account.ts';

/* The site administrator's console reads across every organization: these queries are deliberately unscoped. */

const page = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function organizationFilters(query: Pick<TListOrganizationsQuery, 'search'>): SQL | undefined {
  return query.search ? ilike(organizations.name, containing(query.search)) : undefined;
}

/** Per organization: its (not deleted) members, properties and units, as subqueries to join (aliases differ: drizzle names them unqualified). */
function countPerOrganization(db: Database) {
  const members = db
    .select({ organizationId: userRoles.organizationId, total: sql<number>`count(*)::int`.as('member_total') })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(not(isDeletedUser))
    .groupBy(userRoles.organizationId)
    .as('member_counts');
  const buildings = db
    .select({ organizationId: properties.organizationId, total: sql<number>`count(*)::int`.as('property_total') })
    .from(properties)
    .groupBy(properties.organizationId)
    .as('property_counts');
  const rentables = db
    .select({ organizationId: units.organizationId, total: sql<number>`count(*)::int`.as('unit_total') })
    .from(units)
    .groupBy(units.organizationId)
    .as('unit_counts');
  return { members, buildings, rentables };
}

/** Organizations with their member, property and unit counts, counted in SQL. */
export async function listOrganizationsWithCounts(db: Database, query: TListOrganizationsQuery) {
  const { limit, offset } = page(query);
  const { members, buildings, rentables } = countPerOrganization(db);
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      currency: organizations.currency,
      createdAt: organizations.createdAt,
      mailBudgetHitAt: organizations.mailBudgetHitAt,
      userCount: sql<number>`coalesce(${members.total}, 0)`,
      propertyCount: sql<number>`coalesce(${buildings.total}, 0)`,
      unitCount: sql<number>`coalesce(${rentables.total}, 0)`,
    })
    .from(organizations)
    .leftJoin(members, eq(members.organizationId, organizations.id))
    .leftJoin(buildings, eq(buildings.organizationId, organizations.id))
    .leftJoin(rentables, eq(rentables.organizationId, organizations.id))
    .where(organizationFilters(query))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
}

export async function countOrganizations(db: Database, query: Pick<TListOrganizationsQuery, 'search'>) {
  const [row] = await db.select({ count: count() }).from(organizations).where(organizationFilters(query));
  return row?.count ?? 0;
}

function mailFilters(query: Pick<TListMailQuery, 'status' | 'purpose' | 'to'>): SQL | undefined {
  return and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.purpose ? eq(mailOutbox.purpose, query.purpose) : undefined,
    query.to ? ilike(mailOutbox.toAddress, containing(query.to)) : undefined,
  );
}

const mailSummaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  purpose: mailOutbox.purpose,
  status: mailOutbox.status,
  error: mailOutbox.error,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

export async function listMail(db: Database, query: TListMailQuery) {
  const { limit, offset } = page(query);
  return db
    .select(mailSummaryColumns)
    .from(mailOutbox)
    .where(mailFilters(query))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function countMail(db: Database, query: Pick<TListMailQuery, 'status' | 'purpose' | 'to'>) {
  const [row] = await db.select({ count: count() }).from(mailOutbox).where(mailFilters(query));
  return row?.count ?? 0;
}

export async function findMail(db: Database, mailId: string) {
  const [row] = await db
    .select({ ...mailSummaryColumns, textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  return row ?? null;
}

/** The latest run of every job that ever ran. */
export async function listLatestJobRuns(db: Database) {
  return db.selectDistinctOn([jobRuns.jobName]).from(jobRuns).orderBy(asc(jobRuns.jobName), desc(jobRuns.startedAt));
}

/** Per job: when it last succeeded and how many runs failed. */
export async function summarizeJobRuns(db: Database) {
  return db
    .select({
      jobName: jobRuns.jobName,
      lastSucceededAt:
        sql<Date | null>`max(${jobRuns.finishedAt}) filter (where ${jobRuns.status} = 'succeeded')`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      failedRunCount: sql<number>`(count(*) filter (where ${jobRuns.status} = 'failed'))::int`,
    })
    .from(jobRuns)
    .groupBy(jobRuns.jobName);
}

function jobRunFilters(query: Pick<TListJobRunsQuery, 'jobName' | 'status'>): SQL | undefined {
  return and(
    query.jobName ? eq(jobRuns.jobName, query.jobName) : undefined,
    query.status ? eq(jobRuns.status, query.status) : undefined,
  );
}

export async function listJobRuns(db: Database, query: TListJobRunsQuery) {
  const { limit, offset } = page(query);
  return db
    .select()
    .from(jobRuns)
    .where(jobRunFilters(query))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit)
    .offset(offset);
}

export async function countJobRuns(db: Database, query: Pick<TListJobRunsQuery, 'jobName' | 'status'>) {
  const [row] = await db.select({ count: count() }).from(jobRuns).where(jobRunFilters(query));
  return row?.count ?? 0;
}
