import Stripe from 'stripe';
import {
  type CheckoutRequest,
  InvalidSignatureError,
  type PaymentProvider,
  type PaymentReference,
  type ProviderCredentials,
  type ProviderEvent,
} from './payment-provider.ts';

/** The metadata key naming our online payment on the Checkout Session and its PaymentIntent. */
const ONLINE_PAYMENT_KEY = 'rentwell_online_payment_id';

type Distribute<T> = T extends unknown ? Omit<T, 'eventId' | 'type' | 'reference'> : never;
type EventMeaning = Distribute<ProviderEvent>;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function referenceOf(metadata: Stripe.Metadata | null | undefined, paymentIntent: string | null): PaymentReference {
  return { onlinePaymentId: metadata?.[ONLINE_PAYMENT_KEY] ?? null, paymentIntentId: paymentIntent };
}

/**
 * A completed Checkout Session is paid at once by card; left unpaid, it is a bank debit still clearing (the only
 * delayed method we offer).
 */
function meaningOfSession(type: string, session: Stripe.Checkout.Session): EventMeaning {
  const amount = { amountMinor: session.amount_total ?? 0, currency: session.currency ?? '' };
  if (type === 'checkout.session.completed') {
    return session.payment_status === 'paid'
      ? { kind: 'succeeded', ...amount, method: 'card' }
      : { kind: 'processing', method: 'us_bank_account' };
  }
  if (type === 'checkout.session.async_payment_succeeded') {
    return { kind: 'succeeded', ...amount, method: 'us_bank_account' };
  }
  if (type === 'checkout.session.async_payment_failed') return { kind: 'failed', reason: null };
  return { kind: 'expired' };
}

function meaningOfIntent(type: string, intent: Stripe.PaymentIntent): EventMeaning {
  if (type === 'payment_intent.processing') return { kind: 'processing', method: null };
  if (type === 'payment_intent.payment_failed') {
    return { kind: 'failed', reason: intent.last_payment_error?.message ?? null };
  }
  return { kind: 'succeeded', amountMinor: intent.amount_received, currency: intent.currency, method: null };
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const INTENT_EVENTS = new Set([
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
]);

function readStripeEvent(event: Stripe.Event): ProviderEvent {
  const base = { eventId: event.id, type: event.type };
  if (SESSION_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    const reference = referenceOf(session.metadata, idOf(session.payment_intent));
    return { ...base, reference, ...meaningOfSession(event.type, session) };
  }
  if (INTENT_EVENTS.has(event.type)) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return { ...base, reference: referenceOf(intent.metadata, intent.id), ...meaningOfIntent(event.type, intent) };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const reference = referenceOf(charge.metadata, idOf(charge.payment_intent));
    return { ...base, reference, kind: 'refunded', amountMinor: charge.amount, refundedMinor: charge.amount_refunded };
  }
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
    const dispute = event.data.object;
    const reference = referenceOf(null, idOf(dispute.payment_intent));
    return event.type === 'charge.dispute.created'
      ? { ...base, reference, kind: 'dispute_opened' }
      : { ...base, reference, kind: 'dispute_closed', won: dispute.status === 'won' };
  }
  return { ...base, reference: { onlinePaymentId: null, paymentIntentId: null }, kind: 'ignored' };
}

/** The Stripe library's address options for `apiUrl` (a local fake in tests); none: api.stripe.com. */
function addressOf(apiUrl: URL | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  return { host: apiUrl.hostname, port: apiUrl.port, protocol: apiUrl.protocol === 'http:' ? 'http' : 'https' };
}

export function createStripeProvider(credentials: ProviderCredentials, apiUrl: URL | undefined): PaymentProvider {
  const stripe = new Stripe(credentials.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...addressOf(apiUrl) });
  return {
    async createCheckout(request: CheckoutRequest) {
      const metadata = { [ONLINE_PAYMENT_KEY]: request.onlinePaymentId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: request.methods,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          client_reference_id: request.onlinePaymentId,
          line_items: request.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: line.amountMinor,
              product_data: { name: line.name },
            },
          })),
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `rentwell-checkout-${request.onlinePaymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async settledFeeOf(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = intent.latest_charge;
      const balance = typeof charge === 'object' && charge ? charge.balance_transaction : null;
      if (!balance || typeof balance === 'string') return null;
      return { feeMinor: balance.fee, currency: balance.currency.toUpperCase() };
    },
    readEvent(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, credentials.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidSignatureError(error.message);
        }
        throw error;
      }
      return readStripeEvent(event);
    },
  };
}
