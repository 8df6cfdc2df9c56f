import type { Database } from '@rentwell/db/create-db';
import { facebookGroups } from '@rentwell/db/schema/social-posting';
import { and, asc, eq, inArray } from 'drizzle-orm';

export type FacebookGroupRow = typeof facebookGroups.$inferSelect;
type NewGroup = typeof facebookGroups.$inferInsert;

/** Whose groups: a group is visible only to the user who added it, inside their organization. */
export type GroupOwner = { organizationId: string; userId: string };

const ownedBy = (scope: GroupOwner) =>
  and(eq(facebookGroups.organizationId, scope.organizationId), eq(facebookGroups.ownerUserId, scope.userId));

export function listGroups(db: Database, scope: GroupOwner) {
  return db
    .select()
    .from(facebookGroups)
    .where(ownedBy(scope))
    .orderBy(asc(facebookGroups.name), asc(facebookGroups.id));
}

/** The owner's active groups among `groupIds`. */
export function findActiveGroups(db: Database, scope: GroupOwner, groupIds: string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(facebookGroups)
    .where(and(ownedBy(scope), eq(facebookGroups.active, true), inArray(facebookGroups.id, groupIds)));
}

export async function insertGroup(db: Database, values: NewGroup) {
  const [row] = await db.insert(facebookGroups).values(values).returning();
  if (!row) throw new Error('facebook group insert returned nothing');
  return row;
}

export async function updateGroup(
  db: Database,
  scope: GroupOwner,
  groupId: string,
  values: Partial<Pick<NewGroup, 'name' | 'url' | 'category' | 'active'>>,
) {
  const [row] = await db
    .update(facebookGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ownedBy(scope), eq(facebookGroups.id, groupId)))
    .returning();
  return row;
}

export async function deleteGroup(db: Database, scope: GroupOwner, groupId: string) {
  const rows = await db
    .delete(facebookGroups)
    .where(and(ownedBy(scope), eq(facebookGroups.id, groupId)))
    .returning({ id: facebookGroups.id });
  return rows.length > 0;
}
