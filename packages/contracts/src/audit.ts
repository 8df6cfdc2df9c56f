import { z } from 'zod';

export const ZListAuditEventsQuery = z.object({
  /** Only events about one kind of record: `user`, `payment`, `lease`... */
  entityType: z.string().trim().min(1).max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TListAuditEventsQuery = z.infer<typeof ZListAuditEventsQuery>;

export const ZAuditEvent = z.object({
  id: z.uuid(),
  /** `entity.verb`: `user.created`, `user.role_changed`, `payment.confirmed`... */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Who did it; the name stays readable after the account is deleted. Null for system jobs. */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  ipAddress: z.string().nullable(),
  occurredAt: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventList = z.object({
  items: z.array(ZAuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditEventList = z.infer<typeof ZAuditEventList>;
