import type { TListContactSubmissionsQuery } from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { contactSubmissions } from '@rentwell/db/schema/contact';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

/* Contact submissions belong to no organization: only the site administrator reads them. */

type SubmissionFilters = Pick<TListContactSubmissionsQuery, 'status' | 'spam'>;

export async function insertContactSubmission(db: Database, values: typeof contactSubmissions.$inferInsert) {
  const [row] = await db.insert(contactSubmissions).values(values).returning({ id: contactSubmissions.id });
  if (!row) throw new Error('contact submission insert returned no row');
  return row.id;
}

function submissionFilters(filters: SubmissionFilters): SQL | undefined {
  return and(
    filters.status ? eq(contactSubmissions.status, filters.status) : undefined,
    filters.spam === 'include' ? undefined : eq(contactSubmissions.isSuspectedSpam, filters.spam === 'only'),
  );
}

function selectSubmissions(db: Database) {
  return db
    .select({ submission: contactSubmissions, handledByName: user.name })
    .from(contactSubmissions)
    .leftJoin(user, eq(user.id, contactSubmissions.handledByUserId));
}

export type SubmissionRow = Awaited<ReturnType<typeof listContactSubmissions>>[number];

export async function listContactSubmissions(db: Database, query: TListContactSubmissionsQuery) {
  return selectSubmissions(db)
    .where(submissionFilters(query))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countContactSubmissions(db: Database, filters: SubmissionFilters): Promise<number> {
  const [row] = await db.select({ count: count() }).from(contactSubmissions).where(submissionFilters(filters));
  return row?.count ?? 0;
}

export async function findContactSubmission(db: Database, submissionId: string) {
  const [row] = await selectSubmissions(db).where(eq(contactSubmissions.id, submissionId));
  return row ?? null;
}

/** Marks a message handled only while it is new, in one statement; false when another request already had. */
export async function markSubmissionHandledIfNew(
  db: Database,
  submissionId: string,
  handled: { handledAt: Date; handledByUserId: string },
): Promise<boolean> {
  const marked = await db
    .update(contactSubmissions)
    .set({ status: 'handled', ...handled })
    .where(and(eq(contactSubmissions.id, submissionId), eq(contactSubmissions.status, 'new')))
    .returning({ id: contactSubmissions.id });
  return marked.length > 0;
}
