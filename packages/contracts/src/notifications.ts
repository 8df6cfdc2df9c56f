import { z } from 'zod';

export const NOTIFICATION_TYPES = ['payment', 'maintenance', 'lease', 'message', 'general'] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** What happened; the web translates `notifications.events.<event>` with `params`. */
export const NOTIFICATION_EVENTS = [
  'payment_reported',
  'payment_confirmed',
  'payment_rejected',
  'online_payment_succeeded',
  'online_payment_failed',
  'online_payment_held',
  'online_payment_refunded',
  'online_payment_disputed',
  'lease_created',
  'maintenance_created',
  'maintenance_assigned',
  'maintenance_status_changed',
  'maintenance_commented',
  'message_received',
  'reminder_rent_due',
  'reminder_lease_ending',
  'reminder_maintenance_open',
  'reminder_welcome',
  'signature_declined',
  'signature_completed',
] as const;
export const ZNotificationEvent = z.enum(NOTIFICATION_EVENTS);
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

export const ZNotification = z.object({
  id: z.uuid(),
  type: ZNotificationType,
  event: ZNotificationEvent,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ items: z.array(ZNotification), unread: z.number().int() });
