import type { TAuditAction, TAuditEntityType, TAuditEventList, TListAuditEventsQuery } from '@rentwell/contracts/audit';
import type { Database } from '@rentwell/db/create-db';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { countAuditEvents, insertAuditEvent, listAuditEvents } from './audit.repo.ts';

export type AuditEvent = {
  organizationId: string | null;
  actorUserId: string | null;
  /** What happened, as `entity.verb`: `payment.confirmed`, `lease.terminated`, `user.role_changed`. */
  action: TAuditAction;
  entityType: TAuditEntityType;
  entityId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
};

/** Appends to the audit log (who, what, when in UTC, from where). Call it inside the change's transaction. */
export async function writeAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await insertAuditEvent(db, {
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    details: event.details ?? null,
    ipAddress: event.ipAddress ?? null,
  });
}

/** The organization's audit events, newest first, one page at a time. */
export async function listOrganizationAuditEvents(
  db: Database,
  actor: OrganizationActor,
  query: TListAuditEventsQuery,
): Promise<TAuditEventList> {
  const scope = { organizationId: actor.organizationId };
  const [rows, total] = await Promise.all([listAuditEvents(db, scope, query), countAuditEvents(db, scope, query)]);
  return {
    items: rows.map(({ event, actorName }) => ({
      id: event.id,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId,
      details: event.details,
      actor: event.actorUserId && actorName !== null ? { id: event.actorUserId, name: actorName } : null,
      ipAddress: event.ipAddress,
      occurredAt: event.occurredAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
