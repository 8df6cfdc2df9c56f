import { z } from 'zod';

/** Who bears the provider's fee: the organization (recorded as an expense) or the tenant (a convenience fee). */
export const ONLINE_FEE_POLICIES = ['absorb', 'convenience_fee'] as const;
export const ZOnlineFeePolicy = z.enum(ONLINE_FEE_POLICIES);

/**
 * One payment through the provider: `open` until the tenant finishes checkout, `processing` while a bank debit
 * clears (days), then `succeeded` or `failed`; `held` when the amount or currency paid does not match what it
 * named; `refunded` and `disputed` after the fact; `expired` when checkout was abandoned.
 */
export const ONLINE_PAYMENT_STATUSES = [
  'open',
  'processing',
  'succeeded',
  'failed',
  'held',
  'refunded',
  'disputed',
  'expired',
] as const;
export const ZOnlinePaymentStatus = z.enum(ONLINE_PAYMENT_STATUSES);
export type TOnlinePaymentStatus = z.infer<typeof ZOnlinePaymentStatus>;

export const MAX_CONVENIENCE_FEE_BASIS_POINTS = 1000;
export const MAX_AUTOPAY_ATTEMPTS = 5;

const paymentOptions = {
  feePolicy: ZOnlineFeePolicy,
  /** The tenant's convenience fee, in basis points of the rent paid (only with `convenience_fee`). */
  convenienceFeeBasisPoints: z.number().int().min(0).max(MAX_CONVENIENCE_FEE_BASIS_POINTS),
  autopayMaxAttempts: z.number().int().min(1).max(MAX_AUTOPAY_ATTEMPTS),
};

/**
 * An admin connects the organization's Stripe account. The keys are required to connect and may be left out
 * afterwards to change only the options; they are never sent back.
 */
export const ZSaveOnlinePaymentSettingsRequest = z.object({
  secretKey: z
    .string()
    .trim()
    .regex(/^(rk|sk)_(test|live)_[A-Za-z0-9]{8,}$/, 'invalid_stripe_key')
    .optional(),
  webhookSecret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]{8,}$/, 'invalid_webhook_secret')
    .optional(),
  ...paymentOptions,
});
export type TSaveOnlinePaymentSettingsRequest = z.infer<typeof ZSaveOnlinePaymentSettingsRequest>;

export const ZOnlinePaymentSettings = z.object({
  connected: z.boolean(),
  /** The key's mode and last four characters, e.g. `rk_live_…a1b2`; never the key. */
  keyHint: z.string().nullable(),
  /** Where Stripe sends this organization's events. */
  webhookUrl: z.string(),
  ...paymentOptions,
});
export type TOnlinePaymentSettings = z.infer<typeof ZOnlinePaymentSettings>;

/** What a tenant needs to know to pay online: whether they can, and the convenience fee if any. */
export const ZOnlinePaymentAvailability = z.object({
  available: z.boolean(),
  convenienceFeeBasisPoints: z.number().int(),
});
export type TOnlinePaymentAvailability = z.infer<typeof ZOnlinePaymentAvailability>;

/** The tenant pays some open charges, or everything owed today (the balance). */
export const ZStartOnlinePaymentRequest = z.discriminatedUnion('pay', [
  z.object({ pay: z.literal('charges'), chargeIds: z.array(z.uuid()).min(1).max(50) }),
  z.object({ pay: z.literal('balance') }),
]);
export type TStartOnlinePaymentRequest = z.infer<typeof ZStartOnlinePaymentRequest>;

export const ZStartedOnlinePayment = z.object({ id: z.uuid(), checkoutUrl: z.url() });

export const ZOnlinePayment = z.object({
  id: z.uuid(),
  status: ZOnlinePaymentStatus,
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  method: z.enum(['card', 'us_bank_account']).nullable(),
  createdAt: z.string(),
});
export type TOnlinePayment = z.infer<typeof ZOnlinePayment>;

/** What the landlord sees of an online payment the ledger does not hold yet: a bank debit clearing, or one held. */
export const ZPendingOnlinePayment = ZOnlinePayment.extend({
  tenantName: z.string().nullable(),
  holdReason: z.string().nullable(),
});
export type TPendingOnlinePayment = z.infer<typeof ZPendingOnlinePayment>;

/** The Stripe events the organization's webhook endpoint must be sent (Settings lists them to choose in Stripe). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;
