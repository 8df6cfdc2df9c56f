import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import type { LeaseAgreementInput } from '../../documents/lease-agreement.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { todayFor } from '../../lib/today.ts';
import { findOrganizationContact, getMe } from '../accounts/accounts.service.ts';
import { leaseAgreementTerms } from '../letter-templates/letter-templates.service.ts';
import { findLeaseAgreementData } from './lease-agreement.repo.ts';

export type LeaseAgreementSource = {
  input: LeaseAgreementInput;
  /** The tenant's language: the agreement is written in it unless the landlord picks another. */
  language: TLanguage;
  tenantUserId: string;
};

/**
 * What the agreement of an organization's lease states. The landlord is the organization, with its owner's email
 * as the contact for notices, represented by the staff member preparing the agreement; the rent clause states the
 * rent rules (grace days, late fee), and the organization's own clauses follow the standard ones.
 */
export async function loadLeaseAgreementInput(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
): Promise<LeaseAgreementSource> {
  const lease = await findLeaseAgreementData(db, { organizationId: actor.organizationId, leaseId });
  if (!lease) throw new AppError('not_found', 'Lease not found');
  if (lease.tenantUserId === null || lease.tenantName === null || lease.tenantEmail === null) {
    throw new AppError('conflict', 'This lease has no tenant account to name in the agreement');
  }
  const language = lease.tenantLanguage ?? 'en';
  const [representative, owner, terms] = await Promise.all([
    getMe(db, actor),
    findOrganizationContact(db, actor.organizationId),
    leaseAgreementTerms(db, { organizationId: actor.organizationId, leaseId }, language, todayFor(actor)),
  ]);
  return {
    input: {
      landlord: {
        organizationName: lease.organizationName,
        contactEmail: owner?.email ?? representative.user.email,
        representativeName: representative.user.name,
      },
      tenant: { fullName: lease.tenantName, email: lease.tenantEmail, phone: lease.tenantPhone || null },
      premises: {
        propertyName: lease.propertyName,
        unitLabel: lease.unitLabel,
        address: lease.address,
        city: lease.city,
        state: lease.state,
        zipCode: lease.zipCode,
        country: lease.country,
      },
      term: { startDate: lease.startDate, endDate: lease.endDate },
      rent: {
        currency: lease.currency,
        monthlyRentMinor: lease.monthlyRentMinor,
        securityDepositMinor: lease.securityDepositMinor,
        dueDay: lease.dueDay,
      },
      ...terms,
    },
    language,
    tenantUserId: lease.tenantUserId,
  };
}
