import type { Database } from '@rentwell/db/create-db';
import { auditLog } from '@rentwell/db/schema/audit';
import { user } from '@rentwell/db/schema/auth';
import { and, count, desc, eq } from 'drizzle-orm';

export async function insertAuditEvent(db: Database, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

type OrgScope = { organizationId: string };

function eventFilters(scope: OrgScope, filters: { entityType?: string | undefined }) {
  return and(
    eq(auditLog.organizationId, scope.organizationId),
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
  );
}

/** Newest first, with the actor's name (kept after the account is deleted, since deletion anonymizes in place). */
export async function listAuditEvents(
  db: Database,
  scope: OrgScope,
  query: { entityType?: string | undefined; page: number; pageSize: number },
) {
  return db
    .select({ event: auditLog, actorName: user.name })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(eventFilters(scope, query))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countAuditEvents(db: Database, scope: OrgScope, filters: { entityType?: string | undefined }) {
  const [row] = await db.select({ count: count() }).from(auditLog).where(eventFilters(scope, filters));
  return row?.count ?? 0;
}
