import { z } from 'zod';

/** What the landlord mails tenants each month: a rent notice before the due date, a statement of the month. */
export const RENT_MAILING_KINDS = ['rent_notice', 'statement'] as const;
export type TRentMailingKind = (typeof RENT_MAILING_KINDS)[number];

/** Why a tenant gets nothing in a bulk send. */
export const RENT_MAILING_SKIP_REASONS = ['already_sent', 'no_email', 'no_charge'] as const;
export type TRentMailingSkipReason = (typeof RENT_MAILING_SKIP_REASONS)[number];

/** A calendar month, `YYYY-MM`. */
export const ZCalendarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM');

export const ZRentMailingRequest = z
  .object({
    kind: z.enum(RENT_MAILING_KINDS),
    /** The month whose notices or statements go out; this month in the organization's time zone by default. */
    month: ZCalendarMonth.optional(),
  })
  .strict();
export type TRentMailingRequest = z.infer<typeof ZRentMailingRequest>;

export const ZRentMailingPreviewItem = z.object({
  leaseId: z.uuid(),
  tenantName: z.string(),
  unitLabel: z.string(),
  propertyName: z.string(),
  /** The total the notice asks for, or the statement's closing balance (negative: a credit). */
  totalMinor: z.number().int(),
  currency: z.string(),
  skipped: z.enum(RENT_MAILING_SKIP_REASONS).nullable(),
});
export type TRentMailingPreviewItem = z.infer<typeof ZRentMailingPreviewItem>;

export const ZRentMailingPreview = z.object({
  kind: z.enum(RENT_MAILING_KINDS),
  month: ZCalendarMonth,
  items: z.array(ZRentMailingPreviewItem),
});
export type TRentMailingPreview = z.infer<typeof ZRentMailingPreview>;

export const ZRentMailingSendResult = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type TRentMailingSendResult = z.infer<typeof ZRentMailingSendResult>;

/** A notice or statement mailed to a tenant, as the lease's history and the tenant portal list it. */
export const ZRentMailing = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  kind: z.enum(RENT_MAILING_KINDS),
  month: ZCalendarMonth,
  totalMinor: z.number().int(),
  currency: z.string(),
  sentAt: z.string(),
  downloadUrl: z.string(),
});
export type TRentMailing = z.infer<typeof ZRentMailing>;

export const ZRentMailingList = z.object({ items: z.array(ZRentMailing) });
export type TRentMailingList = z.infer<typeof ZRentMailingList>;

export const ZRentMailingListQuery = z.object({ leaseId: z.uuid().optional() }).strict();
