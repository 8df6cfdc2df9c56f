import { z } from 'zod';
import { ZCurrency } from './profile.ts';
import { ZTimeZone } from './time-zone.ts';

/**
 * The organization's settings an admin changes: its currency is what new expenses and properties are recorded in; its
 * time zone gives its "today" (rent due and overdue, lease status, reports' periods, the calendar, the daily jobs).
 */
export const ZUpdateOrganizationRequest = z
  .object({
    currency: ZCurrency.optional(),
    timeZone: ZTimeZone.optional(),
    /** Send tenants' names, emails and phone numbers to the language model (off by default). */
    shareTenantDetailsWithModel: z.boolean().optional(),
    /** Mail tenants their receipt PDF when a payment is confirmed or recorded (on by default). */
    emailReceipts: z.boolean().optional(),
    /** Days before the due date a tenant's rent notice goes out; null: no notices sent automatically. */
    rentNoticeDaysBefore: z.number().int().min(0).max(28).nullable().optional(),
    /** How to pay, printed on every rent notice. */
    paymentInstructions: z.string().trim().max(1000).optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type TUpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequest>;

export const ZOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  shareTenantDetailsWithModel: z.boolean(),
  emailReceipts: z.boolean(),
  rentNoticeDaysBefore: z.number().int().nullable(),
  paymentInstructions: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganization>;
