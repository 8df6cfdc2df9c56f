import type { TNotificationEvent } from '@rentwell/contracts/notifications';
import type { Database } from '@rentwell/db/create-db';
import { todayIn } from '@rentwell/domain/calendar-date';
import type { AppConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOrganizationMembers } from '../accounts/accounts.service.ts';
import { type AuditEvent, writeAuditEvent } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { changeOnlinePaymentRecords, recordOnlinePayment } from '../payments/payments.service.ts';
import { providerOf } from './online-payment-settings.service.ts';
import {
  claimEvent,
  findOrganizationTimeZone,
  linkEventToPayment,
  listAllocations,
  lockOnlinePayment,
  updateOnlinePayment,
} from './online-payments.repo.ts';
import { InvalidSignatureError, type PaymentProvider, type ProviderEvent } from './payment-provider.ts';
import { type ProviderFee, recordProviderFee } from './provider-fee.ts';

type OnlinePaymentRow = NonNullable<Awaited<ReturnType<typeof lockOnlinePayment>>>;
type EventContext = {
  tx: Database;
  notifier: Notifier;
  organizationId: string;
  payment: OnlinePaymentRow;
  /** The provider's fee on a succeeded payment, read before the transaction; null when it could not be read. */
  fee: ProviderFee | null;
};
export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

const PAYMENT_IN_FLIGHT = new Set(['open', 'processing']);

async function audit(context: EventContext, action: AuditEvent['action'], details: Record<string, unknown>) {
  await writeAuditEvent(context.tx, {
    organizationId: context.organizationId,
    actorUserId: null,
    action,
    entityType: 'payment',
    entityId: context.payment.id,
    details,
  });
}

/** Tells the tenant who paid and/or the organization's managers, once per payment and event. */
async function tell(context: EventContext, event: TNotificationEvent, who: { tenant: boolean; managers: boolean }) {
  const { tx, payment, organizationId } = context;
  const [first] = await listAllocations(tx, { organizationId, onlinePaymentId: payment.id });
  const managers = who.managers ? await listOrganizationMembers(tx, organizationId, ['admin', 'property_manager']) : [];
  const params = {
    amountMinor: payment.amountMinor + payment.feeMinor,
    currency: payment.currency,
    tenantName: first?.tenantName ?? '',
    propertyName: first?.propertyName ?? '',
    unitLabel: first?.unitLabel ?? '',
  };
  const notice = { organizationId, type: 'payment' as const, event, params, dedupeKey: `${event}:${payment.id}` };
  if (who.tenant && payment.tenantUserId) {
    await context.notifier.notify(tx, { ...notice, recipients: [payment.tenantUserId], link: '/tenant-portal' });
  }
  if (managers.length > 0) {
    await context.notifier.notify(tx, { ...notice, recipients: managers.map((m) => m.userId), link: '/payments' });
  }
}

async function hold(context: EventContext, reason: string, details: Record<string, unknown>) {
  const scope = { organizationId: context.organizationId, onlinePaymentId: context.payment.id };
  await updateOnlinePayment(context.tx, scope, { status: 'held', holdReason: reason });
  await audit(context, 'payment.online_held', { reason, ...details });
  await tell(context, 'online_payment_held', { tenant: false, managers: true });
}

/**
 * The money arrived: it is applied to the charges the payment named, unless what arrived is not what they asked
 * (amount or currency), which is held for review instead.
 */
async function applySucceeded(context: EventContext, event: Extract<ProviderEvent, { kind: 'succeeded' }>) {
  const { tx, payment, organizationId } = context;
  if (!PAYMENT_IN_FLIGHT.has(payment.status)) return;
  const expected = { amountMinor: payment.amountMinor + payment.feeMinor, currency: payment.currency };
  const received = { amountMinor: event.amountMinor, currency: event.currency.toUpperCase() };
  const allocations = await listAllocations(tx, { organizationId, onlinePaymentId: payment.id });
  if (received.currency !== expected.currency || allocations.some((line) => line.currency !== expected.currency)) {
    return hold(context, 'currency_mismatch', { expected, received });
  }
  if (received.amountMinor !== expected.amountMinor) return hold(context, 'amount_mismatch', { expected, received });
  const method = event.method ?? payment.method ?? 'card';
  const paidOn = todayIn(await findOrganizationTimeZone(tx, organizationId));
  const paymentIds = await recordOnlinePayment(tx, {
    organizationId,
    onlinePaymentId: payment.id,
    method: method === 'card' ? 'online_card' : 'online_bank_account',
    paidOn,
    tenantUserId: payment.tenantUserId,
    allocations,
  });
  const scope = { organizationId, onlinePaymentId: payment.id };
  await updateOnlinePayment(tx, scope, { status: 'succeeded', method });
  const feeExpenseId = context.fee
    ? await recordProviderFee(tx, scope, { fee: context.fee, paidOn, allocations })
    : null;
  await audit(context, 'payment.online_succeeded', {
    ...received,
    method,
    paymentIds,
    providerFeeMinor: context.fee?.feeMinor ?? null,
    feeExpenseId,
  });
  await tell(context, 'online_payment_succeeded', { tenant: true, managers: true });
}

async function applyProcessing(context: EventContext, event: Extract<ProviderEvent, { kind: 'processing' }>) {
  if (context.payment.status !== 'open') return;
  const scope = { organizationId: context.organizationId, onlinePaymentId: context.payment.id };
  const method = event.method ?? context.payment.method;
  await updateOnlinePayment(context.tx, scope, { status: 'processing', method });
  await audit(context, 'payment.online_processing', { method });
}

/** The charges were never marked paid, so a failure leaves them owed again; both sides hear of it. */
async function applyFailed(context: EventContext, event: Extract<ProviderEvent, { kind: 'failed' }>) {
  if (!PAYMENT_IN_FLIGHT.has(context.payment.status)) return;
  const scope = { organizationId: context.organizationId, onlinePaymentId: context.payment.id };
  await updateOnlinePayment(context.tx, scope, { status: 'failed' });
  await audit(context, 'payment.online_failed', { reason: event.reason, was: context.payment.status });
  await tell(context, 'online_payment_failed', { tenant: true, managers: true });
}

async function applyRefunded(context: EventContext, event: Extract<ProviderEvent, { kind: 'refunded' }>) {
  const { payment, organizationId } = context;
  if (payment.status !== 'succeeded' && payment.status !== 'disputed') return;
  const scope = { organizationId, onlinePaymentId: payment.id };
  const whole = event.refundedMinor >= event.amountMinor;
  await audit(context, 'payment.online_refunded', { refundedMinor: event.refundedMinor, whole });
  if (!whole) return tell(context, 'online_payment_refunded', { tenant: false, managers: true });
  await changeOnlinePaymentRecords(context.tx, scope, 'refunded');
  await updateOnlinePayment(context.tx, scope, { status: 'refunded' });
  await tell(context, 'online_payment_refunded', { tenant: true, managers: true });
}

async function applyDispute(
  context: EventContext,
  event: Extract<ProviderEvent, { kind: 'dispute_opened' | 'dispute_closed' }>,
) {
  const { payment, organizationId } = context;
  const scope = { organizationId, onlinePaymentId: payment.id };
  if (event.kind === 'dispute_opened') {
    if (payment.status !== 'succeeded') return;
    await changeOnlinePaymentRecords(context.tx, scope, 'disputed');
    await updateOnlinePayment(context.tx, scope, { status: 'disputed' });
    await audit(context, 'payment.online_disputed', {});
    return tell(context, 'online_payment_disputed', { tenant: false, managers: true });
  }
  if (payment.status !== 'disputed') return;
  await audit(context, 'payment.online_dispute_closed', { won: event.won });
  if (!event.won) return;
  await changeOnlinePaymentRecords(context.tx, scope, 'dispute_won');
  await updateOnlinePayment(context.tx, scope, { status: 'succeeded' });
}

async function applyToPayment(context: EventContext, event: ProviderEvent) {
  switch (event.kind) {
    case 'succeeded':
      return applySucceeded(context, event);
    case 'processing':
      return applyProcessing(context, event);
    case 'failed':
      return applyFailed(context, event);
    case 'expired':
      if (context.payment.status !== 'open') return;
      return updateOnlinePayment(
        context.tx,
        { organizationId: context.organizationId, onlinePaymentId: context.payment.id },
        { status: 'expired' },
      );
    case 'refunded':
      return applyRefunded(context, event);
    case 'dispute_opened':
    case 'dispute_closed':
      return applyDispute(context, event);
    case 'ignored':
      return;
  }
}

/**
 * Applies one verified event exactly once: claiming its id is the transaction's first write, so a repeated or
 * concurrent delivery finds it claimed and changes nothing; the payment's row lock puts its events in one line, and
 * each step checks the state it starts from, so events arriving out of order end in the right state.
 */
export async function applyProviderEvent(
  db: Database,
  notifier: Notifier,
  organizationId: string,
  event: ProviderEvent,
  fee: ProviderFee | null = null,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, { organizationId, eventId: event.eventId, type: event.type }))) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';
    const payment = await lockOnlinePayment(tx, { organizationId, reference: event.reference });
    if (!payment) return 'ignored';
    const scope = { organizationId, onlinePaymentId: payment.id };
    await linkEventToPayment(tx, { ...scope, eventId: event.eventId });
    const { paymentIntentId } = event.reference;
    if (paymentIntentId && payment.paymentIntentId !== paymentIntentId) {
      await updateOnlinePayment(tx, scope, { paymentIntentId });
    }
    await applyToPayment({ tx, notifier, organizationId, payment, fee }, event);
    return 'applied';
  });
}

/** A webhook delivery: verified with the organization's own signing secret before anything is read from it. */
export async function receiveProviderEvent(
  deps: { db: Database; config: Pick<AppConfig, 'authSecret' | 'baseUrl' | 'stripeApiUrl'>; notifier: Notifier },
  organizationId: string,
  delivery: { rawBody: string; signature: string | undefined },
): Promise<EventOutcome> {
  const connected = await providerOf(deps.db, deps.config, organizationId);
  if (!connected) throw new AppError('not_found', 'No online payments for this organization');
  if (!delivery.signature) throw new AppError('bad_request', 'Missing signature');
  let event: ProviderEvent;
  try {
    event = connected.provider.readEvent(delivery.rawBody, delivery.signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw new AppError('bad_request', 'Invalid signature');
    throw error;
  }
  const fee = await feeOfSucceeded(connected.provider, event);
  return applyProviderEvent(deps.db, deps.notifier, organizationId, event, fee);
}

/**
 * The fee Stripe kept, asked before the transaction so no network call holds the payment's lock. A refusal only
 * leaves the fee unrecorded: the payment itself must still apply.
 */
async function feeOfSucceeded(provider: PaymentProvider, event: ProviderEvent): Promise<ProviderFee | null> {
  const { paymentIntentId } = event.reference;
  if (event.kind !== 'succeeded' || !paymentIntentId) return null;
  try {
    return await provider.settledFeeOf(paymentIntentId);
  } catch {
    return null;
  }
}
