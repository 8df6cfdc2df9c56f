import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';

export const REMINDER_TYPES = ['payment', 'lease', 'maintenance'] as const;
export const ZReminderType = z.enum(REMINDER_TYPES);
export type TReminderType = z.infer<typeof ZReminderType>;

/**
 * What a reminder is timed from: a charge's due date (days before), a lease's end (days before) or start (days
 * after), a maintenance request's creation (hours after). Each belongs to one type.
 */
export const REMINDER_ANCHORS = ['due_date', 'lease_end', 'lease_start', 'request_created'] as const;
export const ZReminderAnchor = z.enum(REMINDER_ANCHORS);
export type TReminderAnchor = z.infer<typeof ZReminderAnchor>;

export const ANCHOR_TYPE = {
  due_date: 'payment',
  lease_end: 'lease',
  lease_start: 'lease',
  request_created: 'maintenance',
} as const satisfies Record<TReminderAnchor, TReminderType>;

export const REMINDER_TEMPLATES = ['rent_due', 'lease_renewal', 'maintenance_follow_up', 'tenant_welcome'] as const;
export const ZReminderTemplate = z.enum(REMINDER_TEMPLATES);
export type TReminderTemplate = z.infer<typeof ZReminderTemplate>;

/** The spec's reminders: when they are sent. */
export const REMINDER_TEMPLATE_TIMING: Record<TReminderTemplate, { anchor: TReminderAnchor; offset: number }> = {
  rent_due: { anchor: 'due_date', offset: 3 },
  lease_renewal: { anchor: 'lease_end', offset: 30 },
  maintenance_follow_up: { anchor: 'request_created', offset: 48 },
  tenant_welcome: { anchor: 'lease_start', offset: 0 },
};

export const REMINDER_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TReminderDeliveryStatus = (typeof REMINDER_DELIVERY_STATUSES)[number];

/** In-app always; mail too when the recipient's settings allow it. */
export const REMINDER_CHANNELS = ['in_app', 'in_app_and_email'] as const;
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Days before or after for the date anchors, hours after for a request's creation. */
export const MAX_REMINDER_OFFSET = 365;

export const ZReminderDelivery = z.object({
  id: z.uuid(),
  recipientName: z.string(),
  occurrenceAt: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TReminderDelivery = z.infer<typeof ZReminderDelivery>;

export const ZReminderRule = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: ZReminderType,
  anchor: ZReminderAnchor,
  offset: z.number().int(),
  templateKey: ZReminderTemplate.nullable(),
  /** The name and description are still the template's words (in any language): the app shows them translated. */
  nameFromTemplate: z.boolean(),
  descriptionFromTemplate: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The latest deliveries, newest first. */
  recentDeliveries: z.array(ZReminderDelivery),
});
export type TReminderRule = z.infer<typeof ZReminderRule>;

export const ZReminderRuleList = z.object({ items: z.array(ZReminderRule) });

const ruleFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000),
  anchor: ZReminderAnchor,
  offset: z.number().int().min(0).max(MAX_REMINDER_OFFSET),
  active: z.boolean(),
};

export const ZCreateReminderRuleRequest = z.object({
  ...ruleFields,
  description: ruleFields.description.default(''),
  active: ruleFields.active.default(true),
});
export type TCreateReminderRuleRequest = z.input<typeof ZCreateReminderRuleRequest>;

export const ZUpdateReminderRuleRequest = z
  .object(ruleFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type TUpdateReminderRuleRequest = z.input<typeof ZUpdateReminderRuleRequest>;

export const ZCreateFromTemplateRequest = z.object({ template: ZReminderTemplate });

export const ZReminderPreviewItem = z.object({
  ruleId: z.uuid(),
  /** The instant it will be sent (at the scheduler's first run from then on). */
  sendAt: z.string(),
  recipientName: z.string(),
  /** What it is about: the property (and unit) or the request's title. */
  subject: z.string(),
  /** The date it reminds of: the charge's due date, the lease's end or start; null for a request. */
  aboutDate: ZCalendarDate.nullable(),
});
export type TReminderPreviewItem = z.infer<typeof ZReminderPreviewItem>;

export const ZReminderPreview = z.object({ from: z.string(), until: z.string(), items: z.array(ZReminderPreviewItem) });
export type TReminderPreview = z.infer<typeof ZReminderPreview>;

export const ZReminderTestResult = z.object({ emailed: z.boolean() });
