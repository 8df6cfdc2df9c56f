import type {
  TCreateTenantRequest,
  TCreateTenantResponse,
  TLease,
  TLeaseList,
  TListTenantsQuery,
  TRenewLeaseRequest,
} from '@rentwell/contracts/leases';
import type { Database } from '@rentwell/db/create-db';
import { addDays } from '@rentwell/domain/calendar-date';
import { isValidTerminationDate, leaseStatusOn } from '@rentwell/domain/lease-status';
import type { Auth } from '../../auth/auth.ts';
import { type DocumentUploadRules, storeUploadedDocument } from '../../files/document-upload.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation, violatedConstraintOf } from '../../lib/database-errors.ts';
import { generatePassword } from '../../lib/generated-password.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { createMemberAccount, findAccountByEmail, linkTenantToOrganization } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { addDocument } from '../documents/documents.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { generateChargesForLease, trimChargesToTermination } from '../payments/rent-schedule.service.ts';
import { getPropertyBasics } from '../properties/properties.service.ts';
import {
  findLease,
  findLeaseParties,
  findVacantUnits,
  insertLease,
  type LeaseRow,
  listLeases,
  listLeasesEndingBetween,
  listLeasesNeedingCharges,
  listLeasesOfTenant,
  lockUnitForLeasing,
  refreshStaleLeaseStatuses,
  terminateRunningLease,
} from './leases.repo.ts';

export function toLease(row: LeaseRow): TLease {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    terminatedOn: row.terminatedOn,
    monthlyRentMinor: row.monthlyRentMinor,
    securityDepositMinor: row.securityDepositMinor,
    currency: row.currency,
    dueDay: row.dueDay,
    property: { id: row.propertyId, name: row.propertyName, address: row.propertyAddress, city: row.propertyCity },
    unit: { id: row.unitId, label: row.unitLabel },
    tenant:
      row.tenantId && row.tenantName && row.tenantEmail
        ? { id: row.tenantId, name: row.tenantName, email: row.tenantEmail, phone: row.tenantPhone }
        : null,
    document: row.documentName ? { name: row.documentName, url: `/api/leases/${row.id}/document` } : null,
    agreementSignature: row.agreementSignature,
    previousLeaseId: row.previousLeaseId,
    balance: { owedMinor: row.owedMinor, overdueMinor: row.overdueMinor, creditMinor: row.creditMinor },
    nextDueDate: row.nextDueDate,
  };
}

export async function listTenantLeases(
  db: Database,
  actor: OrganizationActor,
  query: TListTenantsQuery,
  today: string,
): Promise<TLeaseList> {
  const { rows, total } = await listLeases(db, { organizationId: actor.organizationId }, query, today);
  return { items: rows.map(toLease), total, page: query.page, pageSize: query.pageSize };
}

export async function getLease(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
  today: string,
): Promise<TLease> {
  const row = await findLease(db, { organizationId: actor.organizationId, leaseId }, today);
  if (!row) throw new AppError('not_found', 'Lease not found');
  return toLease(row);
}

export async function listVacantUnits(db: Database, actor: OrganizationActor, propertyId: string) {
  const { organizationId } = actor;
  await getPropertyBasics(db, actor, propertyId);
  return findVacantUnits(db, { organizationId, propertyId });
}

type LeaseInput = {
  propertyId: string;
  unitId: string;
  tenantUserId: string;
  startDate: string;
  endDate: string;
  monthlyRentMinor: number;
  securityDepositMinor: number;
  dueDay: number;
  previousLeaseId?: string;
};

/** Inserts a lease and its first rent charges; the database refuses a unit leased twice over the same dates. */
async function insertLeaseWithCharges(
  tx: Database,
  actor: OrganizationActor,
  input: LeaseInput,
  currency: string,
  today: string,
) {
  const { organizationId } = actor;
  const status = leaseStatusOn({ ...input, terminatedOn: null }, today);
  await lockUnitForLeasing(tx, { organizationId, unitId: input.unitId });
  let leaseId: string;
  try {
    leaseId = await insertLease(tx, { ...input, organizationId, currency, status });
  } catch (error) {
    // The other exclusion on leases, a short-term stay in the way, is answered by the error handler.
    if (isExclusionViolation(error) && violatedConstraintOf(error) !== 'leases_home_let_once') {
      throw new AppError('unit_not_available', 'This unit is already leased for some of these dates');
    }
    throw error;
  }
  await generateChargesForLease(tx, { id: leaseId, organizationId, currency, terminatedOn: null, ...input }, today);
  await writeAuditEvent(tx, {
    organizationId,
    actorUserId: actor.userId,
    action: input.previousLeaseId ? 'lease.renewed' : 'lease.created',
    entityType: 'lease',
    entityId: leaseId,
    details: {
      unitId: input.unitId,
      startDate: input.startDate,
      endDate: input.endDate,
      monthlyRentMinor: input.monthlyRentMinor,
    },
    ipAddress: actor.ipAddress,
  });
  return leaseId;
}

/**
 * The add-tenant dialog: a tenant account (with a generated password shown once) or an existing
 * tenant's account, and the lease on a vacant unit, in one transaction.
 */
export async function createTenantWithLease(
  db: Database,
  auth: Auth,
  notifier: Notifier,
  actor: OrganizationActor,
  input: TCreateTenantRequest,
  today: string,
): Promise<TCreateTenantResponse> {
  const { organizationId } = actor;
  const property = await getPropertyBasics(db, actor, input.propertyId);
  const vacant = await findVacantUnits(db, { organizationId, propertyId: input.propertyId });
  if (vacant.length === 0) throw new AppError('no_vacant_units', 'No vacant units available for this property');
  const chosenUnit = vacant.find((unit) => unit.id === input.unitId);
  if (!chosenUnit) throw new AppError('unit_not_available', 'This unit is not vacant');

  const existing = await findAccountByEmail(db, input.email);
  if (
    existing &&
    (existing.role !== 'tenant' || (existing.organizationId && existing.organizationId !== organizationId))
  ) {
    throw new AppError('email_in_use', 'This email belongs to another account');
  }
  const password = existing ? null : generatePassword();
  const passwordHash = password ? await (await auth.$context).password.hash(password) : null;

  const leaseId = await db.transaction(async (tx) => {
    let tenantUserId: string;
    if (existing) {
      tenantUserId = existing.userId;
      await linkTenantToOrganization(tx, tenantUserId, organizationId);
    } else {
      tenantUserId = await createMemberAccount(tx, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone || null,
        role: 'tenant',
        organizationId,
        passwordHash: passwordHash ?? '',
        language: 'en',
        mustChangePassword: true,
      });
    }
    const leaseId = await insertLeaseWithCharges(tx, actor, { ...input, tenantUserId }, property.currency, today);
    await notifier.notify(tx, {
      recipients: [tenantUserId],
      organizationId,
      type: 'lease',
      event: 'lease_created',
      params: { propertyName: property.name, unitLabel: chosenUnit.label },
      link: '/tenant-portal',
      dedupeKey: `lease_created:${leaseId}`,
    });
    return leaseId;
  });
  return {
    lease: await getLease(db, actor, leaseId, today),
    credentials: password ? { email: input.email.toLowerCase(), password } : null,
  };
}

/** Ends a lease on a date (its last day), once; later unpaid charges go, the last one is prorated. */
export async function terminateLease(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
  terminatedOn: string,
  today: string,
) {
  const lease = await getLease(db, actor, leaseId, today);
  if (!isValidTerminationDate(lease, terminatedOn)) {
    throw new AppError('invalid_lease_dates', 'The termination date must fall within the lease', {
      terminatedOn: ['Choose a date between the start and the end of the lease'],
    });
  }
  const { organizationId } = actor;
  await db.transaction(async (tx) => {
    const status = leaseStatusOn({ ...lease, terminatedOn }, today);
    if (!(await terminateRunningLease(tx, { organizationId, leaseId }, { status, terminatedOn }))) {
      throw new AppError('conflict', 'This lease has already been terminated or has ended');
    }
    await trimChargesToTermination(tx, { ...lease, id: leaseId, organizationId, terminatedOn });
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'lease.terminated',
      entityType: 'lease',
      entityId: leaseId,
      details: { terminatedOn },
      ipAddress: actor.ipAddress,
    });
  });
  return getLease(db, actor, leaseId, today);
}

/** The next lease for the same tenant and unit, starting after this one. */
export async function renewLease(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
  input: TRenewLeaseRequest,
  today: string,
) {
  const lease = await getLease(db, actor, leaseId, today);
  if (!lease.tenant) throw new AppError('invalid_lease_dates', 'This lease has no tenant to renew with');
  const lastDay = lease.terminatedOn ?? lease.endDate;
  if (input.startDate <= lastDay) {
    throw new AppError('invalid_lease_dates', 'The renewal must start after the current lease ends', {
      startDate: ['Choose a date after the current lease ends'],
    });
  }
  const tenantUserId = lease.tenant.id;
  const renewedId = await db.transaction((tx) =>
    insertLeaseWithCharges(
      tx,
      actor,
      {
        ...input,
        securityDepositMinor: input.securityDepositMinor ?? lease.securityDepositMinor,
        propertyId: lease.property.id,
        unitId: lease.unit.id,
        tenantUserId,
        previousLeaseId: leaseId,
      },
      lease.currency,
      today,
    ),
  );
  return getLease(db, actor, renewedId, today);
}

const LEASE_PDF_UPLOAD: DocumentUploadRules = {
  accept: ['application/pdf'],
  tooLarge: 'Documents can be at most 10 MB',
  wrongType: 'Upload the document as a PDF',
  fallbackName: 'document',
};

/** Stores an uploaded PDF as the lease's current document, shared with the lease's tenant. */
export async function attachLeaseDocument(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  leaseId: string,
  upload: File,
  today: string,
): Promise<TLease> {
  const { organizationId } = actor;
  const lease = await getLease(db, actor, leaseId, today);
  const file = await storeUploadedDocument(files, `${organizationId}/documents`, upload, LEASE_PDF_UPLOAD);
  await db.transaction(async (tx) => {
    const documentId = await addDocument(tx, actor, {
      kind: 'lease',
      source: 'uploaded',
      title: file.fileName.replace(/\.[^.]*$/, ''),
      lease: { id: leaseId, tenantUserId: lease.tenant?.id ?? null },
      file,
    });
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'lease.document_uploaded',
      entityType: 'lease',
      entityId: leaseId,
      details: { name: file.fileName, documentId },
      ipAddress: actor.ipAddress,
    });
  });
  return getLease(db, actor, leaseId, today);
}

export function listLeasesOf(db: Database, tenantUserId: string, today: string) {
  return listLeasesOfTenant(db, { tenantUserId }, today);
}

export function listLeasesEndingSoon(db: Database, organizationId: string, today: string, days: number) {
  return listLeasesEndingBetween(db, { organizationId, from: today, to: addDays(today, days) });
}

/** Sets the lease's status to what its dates give today (of organizations in `timeZone`, or all); returns how many changed. */
export function refreshLeaseStatuses(db: Database, today: string, timeZone?: string): Promise<number> {
  return refreshStaleLeaseStatuses(db, today, timeZone);
}

export function listLeasesForSchedule(db: Database, endingSince: string, timeZone?: string) {
  return listLeasesNeedingCharges(db, endingSince, timeZone);
}

/** The tenant and organization of a lease, for work done on the tenant's behalf (demo data). */
export async function findLeaseTenant(db: Database, leaseId: string) {
  const row = await findLeaseParties(db, leaseId);
  return row?.tenantUserId ? { tenantUserId: row.tenantUserId, organizationId: row.organizationId } : null;
}
