import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayFor } from '../lib/today.ts';
import { applyProviderEvent } from '../modules/online-payments/online-payment-events.service.ts';
import { insertOnlinePayment } from '../modules/online-payments/online-payments.repo.ts';
import { listChargesOf } from '../modules/payments/payments.service.ts';

/**
 * Two online payments in the demo's history, applied by the same code a verified Stripe event runs: one card
 * payment settled, one bank debit (ACH) still processing. The demo organization connects no Stripe account, so no
 * tenant sees a Pay button that could not work; Settings says how to connect one.
 */
export async function seedDemoOnlinePayments(deps: AppDeps, admin: OrganizationActor, demoTenantUserId: string) {
  const { items } = await listChargesOf(
    deps.db,
    admin,
    { status: 'overdue', sort: 'attention', page: 1, pageSize: 200 },
    todayFor(admin),
  );
  const unpaid = items.filter(
    (charge) => charge.tenant && charge.tenant.id !== demoTenantUserId && charge.receivedMinor === 0,
  );
  const [card] = unpaid;
  const bank = unpaid.find((charge) => charge.leaseId !== card?.leaseId);
  const settled = [
    { charge: card, method: 'card' as const, kind: 'succeeded' as const },
    { charge: bank, method: 'us_bank_account' as const, kind: 'processing' as const },
  ];
  for (const [index, { charge, method, kind }] of settled.entries()) {
    if (!charge?.tenant) continue;
    const payment = await insertOnlinePayment(
      deps.db,
      {
        organizationId: admin.organizationId,
        tenantUserId: charge.tenant.id,
        amountMinor: charge.balanceMinor,
        currency: charge.currency,
        checkoutSessionId: `cs_demo_${index + 1}`,
      },
      [{ chargeId: charge.id, leaseId: charge.leaseId, amountMinor: charge.balanceMinor }],
    );
    const reference = { onlinePaymentId: payment.id, paymentIntentId: `pi_demo_${index + 1}` };
    const event = { eventId: `evt_demo_${index + 1}`, type: 'checkout.session.completed', reference };
    await applyProviderEvent(
      deps.db,
      deps.notifier,
      admin.organizationId,
      kind === 'succeeded'
        ? { ...event, kind, method, amountMinor: charge.balanceMinor, currency: charge.currency }
        : { ...event, kind, method },
    );
  }
}
