/** The way a tenant paid: a card, or a US bank account debit (ACH), which takes days to clear. */
export type OnlinePaymentMethod = 'card' | 'us_bank_account';

/** Which online payment an event is about: ours by id (metadata we set), or the provider's payment by its id. */
export type PaymentReference = { onlinePaymentId: string | null; paymentIntentId: string | null };

/** What a verified provider event means for the ledger, whatever the provider. */
export type ProviderEvent = { eventId: string; type: string; reference: PaymentReference } & (
  | { kind: 'processing'; method: OnlinePaymentMethod | null }
  | { kind: 'succeeded'; amountMinor: number; currency: string; method: OnlinePaymentMethod | null }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'expired' }
  | { kind: 'refunded'; amountMinor: number; refundedMinor: number }
  | { kind: 'dispute_opened' }
  | { kind: 'dispute_closed'; won: boolean }
  | { kind: 'ignored' }
);

export type CheckoutRequest = {
  onlinePaymentId: string;
  customerEmail: string | null;
  currency: string;
  lines: { name: string; amountMinor: number }[];
  methods: OnlinePaymentMethod[];
  successUrl: string;
  cancelUrl: string;
};

export class InvalidSignatureError extends Error {}

/** One organization's account at a payment provider. Stripe is the first (`stripe-provider.ts`). */
export type PaymentProvider = {
  /** A hosted checkout page for these lines; the tenant is sent to `url`. */
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string }>;
  /** What the provider kept of a settled payment (its balance transaction's fee), or null while it has none. */
  settledFeeOf: (paymentIntentId: string) => Promise<{ feeMinor: number; currency: string } | null>;
  /** Checks the signature against the organization's secret (throws `InvalidSignatureError`) and reads the event. */
  readEvent: (rawBody: string, signatureHeader: string) => ProviderEvent;
};

export type ProviderCredentials = { secretKey: string; webhookSecret: string };
