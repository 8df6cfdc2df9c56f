import type {
  TFacebookGroup,
  ZCreateFacebookGroupRequest,
  ZUpdateFacebookGroupRequest,
} from '@rentwell/contracts/social-posting';
import type { Database } from '@rentwell/db/create-db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import {
  deleteGroup,
  type FacebookGroupRow,
  type GroupOwner,
  insertGroup,
  listGroups,
  updateGroup,
} from './facebook-groups.repo.ts';

export function ownerOf(actor: OrganizationActor): GroupOwner {
  return { organizationId: actor.organizationId, userId: actor.userId };
}

export function groupOf(row: FacebookGroupRow): TFacebookGroup {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    category: row.category,
    active: row.active,
    postCount: row.postCount,
    lastPostedAt: row.lastPostedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFacebookGroups(db: Database, actor: OrganizationActor) {
  return { items: (await listGroups(db, ownerOf(actor))).map(groupOf) };
}

export async function createFacebookGroup(
  db: Database,
  actor: OrganizationActor,
  input: z.output<typeof ZCreateFacebookGroupRequest>,
) {
  const row = await insertGroup(db, {
    organizationId: actor.organizationId,
    ownerUserId: actor.userId,
    name: input.name,
    url: input.url,
    category: input.category || null,
    active: input.active,
  });
  return groupOf(row);
}

export async function changeFacebookGroup(
  db: Database,
  actor: OrganizationActor,
  groupId: string,
  input: z.output<typeof ZUpdateFacebookGroupRequest>,
) {
  const row = await updateGroup(db, ownerOf(actor), groupId, {
    ...input,
    ...(input.category !== undefined ? { category: input.category || null } : {}),
  });
  if (!row) throw new AppError('not_found', 'Facebook group not found');
  return groupOf(row);
}

export async function removeFacebookGroup(db: Database, actor: OrganizationActor, groupId: string) {
  if (!(await deleteGroup(db, ownerOf(actor), groupId))) throw new AppError('not_found', 'Facebook group not found');
}
