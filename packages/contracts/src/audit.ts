import { z } from 'zod';

/**
 * Every action the server writes to the audit log (`entity.verb`). `writeAuditEvent` takes only these, and the web
 * has a label for each, so a new action cannot reach the log without words for it.
 */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.deleted',
  'user.email_changed',
  'organization.currency_changed',
  'organization.time_zone_changed',
  'organization.model_sharing_changed',
  'organization.receipt_mails_changed',
  'organization.rent_notices_changed',
  'organization.rent_rules_changed',
  'organization.letter_template_saved',
  'organization.letter_template_reset',
  'organization.online_payments_connected',
  'organization.online_payments_changed',
  'organization.online_payments_disconnected',
  'payment.recorded',
  'payment.reported',
  'payment.confirmed',
  'payment.rejected',
  'payment.history_imported',
  'payment.late_fee_waived',
  'payment.online_started',
  'payment.online_processing',
  'payment.online_succeeded',
  'payment.online_failed',
  'payment.online_held',
  'payment.online_refunded',
  'payment.online_disputed',
  'payment.online_dispute_closed',
  'lease.created',
  'lease.renewed',
  'lease.terminated',
  'lease.document_uploaded',
  'lease.extra_charge_added',
  'lease.extra_charge_removed',
  'lease.overdue_letter_sent',
  'expense.created',
  'expense.updated',
  'expense.deleted',
  'expense.receipt_attached',
  'expense.receipt_removed',
  'document.uploaded',
  'document.deleted',
  'listing.created',
  'listing.updated',
  'listing.deleted',
  'listing.export_feed_created',
  'listing.export_feed_revoked',
  'listing.import_feed_added',
  'listing.import_feed_removed',
  'booking.created',
  'booking.updated',
  'booking.confirmed',
  'booking.cancelled',
  'booking.completed',
  'stay_block.created',
  'stay_block.removed',
  'contact_submission.handled',
  'mail.resent',
  'site_admin.unlocked',
  'site_admin.unlock_failed',
  'site_admin.bootstrapped',
  'site_admin.backup_downloaded',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record audit events are about; the organization's log can be narrowed to the first five. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'organization',
  'payment',
  'lease',
  'expense',
  'contact_submission',
  'mail',
  'site_admin_console',
  'document',
  'listing',
  'booking',
  'stay_block',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const ZListAuditEventsQuery = z.object({
  /** Only events about one kind of record: `user`, `payment`, `lease`, `expense`... */
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
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
