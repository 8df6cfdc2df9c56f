import type { GroupShareOutcome } from '@rentwell/contracts/extension-messages';
import type {
  TSocialPost,
  TSocialPostListQuery,
  ZCreateSocialPostRequest,
  ZPostHandOffRequest,
} from '@rentwell/contracts/social-posting';
import { SELECT_A_GROUP_MESSAGE } from '@rentwell/contracts/social-posting';
import type { Database } from '@rentwell/db/create-db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findActiveGroups } from './facebook-groups.repo.ts';
import { ownerOf } from './facebook-groups.service.ts';
import { postImageOf } from './post-image-urls.ts';
import {
  claimDuePosts,
  countPosts,
  failStaleSendingPosts,
  findGroupOutcome,
  findOrganizationImages,
  findPost,
  insertPost,
  instantInOrganization,
  listPostGroups,
  listPostImages,
  listPosts,
  recordGroupOutcome,
  type SocialPostRow,
  transitionPost,
} from './social-posts.repo.ts';

/** A claimed post the page has not reported on after this long is failed (the page polls every minute). */
const SENDING_TIMEOUT_MS = 10 * 60_000;

async function postsWithDetails(db: Database, actor: OrganizationActor, rows: SocialPostRow[]): Promise<TSocialPost[]> {
  const ids = rows.map((row) => row.id);
  const owner = ownerOf(actor);
  const [groups, images] = await Promise.all([listPostGroups(db, owner, ids), listPostImages(db, owner, ids)]);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    failure: row.failure,
    groups: groups
      .filter((group) => group.postId === row.id)
      .map(({ id, name, url, outcome }) => ({ id, name, url, outcome })),
    images: images.filter((image) => image.postId === row.id).map(postImageOf),
  }));
}

async function requirePost(db: Database, actor: OrganizationActor, postId: string) {
  const row = await findPost(db, ownerOf(actor), postId);
  if (!row) throw new AppError('not_found', 'Post not found');
  return row;
}

/** A page of my posts, newest first. */
export async function listSocialPosts(db: Database, actor: OrganizationActor, query: TSocialPostListQuery) {
  const owner = ownerOf(actor);
  const [rows, total] = await Promise.all([listPosts(db, owner, query), countPosts(db, owner)]);
  return { items: await postsWithDetails(db, actor, rows), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Shares now (the post is created 'sending': the page hands it to the extension at once) or schedules it for a date
 * and time on the organization's clock, which must be in the future. Every group must be one of the actor's active
 * groups and every image one of the organization's.
 */
export async function createSocialPost(
  db: Database,
  actor: OrganizationActor,
  input: z.output<typeof ZCreateSocialPostRequest>,
  now: Date,
) {
  const groups = await findActiveGroups(db, ownerOf(actor), input.groupIds);
  if (groups.length !== input.groupIds.length) {
    throw new AppError('validation_failed', 'Some fields are not valid', { groupIds: [SELECT_A_GROUP_MESSAGE] });
  }
  const images = await findOrganizationImages(db, actor.organizationId, input.imageIds);
  if (images.length !== input.imageIds.length) {
    throw new AppError('validation_failed', 'Some fields are not valid', { imageIds: ['Image not found'] });
  }
  let scheduledAt: Date | null = null;
  if (input.scheduleFor) {
    scheduledAt = await instantInOrganization(db, actor.organizationId, input.scheduleFor.date, input.scheduleFor.time);
    if (Number.isNaN(scheduledAt.getTime()) || scheduledAt <= now) {
      throw new AppError('validation_failed', 'Some fields are not valid', {
        scheduleFor: ['Choose a date and time in the future'],
      });
    }
  }
  const row = await insertPost(
    db,
    {
      organizationId: actor.organizationId,
      ownerUserId: actor.userId,
      text: input.text,
      status: scheduledAt ? 'scheduled' : 'sending',
      scheduledAt,
      claimedAt: scheduledAt ? null : now,
    },
    input.groupIds,
    input.imageIds,
  );
  const [post] = await postsWithDetails(db, actor, [row]);
  if (!post) throw new Error('created post vanished');
  return post;
}

/**
 * The actor's scheduled posts that are due, claimed once for this page to hand to the extension; posts claimed long
 * ago that no page reported on are failed first.
 */
export async function claimDueSocialPosts(db: Database, actor: OrganizationActor, now: Date) {
  await failStaleSendingPosts(db, ownerOf(actor), now, SENDING_TIMEOUT_MS);
  return { items: await postsWithDetails(db, actor, await claimDuePosts(db, ownerOf(actor), now)) };
}

export async function cancelSocialPost(db: Database, actor: OrganizationActor, postId: string) {
  await requirePost(db, actor, postId);
  const row = await transitionPost(db, ownerOf(actor), postId, ['scheduled'], { status: 'cancelled' });
  if (!row) throw new AppError('conflict', 'Only a scheduled post can be cancelled');
  const [post] = await postsWithDetails(db, actor, [row]);
  return post;
}

/** What the extension answered when the page handed it the post: accepted (sent) or failed. */
export async function reportSocialPostHandOff(
  db: Database,
  actor: OrganizationActor,
  postId: string,
  report: z.output<typeof ZPostHandOffRequest>,
  now: Date,
) {
  await requirePost(db, actor, postId);
  const values =
    report.outcome === 'accepted'
      ? { status: 'sent' as const, sentAt: now, failure: null }
      : { status: 'failed' as const, failure: report.error };
  const row = await transitionPost(db, ownerOf(actor), postId, ['sending'], values);
  if (!row) throw new AppError('conflict', 'The post is not being sent');
  const [post] = await postsWithDetails(db, actor, [row]);
  return post;
}

/**
 * One group's outcome, as the extension reports it: a filled composer, then published or abandoned by the user, or a
 * failure. Only a published post counts for its group. The same report again changes nothing; a report that
 * contradicts a final outcome is a conflict.
 */
export async function reportSocialPostGroupResult(
  db: Database,
  actor: OrganizationActor,
  postId: string,
  result: { groupId: string; outcome: GroupShareOutcome },
  now: Date,
) {
  const owner = ownerOf(actor);
  await requirePost(db, actor, postId);
  const recorded = await recordGroupOutcome(db, owner, postId, result.groupId, result.outcome, now);
  if (!recorded) {
    const current = await findGroupOutcome(db, owner, postId, result.groupId);
    if (current === undefined) throw new AppError('not_found', 'Group not in this post');
    if (current !== result.outcome) throw new AppError('conflict', 'This group already has an outcome');
  }
  const [post] = await postsWithDetails(db, actor, [await requirePost(db, actor, postId)]);
  return post;
}
