import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { MAX_AMOUNT_MINOR } from './money.ts';
import { ZLateFee } from './rent-rules.ts';

/** How money reached the landlord outside the app: what a tenant reports and a landlord records. */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'cash', 'check', 'card', 'other'] as const;
export const ZRecordedPaymentMethod = z.enum(RECORDED_PAYMENT_METHODS);
/** Every method a payment may have: the recorded ones, and the online ones only a verified provider event writes. */
export const ONLINE_PAYMENT_METHODS = ['online_card', 'online_bank_account'] as const;
export const PAYMENT_METHODS = [...RECORDED_PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** The spec's payment statuses, as one rent charge shows them. */
export const CHARGE_STATUSES = ['pending', 'overdue', 'pending_confirmation', 'confirmed', 'paid'] as const;
export const ZChargeStatus = z.enum(CHARGE_STATUSES);
export type TChargeStatus = z.infer<typeof ZChargeStatus>;

/** `refunded` and `disputed`: an online payment given back or contested; neither counts as received. */
export const PAYMENT_RECORD_STATUSES = [
  'pending_confirmation',
  'confirmed',
  'paid',
  'rejected',
  'refunded',
  'disputed',
] as const;
export const ZPaymentRecordStatus = z.enum(PAYMENT_RECORD_STATUSES);

export const ZPaymentRecord = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  method: ZPaymentMethod,
  status: ZPaymentRecordStatus,
  paidOn: z.string(),
  tenantNotes: z.string(),
  receiptUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;

/** One rent charge with what was paid against it: the amount agreed, and the amount used (received). */
export const ZCharge = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  dueDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amountMinor: z.number().int(),
  receivedMinor: z.number().int(),
  awaitingConfirmationMinor: z.number().int(),
  /** What is still owed of the rent and its late fee (not waived); negative when overpaid. */
  balanceMinor: z.number().int(),
  currency: z.string(),
  status: ZChargeStatus,
  /** The late fee charged on this charge (waived or not), if any. */
  lateFee: ZLateFee.nullable(),
  tenant: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  property: z.object({ id: z.uuid(), name: z.string() }),
  unit: z.object({ id: z.uuid(), label: z.string() }),
  payments: z.array(ZPaymentRecord),
});
export type TCharge = z.infer<typeof ZCharge>;

/**
 * `attention` (the default): overdue first (oldest first), then awaiting confirmation, then upcoming by due date,
 * then settled (latest first). `due_date_desc`: by due date, latest first.
 */
export const CHARGE_SORTS = ['attention', 'due_date_desc'] as const;

/** The payment-method filter of the charges list: a group ('recorded', 'online') or one method. */
export const CHARGE_METHOD_FILTERS = ['recorded', 'online', ...PAYMENT_METHODS] as const;
export type TChargeMethodFilter = (typeof CHARGE_METHOD_FILTERS)[number];

export const ZListChargesQuery = z.object({
  propertyId: z.uuid().optional(),
  tenantId: z.uuid().optional(),
  leaseId: z.uuid().optional(),
  status: ZChargeStatus.optional(),
  /** Charges with a payment made this way, or by any recorded (by hand) or any online method. */
  method: z.enum(CHARGE_METHOD_FILTERS).optional(),
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  sort: z.enum(CHARGE_SORTS).default('attention'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListChargesQuery = z.infer<typeof ZListChargesQuery>;

export const ZChargeList = z.object({
  items: z.array(ZCharge),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const paymentFields = {
  amountMinor: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
  method: ZRecordedPaymentMethod,
  paidOn: ZCalendarDate,
};

/** The landlord records money received (status paid). */
export const ZRecordPaymentRequest = z.object({
  chargeId: z.uuid(),
  ...paymentFields,
  notes: z.string().trim().max(1000).default(''),
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;

/** The tenant's 'I have paid' (status pending confirmation). */
export const ZReportPaymentRequest = z.object({
  chargeId: z.uuid(),
  ...paymentFields,
  tenantNotes: z.string().trim().max(1000).default(''),
});
export type TReportPaymentRequest = z.infer<typeof ZReportPaymentRequest>;
