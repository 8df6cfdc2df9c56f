import type { TRentRules, TUpdateRentRulesRequest } from '@rentwell/contracts/rent-rules';
import { DEFAULT_OVERDUE_LETTER_DAYS, ZUpdateRentRulesRequest } from '@rentwell/contracts/rent-rules';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { applyLateFees } from '../payments/late-fees.service.ts';
import { findOrganization } from './organization.repo.ts';
import { findRentRules, type RentRuleValues, upsertRentRules } from './rent-rules.repo.ts';

/** An organization that never set its rules: no grace days, no late fee. */
const NO_RULES: RentRuleValues = {
  graceDays: 0,
  lateFeeKind: 'none',
  flatAmountMinor: null,
  percentBasisPoints: null,
  capMinor: null,
  overdueFirstDays: DEFAULT_OVERDUE_LETTER_DAYS.first,
  overdueSecondDays: DEFAULT_OVERDUE_LETTER_DAYS.second,
  overdueFinalDays: DEFAULT_OVERDUE_LETTER_DAYS.final,
};

/** Keeps only the fields the fee's kind uses: a flat amount for 'flat', a rate and optional cap for 'percent'. */
function normalized(input: TUpdateRentRulesRequest): RentRuleValues {
  const rules = ZUpdateRentRulesRequest.parse(input);
  return {
    graceDays: rules.graceDays,
    lateFeeKind: rules.lateFeeKind,
    flatAmountMinor: rules.lateFeeKind === 'flat' ? rules.flatAmountMinor : null,
    percentBasisPoints: rules.lateFeeKind === 'percent' ? rules.percentBasisPoints : null,
    capMinor: rules.lateFeeKind === 'percent' ? rules.capMinor : null,
    overdueFirstDays: rules.overdueFirstDays,
    overdueSecondDays: rules.overdueSecondDays,
    overdueFinalDays: rules.overdueFinalDays,
  };
}

async function currencyOf(db: Database, organizationId: string) {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new AppError('not_found', 'Organization not found');
  return organization.currency;
}

export async function getRentRules(db: Database, actor: OrganizationActor): Promise<TRentRules> {
  const rules = (await findRentRules(db, actor.organizationId)) ?? NO_RULES;
  return { ...rules, currency: await currencyOf(db, actor.organizationId) };
}

/**
 * An admin sets the organization's rent rules (grace days, late fee). Fees already charged keep their amount; the
 * charges already overdue past the new grace days get their fee at once (as the daily job would), later ones from the
 * daily job. Audited with the rules before and after.
 */
export async function updateRentRules(
  db: Database,
  actor: OrganizationActor,
  input: TUpdateRentRulesRequest,
  today: string,
): Promise<TRentRules> {
  const { organizationId } = actor;
  const values = normalized(input);
  const saved = await db.transaction(async (tx) => {
    const before = (await findRentRules(tx, organizationId, true)) ?? NO_RULES;
    const after = await upsertRentRules(tx, organizationId, { ...values, updatedByUserId: actor.userId });
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await writeAuditEvent(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'organization.rent_rules_changed',
        entityType: 'organization',
        entityId: organizationId,
        details: { from: before, to: after },
        ipAddress: actor.ipAddress,
      });
    }
    return { ...after, currency: await currencyOf(tx, organizationId) };
  });
  await applyLateFees(db, today, { organizationId });
  return saved;
}
