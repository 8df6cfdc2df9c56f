import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API endpoints Rentwell calls (Checkout Sessions, PaymentIntents, Customers,
 * SetupIntents, Refunds) and for Stripe's hosted checkout page, on 127.0.0.1. The Stripe library is pointed at it
 * with `STRIPE_API_URL`; events are signed with the library's own test-header helper, so the server's
 * `constructEvent` check is the real one. Test support only: never part of the shipped server.
 */

type Fields = Record<string, unknown>;
type StripeObject = Fields & { id: string; object: string };
export type FakeEvent = { id: string; object: 'event'; type: string; created: number; data: { object: StripeObject } };
export type PayMethod = 'card' | 'us_bank_account';

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
function parseForm(body: string): Fields {
  const root: Fields = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Fields = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Fields;
      }
    });
  }
  return root;
}

/** `{0: a, 1: b}` (how the form encodes an array) as `[a, b]`. */
function listOf(value: unknown): Fields[] {
  return value && typeof value === 'object' ? (Object.values(value) as Fields[]) : [];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** On `port` when given (the browser journeys, whose server was started with that address), else on any free one. */
export async function startFakeStripe(options: { port?: number } = {}) {
  const objects = new Map<string, StripeObject>();
  const pending: FakeEvent[] = [];
  const requests: { method: string; path: string; body: Fields }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`;
  const store = <T extends StripeObject>(object: T) => {
    objects.set(object.id, object);
    return object;
  };

  function event(type: string, object: StripeObject): FakeEvent {
    return {
      id: nextId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
    };
  }

  function createSession(params: Fields, base: string) {
    const lines = listOf(params.line_items);
    const amountTotal = lines.reduce((sum, line) => {
      const price = line.price_data as Fields;
      return sum + Number(price.unit_amount) * Number(line.quantity ?? 1);
    }, 0);
    const currency = String((lines[0]?.price_data as Fields | undefined)?.currency ?? 'usd');
    const id = nextId('cs');
    return store({
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      currency,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      allowed_payment_method_types: Object.values((params.allowed_payment_method_types as Fields) ?? {}),
      line_items_for_page: lines.map((line) => ({
        name: ((line.price_data as Fields).product_data as Fields).name,
        amount: Number((line.price_data as Fields).unit_amount),
      })),
      intent_metadata: (params.payment_intent_data as Fields | undefined)?.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${base}/checkout/${id}`,
    });
  }

  function createPaymentIntent(params: Fields): StripeObject {
    return store({
      id: nextId('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: String(params.currency),
      customer: params.customer ?? null,
      payment_method: params.payment_method ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      last_payment_error: null,
    });
  }

  /** Stripe's US pricing: 2.9 % + 30 cents for a card, 0.8 % capped at $5 for a bank debit. */
  function feeOf(amount: number, method: PayMethod) {
    return method === 'card' ? Math.round(amount * 0.029) + 30 : Math.min(Math.round(amount * 0.008), 500);
  }

  /** The charge behind a settled PaymentIntent, with the balance transaction that tells Stripe's fee. */
  function settle(intent: StripeObject, method: PayMethod) {
    const amount = Number(intent.amount);
    intent.amount_received = amount;
    intent.latest_charge = {
      id: nextId('ch'),
      object: 'charge',
      amount,
      balance_transaction: {
        id: nextId('txn'),
        object: 'balance_transaction',
        amount,
        fee: feeOf(amount, method),
        currency: intent.currency,
      },
    };
  }

  /** What pressing 'Pay' on the hosted page does: a card pays at once, a bank debit starts processing. */
  function pay(sessionId: string, method: PayMethod): FakeEvent[] {
    const session = objects.get(sessionId);
    if (session?.status !== 'open') throw new Error(`no open checkout session ${sessionId}`);
    const intent = createPaymentIntent({
      amount: session.amount_total,
      currency: session.currency,
      metadata: session.intent_metadata,
    });
    intent.payment_method_types = [method];
    intent.status = method === 'card' ? 'succeeded' : 'processing';
    if (method === 'card') settle(intent, method);
    Object.assign(session, {
      status: 'complete',
      payment_status: method === 'card' ? 'paid' : 'unpaid',
      payment_intent: intent.id,
    });
    const events = [event('checkout.session.completed', session)];
    pending.push(...events);
    return events;
  }

  /** Stripe's later word on a bank debit: it cleared, or it failed. */
  function settleBankDebit(sessionId: string, outcome: 'succeeded' | 'failed'): FakeEvent {
    const session = objects.get(sessionId);
    const intent = objects.get(String(session?.payment_intent));
    if (!session || !intent) throw new Error(`no bank debit for ${sessionId}`);
    intent.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
    if (outcome === 'succeeded') {
      settle(intent, 'us_bank_account');
      session.payment_status = 'paid';
    }
    const type =
      outcome === 'succeeded' ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
    return event(type, session);
  }

  /** A refund of `amount` (all of it by default) of the session's payment, and Stripe's `charge.refunded`. */
  function refund(sessionId: string, amount?: number): FakeEvent {
    const session = objects.get(sessionId);
    const intent = objects.get(String(session?.payment_intent));
    if (!intent) throw new Error(`nothing paid on ${sessionId}`);
    const refunded = amount ?? Number(intent.amount_received);
    store({ id: nextId('re'), object: 'refund', amount: refunded, payment_intent: intent.id, status: 'succeeded' });
    return event('charge.refunded', {
      id: nextId('ch'),
      object: 'charge',
      amount: Number(intent.amount_received),
      amount_refunded: refunded,
      payment_intent: intent.id,
      metadata: {},
    });
  }

  function checkoutPage(session: StripeObject) {
    const currency = String(session.currency).toUpperCase();
    const money = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`;
    const lines = (session.line_items_for_page as { name: string; amount: number }[])
      .map((line) => `<li>${escapeHtml(line.name)}: ${money(line.amount)}</li>`)
      .join('');
    const buttons = (session.allowed_payment_method_types as string[])
      .map(
        (method) =>
          `<button name="method" value="${method}">Pay with ${method === 'card' ? 'card' : 'bank account'}</button>`,
      )
      .join(' ');
    return `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main>
<h1>Fake Stripe Checkout</h1><ul>${lines}</ul><p>Total: ${money(Number(session.amount_total))}</p>
<form method="post" action="/checkout/${session.id}/pay">${buttons}</form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a></p></main></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, base: string) {
    const url = new URL(request.url ?? '/', base);
    const body = parseForm(request.method === 'POST' ? await readBody(request) : '');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const [, first, second, third, fourth] = url.pathname.split('/');
    if (first === 'checkout' && second) {
      const session = objects.get(second);
      if (!session) return send(response, 404, { error: 'no such session' });
      if (third === 'pay') {
        pay(session.id, body.method === 'us_bank_account' ? 'us_bank_account' : 'card');
        response.writeHead(303, { location: String(session.success_url) });
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(checkoutPage(session));
    }
    if (request.headers.authorization?.startsWith('Bearer ') !== true) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'No API key provided' } });
    }
    const resource = first === 'v1' && second === 'checkout' ? `checkout/${third}` : second;
    const id = first === 'v1' && second === 'checkout' ? fourth : third;
    if (request.method === 'GET' && id) {
      const found = objects.get(id);
      return found ? send(response, 200, found) : send(response, 404, { error: { message: 'No such object' } });
    }
    if (request.method !== 'POST') return send(response, 404, { error: { message: 'Unknown endpoint' } });
    if (resource === 'checkout/sessions') return send(response, 200, createSession(body, base));
    if (resource === 'payment_intents') return send(response, 200, createPaymentIntent(body));
    if (resource === 'customers') {
      return send(response, 200, store({ id: nextId('cus'), object: 'customer', email: body.email ?? null }));
    }
    if (resource === 'setup_intents') {
      return send(
        response,
        200,
        store({
          id: nextId('seti'),
          object: 'setup_intent',
          customer: body.customer,
          status: 'requires_payment_method',
        }),
      );
    }
    if (resource === 'refunds') {
      return send(
        response,
        200,
        store({ id: nextId('re'), object: 'refund', payment_intent: body.payment_intent, status: 'succeeded' }),
      );
    }
    return send(response, 404, { error: { message: 'Unknown endpoint' } });
  }

  let base = '';
  const server = createServer((request, response) => {
    handle(request, response, base).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    object: (id: string) => objects.get(id),
    pay,
    settleBankDebit,
    refund,
    event,
    /** Events the hosted page produced since the last call, for the test to deliver when it chooses. */
    takeEvents: () => pending.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The body and the `Stripe-Signature` header Stripe would send for `event`, signed with `secret`. */
export function signEvent(event: FakeEvent, secret: string) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
