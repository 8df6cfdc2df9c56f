import type { TOrganization, TUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import {
  findOrganization,
  findOrganizationForUpdate,
  findOrganizationTimeZones,
  updateOrganizationSettings,
} from './organization.repo.ts';

/**
 * An admin sets the organization's currency and time zone (each change audited). Records keep the currency they were
 * written in (money is minor units plus a code, never converted); new expenses and new properties, and so their leases
 * and charges, use this one. The time zone moves the organization's "today": rent due and overdue, lease status,
 * reports' periods, the calendar, reminders' local morning and the daily jobs follow it from the next request on.
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
    const patch = {
      ...(input.currency !== undefined && input.currency !== current.currency ? { currency: input.currency } : {}),
      ...(input.timeZone !== undefined && input.timeZone !== current.timeZone ? { timeZone: input.timeZone } : {}),
      ...(input.shareTenantDetailsWithModel !== undefined &&
      input.shareTenantDetailsWithModel !== current.shareTenantDetailsWithModel
        ? { shareTenantDetailsWithModel: input.shareTenantDetailsWithModel }
        : {}),
      ...(input.emailReceipts !== undefined && input.emailReceipts !== current.emailReceipts
        ? { emailReceipts: input.emailReceipts }
        : {}),
      ...(input.rentNoticeDaysBefore !== undefined && input.rentNoticeDaysBefore !== current.rentNoticeDaysBefore
        ? { rentNoticeDaysBefore: input.rentNoticeDaysBefore }
        : {}),
      ...(input.paymentInstructions !== undefined && input.paymentInstructions !== current.paymentInstructions
        ? { paymentInstructions: input.paymentInstructions }
        : {}),
    };
    if (Object.keys(patch).length === 0) return current;
    const updated = await updateOrganizationSettings(tx, organizationId, patch);
    if (!updated) throw new AppError('not_found', 'Organization not found');
    const audit = {
      organizationId,
      actorUserId: actor.userId,
      entityType: 'organization' as const,
      entityId: organizationId,
    };
    if (patch.currency !== undefined) {
      await writeAuditEvent(tx, {
        ...audit,
        action: 'organization.currency_changed',
        details: { from: current.currency, to: updated.currency },
        ipAddress: actor.ipAddress,
      });
    }
    if (patch.timeZone !== undefined) {
      await writeAuditEvent(tx, {
        ...audit,
        action: 'organization.time_zone_changed',
        details: { from: current.timeZone, to: updated.timeZone },
        ipAddress: actor.ipAddress,
      });
    }
    if (patch.shareTenantDetailsWithModel !== undefined) {
      await writeAuditEvent(tx, {
        ...audit,
        action: 'organization.model_sharing_changed',
        details: { from: current.shareTenantDetailsWithModel, to: updated.shareTenantDetailsWithModel },
        ipAddress: actor.ipAddress,
      });
    }
    if (patch.emailReceipts !== undefined) {
      await writeAuditEvent(tx, {
        ...audit,
        action: 'organization.receipt_mails_changed',
        details: { from: current.emailReceipts, to: updated.emailReceipts },
        ipAddress: actor.ipAddress,
      });
    }
    if (patch.rentNoticeDaysBefore !== undefined || patch.paymentInstructions !== undefined) {
      await writeAuditEvent(tx, {
        ...audit,
        action: 'organization.rent_notices_changed',
        details: {
          from: { daysBefore: current.rentNoticeDaysBefore, paymentInstructions: current.paymentInstructions },
          to: { daysBefore: updated.rentNoticeDaysBefore, paymentInstructions: updated.paymentInstructions },
        },
        ipAddress: actor.ipAddress,
      });
    }
    return updated;
  });
}

/** Whether tenants' names, emails and phone numbers may go to the language model (an admin's choice; off by default). */
export async function sharesTenantDetailsWithModel(db: Database, organizationId: string): Promise<boolean> {
  return (await findOrganization(db, organizationId))?.shareTenantDetailsWithModel ?? false;
}

/** The currency new records of the organization are written in. */
export async function findOrganizationCurrency(db: Database, organizationId: string): Promise<string> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new AppError('not_found', 'Organization not found');
  return organization.currency;
}

/** Every time zone some organization is in (the daily jobs run once for each, on its local date). */
export function listOrganizationTimeZones(db: Database): Promise<string[]> {
  return findOrganizationTimeZones(db);
}
