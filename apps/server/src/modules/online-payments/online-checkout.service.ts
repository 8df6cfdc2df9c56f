import type { TOnlinePayment, TStartOnlinePaymentRequest } from '@rentwell/contracts/online-payments';
import type { TCharge } from '@rentwell/contracts/payments';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { convenienceFeeOf } from '@rentwell/domain/convenience-fee';
import type { Logger } from 'pino';
import type { AppConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { findNotificationRecipients, getProfileLanguage } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { listChargesOf } from '../payments/payments.service.ts';
import { providerOf } from './online-payment-settings.service.ts';
import {
  insertOnlinePayment,
  listChargesBeingPaid,
  listOnlinePayments,
  updateOnlinePayment,
} from './online-payments.repo.ts';
import type { OnlinePaymentMethod } from './payment-provider.ts';

/** The convenience fee's line on the provider's checkout page, in the tenant's language. */
const CONVENIENCE_FEE_LINE: Record<TLanguage, string> = {
  en: 'Convenience fee',
  es: 'Cargo por conveniencia',
  fr: 'Frais de service',
  he: 'עמלת נוחות',
  sq: 'Tarifë shërbimi',
};

type CheckoutConfig = Pick<AppConfig, 'authSecret' | 'baseUrl' | 'stripeApiUrl'>;

/** A bank debit (ACH) needs US dollars; a card takes any currency. */
function methodsFor(currency: string): OnlinePaymentMethod[] {
  return currency === 'USD' ? ['card', 'us_bank_account'] : ['card'];
}

/** The charges the tenant pays: those they named that still ask for money, or everything owed today. */
async function chargesToPay(db: Database, actor: OrganizationActor, input: TStartOnlinePaymentRequest, today: string) {
  const { items } = await listChargesOf(db, actor, { sort: 'attention', page: 1, pageSize: 200 }, today);
  const open = items.filter((charge) => charge.balanceMinor > 0);
  if (input.pay === 'balance') return open.filter((charge) => charge.dueDate <= today);
  const named = new Set(input.chargeIds);
  return open.filter((charge) => named.has(charge.id));
}

function lineName(charge: TCharge): string {
  return `${charge.property.name} · ${charge.unit.label} · ${charge.periodStart} – ${charge.periodEnd}`;
}

/**
 * The tenant starts paying online: the charges and their amounts are fixed now, then the provider's checkout page
 * takes over. Nothing is marked paid here; only the provider's verified event does that.
 */
export async function startOnlineCheckout(
  deps: { db: Database; config: CheckoutConfig; logger: Logger },
  actor: OrganizationActor,
  input: TStartOnlinePaymentRequest,
  today: string,
): Promise<{ id: string; checkoutUrl: string }> {
  const { db, config } = deps;
  const connected = await providerOf(db, config, actor.organizationId);
  if (!connected) throw new AppError('online_payments_not_connected', 'Your landlord does not take online payments');
  const charges = await chargesToPay(db, actor, input, today);
  if (charges.length === 0) throw new AppError('online_payment_nothing_owed', 'Nothing is owed on these charges');
  const currencies = new Set(charges.map((charge) => charge.currency));
  const [currency] = currencies;
  if (!currency || currencies.size > 1) {
    throw new AppError('online_payment_mixed_currencies', 'Pay charges of one currency at a time');
  }
  const busy = await listChargesBeingPaid(db, {
    organizationId: actor.organizationId,
    chargeIds: charges.map((charge) => charge.id),
  });
  if (busy.length > 0)
    throw new AppError('online_payment_in_progress', 'A bank payment for this rent is still clearing');

  const amountMinor = charges.reduce((sum, charge) => sum + charge.balanceMinor, 0);
  const { account, provider } = connected;
  const feeMinor =
    account.feePolicy === 'convenience_fee' ? convenienceFeeOf(amountMinor, account.convenienceFeeBasisPoints) : 0;
  const payment = await db.transaction(async (tx) => {
    const row = await insertOnlinePayment(
      tx,
      { organizationId: actor.organizationId, tenantUserId: actor.userId, amountMinor, feeMinor, currency },
      charges.map((charge) => ({ chargeId: charge.id, leaseId: charge.leaseId, amountMinor: charge.balanceMinor })),
    );
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'payment.online_started',
      entityType: 'payment',
      entityId: row.id,
      details: { chargeIds: charges.map((charge) => charge.id), amountMinor, feeMinor, currency },
      ipAddress: actor.ipAddress,
    });
    return row;
  });

  const returnUrl = `${config.baseUrl}/tenant-portal/online-payments/${payment.id}`;
  try {
    const lines = charges.map((charge) => ({ name: lineName(charge), amountMinor: charge.balanceMinor }));
    const [tenant] = await findNotificationRecipients(db, [actor.userId]);
    const feeLine = { name: CONVENIENCE_FEE_LINE[await getProfileLanguage(db, actor.userId)], amountMinor: feeMinor };
    const checkout = await provider.createCheckout({
      onlinePaymentId: payment.id,
      customerEmail: tenant?.email ?? null,
      currency,
      lines: feeMinor > 0 ? [...lines, feeLine] : lines,
      methods: methodsFor(currency),
      successUrl: returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
    });
    await updateOnlinePayment(
      db,
      { organizationId: actor.organizationId, onlinePaymentId: payment.id },
      { checkoutSessionId: checkout.sessionId },
    );
    return { id: payment.id, checkoutUrl: checkout.url };
  } catch (error) {
    deps.logger.warn({ err: error, onlinePaymentId: payment.id }, 'payment provider refused a checkout');
    await updateOnlinePayment(
      db,
      { organizationId: actor.organizationId, onlinePaymentId: payment.id },
      { status: 'expired' },
    );
    throw new AppError('payment_provider_failed', 'The payment provider could not start the payment');
  }
}

type OnlinePaymentRow = Awaited<ReturnType<typeof listOnlinePayments>>[number];

export function toOnlinePayment(row: OnlinePaymentRow): TOnlinePayment {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    currency: row.currency,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the tenant's own online payments, for the return page. */
export async function getMyOnlinePayment(db: Database, actor: OrganizationActor, onlinePaymentId: string) {
  const [row] = await listOnlinePayments(db, {
    organizationId: actor.organizationId,
    tenantUserId: actor.userId,
    onlinePaymentId,
    limit: 1,
  });
  if (!row) throw new AppError('not_found', 'Online payment not found');
  return toOnlinePayment(row);
}

export async function listMyOnlinePayments(db: Database, actor: OrganizationActor) {
  const rows = await listOnlinePayments(db, {
    organizationId: actor.organizationId,
    tenantUserId: actor.userId,
    limit: 20,
  });
  return rows.map(toOnlinePayment);
}

/** The organization's online payments the ledger does not hold yet: bank debits clearing and payments held. */
export async function listPendingOnlinePayments(db: Database, actor: OrganizationActor) {
  const rows = await listOnlinePayments(db, {
    organizationId: actor.organizationId,
    statuses: ['processing', 'held'],
    limit: 50,
  });
  return rows.map((row) => ({ ...toOnlinePayment(row), tenantName: row.tenantName, holdReason: row.holdReason }));
}
