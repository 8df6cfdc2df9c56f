import type {
  TCharge,
  TListChargesQuery,
  TPaymentRecord,
  TRecordPaymentRequest,
  TReportPaymentRequest,
} from '@rentwell/contracts/payments';
import type { Database } from '@rentwell/db/create-db';
import type { payments } from '@rentwell/db/schema/payments';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { toOrganizationActor } from '../../lib/organization-scope.ts';
import { listOrganizationMembers } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { toLateFee } from './late-fees.service.ts';
import {
  type ChargeScope,
  decidePendingPayment,
  findCharge,
  findPayment,
  insertPayment,
  insertPayments,
  listCharges,
  listChargesDueBy,
  listPaymentRecords,
  setOnlinePaymentRecordsStatus,
  summarizeMoney,
  updatePayment,
} from './payments.repo.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Managers see their organization's charges; a tenant sees the charges of their own leases. */
export function chargeScopeOf(actor: Actor): ChargeScope {
  if (actor.role === 'tenant') return { tenantUserId: actor.userId };
  return { organizationId: toOrganizationActor(actor).organizationId };
}

function toPaymentRecord(row: PaymentRow): TPaymentRecord {
  const hasReceipt = row.status === 'confirmed' || row.status === 'paid';
  return {
    id: row.id,
    amountMinor: row.amountMinor,
    method: row.method,
    status: row.status,
    paidOn: row.paidOn,
    tenantNotes: row.tenantNotes,
    receiptUrl: hasReceipt ? `/api/payments/${row.id}/receipt` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listChargesOf(db: Database, actor: Actor, query: TListChargesQuery, today: string) {
  const scope = chargeScopeOf(actor);
  const { rows, total } = await listCharges(db, scope, query, today);
  const records = await listPaymentRecords(
    db,
    scope,
    rows.map((row) => row.id),
  );
  const items: TCharge[] = rows.map((row) => {
    const lateFee = row.lateFee?.id ? toLateFee({ ...row.lateFee, currency: row.currency }) : null;
    const lateFeeOwedMinor = lateFee && !lateFee.waived ? lateFee.amountMinor : 0;
    return {
      id: row.id,
      leaseId: row.leaseId,
      dueDate: row.dueDate,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      amountMinor: row.amountMinor,
      receivedMinor: row.receivedMinor,
      awaitingConfirmationMinor: row.awaitingConfirmationMinor,
      balanceMinor: row.amountMinor + lateFeeOwedMinor - row.receivedMinor,
      currency: row.currency,
      status: row.status,
      lateFee,
      tenant: row.tenantId && row.tenantName ? { id: row.tenantId, name: row.tenantName } : null,
      property: { id: row.propertyId, name: row.propertyName },
      unit: { id: row.unitId, label: row.unitLabel },
      payments: records.filter((record) => record.chargeId === row.id).map(toPaymentRecord),
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

function receiptNumberFor(paymentId: string, when: Date): string {
  return `R-${when.toISOString().slice(0, 10).replaceAll('-', '')}-${paymentId.slice(0, 8).toUpperCase()}`;
}

/** The landlord records money received directly: status paid, with a receipt. */
export async function recordPayment(db: Database, actor: Actor, input: TRecordPaymentRequest): Promise<TPaymentRecord> {
  const scope = chargeScopeOf(actor);
  const charge = await findCharge(db, { ...scope, chargeId: input.chargeId });
  if (!charge) throw new AppError('not_found', 'Rent charge not found');
  return db.transaction(async (tx) => {
    const inserted = await insertPayment(tx, {
      organizationId: charge.organizationId,
      chargeId: charge.id,
      leaseId: charge.leaseId,
      amountMinor: input.amountMinor,
      currency: charge.currency,
      method: input.method,
      status: 'paid',
      paidOn: input.paidOn,
      tenantNotes: input.notes,
      reportedByUserId: actor.userId,
      confirmedByUserId: actor.userId,
      confirmedAt: new Date(),
    });
    const row = await updatePayment(
      tx,
      { organizationId: charge.organizationId, paymentId: inserted.id },
      { receiptNumber: receiptNumberFor(inserted.id, inserted.createdAt) },
    );
    await writeAuditEvent(tx, {
      organizationId: charge.organizationId,
      actorUserId: actor.userId,
      action: 'payment.recorded',
      entityType: 'payment',
      entityId: inserted.id,
      details: { chargeId: charge.id, amountMinor: input.amountMinor, method: input.method },
      ipAddress: actor.ipAddress,
    });
    return toPaymentRecord(row ?? inserted);
  });
}

export type OnlinePaymentAllocation = { chargeId: string; leaseId: string; amountMinor: number; currency: string };

/**
 * Money a verified provider event says arrived: one paid payment with its receipt per charge the online payment
 * named. Call inside the transaction that applies the event.
 */
export async function recordOnlinePayment(
  db: Database,
  input: {
    organizationId: string;
    onlinePaymentId: string;
    method: 'online_card' | 'online_bank_account';
    paidOn: string;
    tenantUserId: string | null;
    allocations: OnlinePaymentAllocation[];
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (const allocation of input.allocations) {
    const inserted = await insertPayment(db, {
      organizationId: input.organizationId,
      chargeId: allocation.chargeId,
      leaseId: allocation.leaseId,
      amountMinor: allocation.amountMinor,
      currency: allocation.currency,
      method: input.method,
      status: 'paid',
      paidOn: input.paidOn,
      reportedByUserId: input.tenantUserId,
      confirmedAt: new Date(),
      onlinePaymentId: input.onlinePaymentId,
    });
    await updatePayment(
      db,
      { organizationId: input.organizationId, paymentId: inserted.id },
      { receiptNumber: receiptNumberFor(inserted.id, inserted.createdAt) },
    );
    ids.push(inserted.id);
  }
  return ids;
}

/** A refund or a dispute takes an online payment's money out of the ledger; a dispute won puts it back. */
export async function changeOnlinePaymentRecords(
  db: Database,
  scope: { organizationId: string; onlinePaymentId: string },
  change: 'refunded' | 'disputed' | 'dispute_won',
) {
  if (change === 'dispute_won') {
    return setOnlinePaymentRecordsStatus(db, scope, { from: ['disputed'], to: 'paid' });
  }
  return setOnlinePaymentRecordsStatus(db, scope, { from: ['paid', 'disputed'], to: change });
}

/** The tenant's "I have paid": waits for the landlord's confirmation. */
export async function reportPayment(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  input: TReportPaymentRequest,
): Promise<TPaymentRecord> {
  const charge = await findCharge(db, { tenantUserId: actor.userId, chargeId: input.chargeId });
  if (!charge) throw new AppError('not_found', 'Rent charge not found');
  return db.transaction(async (tx) => {
    const row = await insertPayment(tx, {
      organizationId: charge.organizationId,
      chargeId: charge.id,
      leaseId: charge.leaseId,
      amountMinor: input.amountMinor,
      currency: charge.currency,
      method: input.method,
      status: 'pending_confirmation',
      paidOn: input.paidOn,
      tenantNotes: input.tenantNotes,
      reportedByUserId: actor.userId,
    });
    await writeAuditEvent(tx, {
      organizationId: charge.organizationId,
      actorUserId: actor.userId,
      action: 'payment.reported',
      entityType: 'payment',
      entityId: row.id,
      details: { chargeId: charge.id, amountMinor: input.amountMinor, method: input.method },
      ipAddress: actor.ipAddress,
    });
    const managers = await listOrganizationMembers(tx, charge.organizationId, ['admin', 'property_manager']);
    await notifier.notify(tx, {
      recipients: managers.map((manager) => manager.userId),
      organizationId: charge.organizationId,
      type: 'payment',
      event: 'payment_reported',
      params: {
        tenantName: charge.tenantName ?? '',
        amountMinor: input.amountMinor,
        currency: charge.currency,
        propertyName: charge.propertyName,
        unitLabel: charge.unitLabel,
      },
      link: '/financials',
      dedupeKey: `payment_reported:${row.id}`,
    });
    return toPaymentRecord(row);
  });
}

async function decidePayment(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  paymentId: string,
  decision: 'confirmed' | 'rejected',
) {
  const scope = chargeScopeOf(actor);
  if (!('organizationId' in scope)) throw new AppError('forbidden', 'Only the landlord confirms payments');
  return db.transaction(async (tx) => {
    const now = new Date();
    // The status check is the UPDATE's own condition, so of concurrent decisions exactly one wins.
    const row = await decidePendingPayment(
      tx,
      { organizationId: scope.organizationId, paymentId },
      decision === 'confirmed'
        ? {
            status: 'confirmed',
            confirmedByUserId: actor.userId,
            confirmedAt: now,
            receiptNumber: receiptNumberFor(paymentId, now),
          }
        : { status: 'rejected' },
    );
    const found = await findPayment(tx, { ...scope, paymentId });
    if (!found) throw new AppError('not_found', 'Payment not found');
    if (!row) {
      throw new AppError(
        'payment_not_confirmable',
        'Only a payment awaiting confirmation can be confirmed or rejected',
      );
    }
    await writeAuditEvent(tx, {
      organizationId: scope.organizationId,
      actorUserId: actor.userId,
      action: `payment.${decision}`,
      entityType: 'payment',
      entityId: paymentId,
      details: { from: 'pending_confirmation', to: decision },
      ipAddress: actor.ipAddress,
    });
    if (found.tenantUserId) {
      await notifier.notify(tx, {
        recipients: [found.tenantUserId],
        organizationId: scope.organizationId,
        type: 'payment',
        event: decision === 'confirmed' ? 'payment_confirmed' : 'payment_rejected',
        params: { amountMinor: row.amountMinor, currency: row.currency, propertyName: found.propertyName },
        link: '/tenant-portal',
        dedupeKey: `payment_${decision}:${paymentId}`,
      });
    }
    return toPaymentRecord(row);
  });
}

/** 'Confirm Received': pending confirmation → confirmed, once; a payment already decided answers 409. */
export function confirmPayment(db: Database, notifier: Notifier, actor: Actor, paymentId: string) {
  return decidePayment(db, notifier, actor, paymentId, 'confirmed');
}

export function rejectPayment(db: Database, notifier: Notifier, actor: Actor, paymentId: string) {
  return decidePayment(db, notifier, actor, paymentId, 'rejected');
}

/** The dashboard's money figures for the month of `today`, one entry per currency in use. */
export async function summarizeMonthMoney(db: Database, organizationId: string, today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(addMonths(monthStart, 1), -1);
  const { due, collected, overdue } = await summarizeMoney(db, { organizationId, monthStart, monthEnd, today });
  const currencies = [...new Set([...due, ...collected, ...overdue].map((row) => row.currency))].sort();
  const amountIn = (rows: { currency: string; amountMinor: number }[], currency: string) =>
    rows.find((row) => row.currency === currency)?.amountMinor ?? 0;
  return currencies.map((currency) => ({
    currency,
    rentDueThisMonthMinor: amountIn(due, currency),
    collectedThisMonthMinor: amountIn(collected, currency),
    overdueMinor: amountIn(overdue, currency),
  }));
}

export type HistoricalPayment = {
  chargeId: string;
  amountMinor: number;
  method: TRecordPaymentRequest['method'];
  paidOn: string;
  /** 'confirmed' for a tenant's report the landlord confirmed, 'paid' for money the landlord recorded. */
  status: 'confirmed' | 'paid';
};

export function listChargesDueByDate(db: Database, organizationId: string, dueBy: string) {
  return listChargesDueBy(db, { organizationId, dueBy });
}

/**
 * Imports payments received before Rentwell was used (an earlier system's history), in one statement,
 * with one audit event for the import.
 */
export async function importPaymentHistory(db: Database, actor: Actor, history: HistoricalPayment[]) {
  const organizationId = chargeScopeOf(actor);
  if (!('organizationId' in organizationId)) throw new AppError('forbidden', 'Only the landlord imports payments');
  const charges = new Map(
    (await listChargesDueBy(db, { organizationId: organizationId.organizationId, dueBy: '9999-12-31' })).map(
      (charge) => [charge.id, charge],
    ),
  );
  await db.transaction(async (tx) => {
    await insertPayments(
      tx,
      history.flatMap((payment) => {
        const charge = charges.get(payment.chargeId);
        if (!charge) return [];
        const confirmedAt = new Date(`${payment.paidOn}T12:00:00Z`);
        return [
          {
            organizationId: organizationId.organizationId,
            chargeId: charge.id,
            leaseId: charge.leaseId,
            amountMinor: payment.amountMinor,
            currency: charge.currency,
            method: payment.method,
            status: payment.status,
            paidOn: payment.paidOn,
            confirmedByUserId: actor.userId,
            confirmedAt,
            receiptNumber: receiptNumberFor(charge.id, confirmedAt),
          },
        ];
      }),
    );
    await writeAuditEvent(tx, {
      organizationId: organizationId.organizationId,
      actorUserId: actor.userId,
      action: 'payment.history_imported',
      entityType: 'payment',
      entityId: null,
      details: { payments: history.length },
      ipAddress: actor.ipAddress,
    });
  });
}
