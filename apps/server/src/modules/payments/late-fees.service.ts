import type { TLateFee, TWaiveLateFeeRequest } from '@rentwell/contracts/rent-rules';
import type { Database } from '@rentwell/db/create-db';
import type { lateFees } from '@rentwell/db/schema/rent-rules';
import { computeLateFee, isLateFeeDue } from '@rentwell/domain/late-fee';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { toOrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import {
  findLateFeeOfCharge,
  insertLateFeeIgnoringExisting,
  listLateFeeCandidates,
  waiveLateFee,
} from './late-fees.repo.ts';
import { findCharge } from './payments.repo.ts';

type LateFeeRow = typeof lateFees.$inferSelect;

export function toLateFee(
  row: Pick<LateFeeRow, 'id' | 'amountMinor' | 'currency' | 'chargedOn' | 'waivedAt' | 'waiveReason'>,
): TLateFee {
  return {
    id: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    chargedOn: row.chargedOn,
    waived: row.waivedAt ? { at: row.waivedAt.toISOString(), reason: row.waiveReason ?? '' } : null,
  };
}

/**
 * Charges the late fee, once, on every rent charge still overdue more than its organization's grace days on
 * `today` (of one organization, or of all), computed from the rule as it stands now. Safe to repeat and to run on
 * several instances at once: a charge's fee is unique. Returns how many fees were charged.
 */
export async function applyLateFees(
  db: Database,
  today: string,
  scope: { organizationId?: string; timeZone?: string } = {},
): Promise<number> {
  const candidates = await listLateFeeCandidates(db, { today, ...scope });
  let charged = 0;
  for (const candidate of candidates) {
    // The query's condition, by the domain rule (an integration test runs both).
    if (!isLateFeeDue(candidate, candidate.rule.graceDays, today)) continue;
    const amountMinor = computeLateFee(candidate.rule, candidate, candidate.organizationCurrency);
    if (amountMinor === null) continue;
    charged += await insertLateFeeIgnoringExisting(db, {
      organizationId: candidate.organizationId,
      chargeId: candidate.chargeId,
      leaseId: candidate.leaseId,
      amountMinor,
      currency: candidate.currency,
      chargedOn: today,
      lateFeeKind: candidate.rule.lateFeeKind,
      graceDays: candidate.rule.graceDays,
      percentBasisPoints: candidate.rule.percentBasisPoints,
      capMinor: candidate.rule.capMinor,
    });
  }
  return charged;
}

/**
 * The landlord waives a charge's late fee with a reason: the fee stays on record, marked waived, and no longer
 * counts in any balance. Audited with the reason. A charge of another organization, or without a fee, is 404;
 * a fee already waived is 409.
 */
export async function waiveLateFeeOf(
  db: Database,
  actor: Actor,
  chargeId: string,
  input: TWaiveLateFeeRequest,
): Promise<TLateFee> {
  const { organizationId } = toOrganizationActor(actor);
  const charge = await findCharge(db, { organizationId, chargeId });
  if (!charge) throw new AppError('not_found', 'Rent charge not found');
  return db.transaction(async (tx) => {
    const waived = await waiveLateFee(tx, { organizationId, chargeId }, { userId: actor.userId, reason: input.reason });
    if (!waived) {
      const existing = await findLateFeeOfCharge(tx, { organizationId, chargeId });
      if (!existing) throw new AppError('not_found', 'This charge has no late fee');
      throw new AppError('conflict', 'This late fee is already waived');
    }
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'payment.late_fee_waived',
      entityType: 'payment',
      entityId: chargeId,
      details: {
        lateFeeId: waived.id,
        amountMinor: waived.amountMinor,
        currency: waived.currency,
        reason: input.reason,
      },
      ipAddress: actor.ipAddress,
    });
    return toLateFee(waived);
  });
}
