import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayFor } from '../lib/today.ts';
import { updateRentRules } from '../modules/organization/rent-rules.service.ts';
import { applyLateFees, waiveLateFeeOf } from '../modules/payments/late-fees.service.ts';
import { listChargesOf } from '../modules/payments/payments.service.ts';

/** 5 grace days, then 5 % of the charge, at most $100. */
export const DEMO_RENT_RULES = {
  graceDays: 5,
  lateFeeKind: 'percent',
  flatAmountMinor: null,
  percentBasisPoints: 500,
  capMinor: 10_000,
} as const;

export const DEMO_WAIVE_REASON = 'Bank transfer delayed by the bank; the tenant paid on time.';

/**
 * The demo organization's rent rules, set by its admin; the late-fees service (the daily job's) charges the fees due
 * today on the demo's overdue rent; the admin waives the oldest with a reason (audited).
 */
export async function seedDemoLateFees(deps: AppDeps, admin: OrganizationActor) {
  // The organization's date (its time zone), as the requests and the daily job count it.
  const today = todayFor(admin);
  await updateRentRules(deps.db, admin, DEMO_RENT_RULES, today);
  // What the daily job does; saving the rules has charged these already, so this adds none.
  await applyLateFees(deps.db, today, { organizationId: admin.organizationId });
  const { items } = await listChargesOf(
    deps.db,
    admin,
    { status: 'overdue', sort: 'attention', page: 1, pageSize: 200 },
    today,
  );
  const oldest = items.find((charge) => charge.lateFee !== null);
  if (oldest) await waiveLateFeeOf(deps.db, admin, oldest.id, { reason: DEMO_WAIVE_REASON });
}
