import type { Database } from '@rentwell/db/create-db';
import { rentRules } from '@rentwell/db/schema/rent-rules';
import { eq } from 'drizzle-orm';

const ruleColumns = {
  graceDays: rentRules.graceDays,
  lateFeeKind: rentRules.lateFeeKind,
  flatAmountMinor: rentRules.flatAmountMinor,
  percentBasisPoints: rentRules.percentBasisPoints,
  capMinor: rentRules.capMinor,
  overdueFirstDays: rentRules.overdueFirstDays,
  overdueSecondDays: rentRules.overdueSecondDays,
  overdueFinalDays: rentRules.overdueFinalDays,
};

export type RentRuleValues = {
  graceDays: number;
  lateFeeKind: 'none' | 'flat' | 'percent';
  flatAmountMinor: number | null;
  percentBasisPoints: number | null;
  capMinor: number | null;
  overdueFirstDays: number;
  overdueSecondDays: number;
  overdueFinalDays: number;
};

/** The organization's rent rules; `forUpdate` locks the row until the transaction ends (so the audit's 'from' is right). */
export async function findRentRules(db: Database, organizationId: string, forUpdate = false) {
  const query = db.select(ruleColumns).from(rentRules).where(eq(rentRules.organizationId, organizationId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function upsertRentRules(
  db: Database,
  organizationId: string,
  values: RentRuleValues & { updatedByUserId: string },
) {
  const [row] = await db
    .insert(rentRules)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: rentRules.organizationId, set: { ...values, updatedAt: new Date() } })
    .returning(ruleColumns);
  if (!row) throw new Error('rent rules upsert returned no row');
  return row;
}
