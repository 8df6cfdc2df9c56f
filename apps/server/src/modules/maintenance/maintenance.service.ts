import type {
  TCreateMaintenanceRequest,
  TListMaintenanceQuery,
  TMaintenanceAction,
  TMaintenanceList,
  TMaintenanceRequest,
  TMaintenanceRequestDetail,
  TMaintenanceStatus,
  TUpdateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import type { TImage } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import { maintenanceTransitionOf } from '@rentwell/domain/maintenance-status';
import { hasPermission } from '@rentwell/domain/role-permissions';
import type { FileStorage } from '../../files/file-storage.ts';
import type { ImageVariant } from '../../files/image-response.ts';
import { storeUploadedImage } from '../../files/image-upload.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { toOrganizationActor } from '../../lib/organization-scope.ts';
import { todayFor } from '../../lib/today.ts';
import { listOrganizationMembers } from '../accounts/accounts.service.ts';
import type { NotificationEvent, Notifier } from '../notifications/notifications.service.ts';
import { findOwnedUnit } from '../properties/properties.service.ts';
import { listLeasesOf } from '../tenants/tenants.service.ts';
import {
  countRequests,
  countRequestsByStatus,
  findPhoto,
  findRequest,
  insertComment,
  insertPhoto,
  insertRequest,
  listComments,
  listPhotos,
  listRequests,
  moveRequestStatus,
  type RequestRow,
  type RequestScope,
  updateRequest,
} from './maintenance.repo.ts';

/** Managers see the organization's requests, maintenance staff those assigned to them, tenants their own. */
function requestScopeOf(actor: Actor): RequestScope {
  if (actor.role === 'tenant') return { reportedByUserId: actor.userId };
  const { organizationId } = toOrganizationActor(actor);
  if (hasPermission(actor.role, 'maintenance:manage')) return { organizationId };
  return { organizationId, assignedToUserId: actor.userId };
}

type PhotoRow = Awaited<ReturnType<typeof listPhotos>>[number];

function toPhoto(row: PhotoRow): TImage {
  const base = `/api/maintenance/${row.requestId}/photos/${row.id}`;
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    position: 0,
    thumbnailUrl: `${base}/thumbnail`,
    displayUrl: `${base}/display`,
  };
}

function toRequest(row: RequestRow, photos: PhotoRow[]): TMaintenanceRequest {
  const { request } = row;
  return {
    id: request.id,
    title: request.title,
    description: request.description,
    priority: request.priority,
    category: request.category,
    status: request.status,
    property: { id: request.propertyId, name: row.propertyName },
    unit: request.unitId && row.unitLabel ? { id: request.unitId, label: row.unitLabel } : null,
    reportedBy: request.reportedByUserId ? { id: request.reportedByUserId, name: row.reporterName ?? '' } : null,
    assignedTo: request.assignedToUserId ? { id: request.assignedToUserId, name: row.assigneeName ?? '' } : null,
    costMinor: request.costMinor,
    currency: request.currency,
    photos: photos.filter((photo) => photo.requestId === request.id).map(toPhoto),
    commentCount: row.commentCount,
    completedAt: request.completedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

async function requireRequest(db: Database, actor: Actor, requestId: string) {
  const row = await findRequest(db, { ...requestScopeOf(actor), requestId });
  if (!row) throw new AppError('not_found', 'Maintenance request not found');
  return row;
}

export async function listMaintenance(
  db: Database,
  actor: Actor,
  query: TListMaintenanceQuery,
): Promise<TMaintenanceList> {
  const scope = requestScopeOf(actor);
  const [rows, total, counts] = await Promise.all([
    listRequests(db, scope, query),
    countRequests(db, scope, query),
    countRequestsByStatus(db, scope),
  ]);
  const photos = await listPhotos(
    db,
    scope,
    rows.map((row) => row.request.id),
  );
  const countOf = (status: TMaintenanceStatus) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    items: rows.map((row) => toRequest(row, photos)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    countsByStatus: {
      open: countOf('open'),
      in_progress: countOf('in_progress'),
      completed: countOf('completed'),
      cancelled: countOf('cancelled'),
    },
  };
}

export async function getMaintenance(
  db: Database,
  actor: Actor,
  requestId: string,
): Promise<TMaintenanceRequestDetail> {
  const row = await requireRequest(db, actor, requestId);
  const scope = requestScopeOf(actor);
  const [photos, comments] = await Promise.all([
    listPhotos(db, scope, [requestId]),
    listComments(db, scope, requestId),
  ]);
  return {
    ...toRequest(row, photos),
    comments: comments.map(({ comment, authorName }) => ({
      id: comment.id,
      author: comment.authorUserId ? { id: comment.authorUserId, name: authorName ?? '' } : null,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/** Where a request goes: a tenant's to their leased unit, staff's to the property (and unit) they name. */
async function placeRequest(db: Database, actor: Actor, input: TCreateMaintenanceRequest) {
  if (actor.role === 'tenant') {
    const leases = (await listLeasesOf(db, actor.userId, todayFor(actor))).filter(
      (lease) =>
        (lease.status === 'active' || lease.status === 'pending') &&
        (!input.propertyId || lease.propertyId === input.propertyId),
    );
    const lease = leases[0];
    if (!lease) throw new AppError('no_active_lease', 'You need a current lease to report a maintenance request');
    return {
      organizationId: lease.organizationId,
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      currency: lease.currency,
    };
  }
  if (!input.propertyId) {
    throw new AppError('validation_failed', 'Choose the property', { propertyId: ['Choose the property'] });
  }
  const place = await findOwnedUnit(db, toOrganizationActor(actor), input.propertyId, input.unitId ?? null);
  return {
    organizationId: place.organizationId,
    propertyId: input.propertyId,
    unitId: input.unitId ?? null,
    currency: place.currency,
  };
}

async function managersOf(db: Database, organizationId: string) {
  return (await listOrganizationMembers(db, organizationId, ['admin', 'property_manager'])).map(
    (member) => member.userId,
  );
}

export async function createMaintenance(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  input: TCreateMaintenanceRequest,
) {
  const place = await placeRequest(db, actor, input);
  const requestId = await db.transaction(async (tx) => {
    const id = await insertRequest(tx, {
      ...place,
      title: input.title,
      description: input.description,
      priority: input.priority,
      category: input.category,
      reportedByUserId: actor.userId,
    });
    await notifier.notify(tx, {
      recipients: (await managersOf(tx, place.organizationId)).filter((userId) => userId !== actor.userId),
      organizationId: place.organizationId,
      type: 'maintenance',
      event: 'maintenance_created',
      params: { title: input.title, priority: input.priority },
      link: `/maintenance?request=${id}`,
      dedupeKey: `maintenance_created:${id}`,
    });
    return id;
  });
  return getMaintenance(db, actor, requestId);
}

/** Managers edit everything; maintenance staff record the cost of their work. */
export async function updateMaintenance(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  requestId: string,
  patch: TUpdateMaintenanceRequest,
) {
  const row = await requireRequest(db, actor, requestId);
  const isManager = hasPermission(actor.role, 'maintenance:manage');
  const allowed = isManager || (actor.role === 'maintenance' && Object.keys(patch).every((key) => key === 'costMinor'));
  if (!allowed) throw new AppError('forbidden', 'Your role cannot change these fields');
  const organizationId = row.request.organizationId;
  if (patch.assignedToUserId) {
    const staff = await listOrganizationMembers(db, organizationId, ['maintenance', 'admin', 'property_manager']);
    if (!staff.some((member) => member.userId === patch.assignedToUserId)) {
      throw new AppError('validation_failed', 'Assign the request to someone of your organization', {
        assignedToUserId: ['Choose a member of your maintenance team'],
      });
    }
  }
  await db.transaction(async (tx) => {
    await updateRequest(tx, { organizationId, requestId }, patch);
    const newAssignee = patch.assignedToUserId;
    if (newAssignee && newAssignee !== row.request.assignedToUserId && newAssignee !== actor.userId) {
      await notifier.notify(tx, {
        recipients: [newAssignee],
        organizationId,
        type: 'maintenance',
        event: 'maintenance_assigned',
        params: { title: patch.title ?? row.request.title },
        link: `/maintenance?request=${requestId}`,
        dedupeKey: `maintenance_assigned:${requestId}:${newAssignee}:${Date.now()}`,
      });
    }
  });
  return getMaintenance(db, actor, requestId);
}

function canTakeAction(actor: Actor, action: TMaintenanceAction): boolean {
  if (hasPermission(actor.role, 'maintenance:manage')) return true;
  if (actor.role === 'maintenance') return action === 'start' || action === 'complete';
  return actor.role === 'tenant' && action === 'cancel';
}

function participantsOf(row: RequestRow): string[] {
  return [row.request.reportedByUserId, row.request.assignedToUserId].filter((id): id is string => id !== null);
}

/** 'Start Work', 'Mark Complete', cancel or reopen; the rule lives in packages/domain, illegal moves answer 409. */
export async function transitionMaintenance(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  requestId: string,
  action: TMaintenanceAction,
) {
  const row = await requireRequest(db, actor, requestId);
  if (!canTakeAction(actor, action)) throw new AppError('forbidden', 'Your role cannot do this');
  const { from, to: next } = maintenanceTransitionOf(action, actor.role === 'tenant');
  const organizationId = row.request.organizationId;
  await db.transaction(async (tx) => {
    const completedAt = next === 'completed' ? new Date() : null;
    if (!(await moveRequestStatus(tx, { ...requestScopeOf(actor), requestId }, { from, to: next, completedAt }))) {
      throw new AppError('invalid_transition', `This request can no longer be moved with ${action}`);
    }
    const event: NotificationEvent = {
      recipients: participantsOf(row).filter((userId) => userId !== actor.userId),
      organizationId,
      type: 'maintenance',
      event: 'maintenance_status_changed',
      params: { title: row.request.title, status: next },
      link: `/maintenance?request=${requestId}`,
      dedupeKey: `maintenance_status:${requestId}:${next}:${Date.now()}`,
    };
    await notifier.notify(tx, event);
  });
  return getMaintenance(db, actor, requestId);
}

export async function commentOnMaintenance(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  requestId: string,
  body: string,
) {
  const row = await requireRequest(db, actor, requestId);
  const organizationId = row.request.organizationId;
  await db.transaction(async (tx) => {
    const commentId = await insertComment(tx, { organizationId, requestId, authorUserId: actor.userId, body });
    const managers = hasPermission(actor.role, 'maintenance:manage') ? [] : await managersOf(tx, organizationId);
    await notifier.notify(tx, {
      recipients: [...participantsOf(row), ...managers].filter((userId) => userId !== actor.userId),
      organizationId,
      type: 'maintenance',
      event: 'maintenance_commented',
      params: { title: row.request.title },
      link: `/maintenance?request=${requestId}`,
      dedupeKey: `maintenance_commented:${commentId}`,
    });
  });
  return getMaintenance(db, actor, requestId);
}

export async function addMaintenancePhoto(
  db: Database,
  files: FileStorage,
  actor: Actor,
  requestId: string,
  file: File,
): Promise<TImage> {
  const row = await requireRequest(db, actor, requestId);
  const organizationId = row.request.organizationId;
  const stored = await storeUploadedImage(files, `${organizationId}/maintenance`, file);
  return toPhoto(await insertPhoto(db, { organizationId, requestId, uploadedByUserId: actor.userId, ...stored }));
}

export async function readMaintenancePhoto(
  db: Database,
  files: FileStorage,
  actor: Actor,
  ids: { requestId: string; photoId: string },
  variant: ImageVariant,
) {
  await requireRequest(db, actor, ids.requestId);
  const photo = await findPhoto(db, { ...requestScopeOf(actor), ...ids });
  if (!photo) throw new AppError('not_found', 'Photo not found');
  return files.open(variant === 'display' ? photo.displayKey : photo.thumbnailKey);
}

/** People a request can be assigned to: the organization's maintenance staff first, then managers. */
export async function listAssignees(db: Database, actor: Actor) {
  if (!actor.organizationId) return [];
  const members = await listOrganizationMembers(db, actor.organizationId, ['maintenance', 'admin', 'property_manager']);
  return members
    .map((member) => ({ id: member.userId, name: member.name, role: member.role }))
    .sort((a, b) => Number(b.role === 'maintenance') - Number(a.role === 'maintenance'));
}
