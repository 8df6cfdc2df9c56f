import type { TOrganization, TUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { findOrganization, findOrganizationForUpdate, updateOrganizationCurrency } from './organization.repo.ts';

/**
 * An admin sets the organization's currency. Records keep the currency they were written in (money is minor units
 * plus a code, never converted); new expenses and new properties, and so their leases and charges, use this one.
 */
export async function updateMyOrganization(
  db: Database,
  actor: OrganizationActor,
  input: TUpdateOrganizationRequest,
): Promise<TOrganization> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const current = await findOrganizationForUpdate(tx, organizationId);
    if (!current) throw new AppError('not_found', 'Organization not found');
    if (current.currency === input.currency) return current;
    const updated = await updateOrganizationCurrency(tx, organizationId, input.currency);
    if (!updated) throw new AppError('not_found', 'Organization not found');
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'organization.currency_changed',
      entityType: 'organization',
      entityId: organizationId,
      details: { from: current.currency, to: updated.currency },
      ipAddress: actor.ipAddress,
    });
    return updated;
  });
}

/** The currency new records of the organization are written in. */
export async function findOrganizationCurrency(db: Database, organizationId: string): Promise<string> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new AppError('not_found', 'Organization not found');
  return organization.currency;
}
