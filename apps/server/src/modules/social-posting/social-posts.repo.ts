import type { GroupShareOutcome } from '@rentwell/contracts/extension-messages';
import type { TPostStatus } from '@rentwell/contracts/social-posting';
import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { propertyImages } from '@rentwell/db/schema/properties';
import { facebookGroups, socialPostGroups, socialPostImages, socialPosts } from '@rentwell/db/schema/social-posting';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { GroupOwner } from './facebook-groups.repo.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;

const ownedBy = (scope: GroupOwner) =>
  and(eq(socialPosts.organizationId, scope.organizationId), eq(socialPosts.ownerUserId, scope.userId));

/** The instant of a date and time on the organization's clock (PostgreSQL's time-zone database, DST included). */
export async function instantInOrganization(db: Database, organizationId: string, date: string, time: string) {
  const [row] = await db
    .select({
      at: sql<string>`to_char(((${date}::date + ${time}::time) at time zone ${organizations.timeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error('organization not found');
  return new Date(row.at);
}

/** The organization's images among `imageIds`, with their property. */
export function findOrganizationImages(db: Database, organizationId: string, imageIds: string[]) {
  if (imageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: propertyImages.id, propertyId: propertyImages.propertyId })
    .from(propertyImages)
    .where(and(eq(propertyImages.organizationId, organizationId), inArray(propertyImages.id, imageIds)));
}

export async function insertPost(
  db: Database,
  values: typeof socialPosts.$inferInsert,
  groupIds: string[],
  imageIds: string[],
) {
  return db.transaction(async (tx) => {
    const [post] = await tx.insert(socialPosts).values(values).returning();
    if (!post) throw new Error('social post insert returned nothing');
    await tx.insert(socialPostGroups).values(groupIds.map((groupId) => ({ postId: post.id, groupId })));
    if (imageIds.length > 0) {
      await tx
        .insert(socialPostImages)
        .values(imageIds.map((imageId, position) => ({ postId: post.id, imageId, position })));
    }
    return post;
  });
}

export function listPosts(db: Database, scope: GroupOwner, paging: { page: number; pageSize: number }) {
  return db
    .select()
    .from(socialPosts)
    .where(ownedBy(scope))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export async function countPosts(db: Database, scope: GroupOwner): Promise<number> {
  const [row] = await db.select({ count: count() }).from(socialPosts).where(ownedBy(scope));
  return row?.count ?? 0;
}

export async function findPost(db: Database, scope: GroupOwner, postId: string) {
  const [row] = await db
    .select()
    .from(socialPosts)
    .where(and(ownedBy(scope), eq(socialPosts.id, postId)));
  return row;
}

/** The owner's posts among `postIds`: a post's groups and images have no organization of their own. */
const ownPosts = (db: Database, scope: GroupOwner, postIds: string[]) =>
  db
    .select({ id: socialPosts.id })
    .from(socialPosts)
    .where(and(ownedBy(scope), inArray(socialPosts.id, postIds)));

export function listPostGroups(db: Database, scope: GroupOwner, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: socialPostGroups.postId,
      id: facebookGroups.id,
      name: facebookGroups.name,
      url: facebookGroups.url,
      outcome: socialPostGroups.outcome,
    })
    .from(socialPostGroups)
    .innerJoin(facebookGroups, eq(facebookGroups.id, socialPostGroups.groupId))
    .where(inArray(socialPostGroups.postId, ownPosts(db, scope, postIds)))
    .orderBy(asc(facebookGroups.name));
}

export function listPostImages(db: Database, scope: GroupOwner, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: socialPostImages.postId, id: propertyImages.id, propertyId: propertyImages.propertyId })
    .from(socialPostImages)
    .innerJoin(propertyImages, eq(propertyImages.id, socialPostImages.imageId))
    .where(inArray(socialPostImages.postId, ownPosts(db, scope, postIds)))
    .orderBy(asc(socialPostImages.position));
}

/**
 * Claims the owner's scheduled posts that are due: one UPDATE moves them to 'sending', so a second page asking at the
 * same moment gets none of them.
 */
export function claimDuePosts(db: Database, scope: GroupOwner, now: Date) {
  return db
    .update(socialPosts)
    .set({ status: 'sending', claimedAt: now })
    .where(and(ownedBy(scope), eq(socialPosts.status, 'scheduled'), lte(socialPosts.scheduledAt, now)))
    .returning();
}

/**
 * A post claimed for sending that no page reported on within `staleAfterMs` (the tab closed, the browser crashed) is
 * failed with 'no-answer', so it does not stay 'sending' for ever.
 */
export function failStaleSendingPosts(db: Database, scope: GroupOwner, now: Date, staleAfterMs: number) {
  return db
    .update(socialPosts)
    .set({ status: 'failed', failure: 'no-answer' })
    .where(
      and(
        ownedBy(scope),
        eq(socialPosts.status, 'sending'),
        lte(socialPosts.claimedAt, new Date(now.getTime() - staleAfterMs)),
      ),
    );
}

/** Moves a post from one of `from` to a new state; undefined when it is not (any longer) in one of them. */
export async function transitionPost(
  db: Database,
  scope: GroupOwner,
  postId: string,
  from: TPostStatus[],
  values: Partial<Pick<SocialPostRow, 'status' | 'sentAt' | 'failure'>>,
) {
  const [row] = await db
    .update(socialPosts)
    .set(values)
    .where(and(ownedBy(scope), eq(socialPosts.id, postId), inArray(socialPosts.status, from)))
    .returning();
  return row;
}

/** A group's outcome is final once reported, except 'filled', which moves on to what the user then did. */
const mayBecome = (outcome: GroupShareOutcome) =>
  outcome === 'filled'
    ? isNull(socialPostGroups.outcome)
    : or(isNull(socialPostGroups.outcome), eq(socialPostGroups.outcome, 'filled'));

/**
 * Records the extension's outcome for one group of a post when the group's current outcome may move on to it; a
 * group counts a post (and its last posted instant) only when it becomes 'published'. Undefined when the outcome
 * could not move (already final, or the same report again); otherwise the recorded outcome.
 */
export async function recordGroupOutcome(
  db: Database,
  scope: GroupOwner,
  postId: string,
  groupId: string,
  outcome: GroupShareOutcome,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(socialPostGroups)
      .set({ outcome, reportedAt: at })
      .where(
        and(
          inArray(socialPostGroups.postId, ownPosts(tx, scope, [postId])),
          eq(socialPostGroups.groupId, groupId),
          mayBecome(outcome),
        ),
      )
      .returning({ outcome: socialPostGroups.outcome });
    if (!row) return undefined;
    if (outcome === 'published') {
      await tx
        .update(facebookGroups)
        .set({ postCount: sql`${facebookGroups.postCount} + 1`, lastPostedAt: at })
        .where(and(eq(facebookGroups.organizationId, scope.organizationId), eq(facebookGroups.id, groupId)));
    }
    return row.outcome;
  });
}

/** The outcome recorded for a group of the owner's post: null while none is, undefined when the group is not in it. */
export async function findGroupOutcome(db: Database, scope: GroupOwner, postId: string, groupId: string) {
  const [row] = await db
    .select({ outcome: socialPostGroups.outcome })
    .from(socialPostGroups)
    .where(and(inArray(socialPostGroups.postId, ownPosts(db, scope, [postId])), eq(socialPostGroups.groupId, groupId)));
  return row?.outcome;
}
