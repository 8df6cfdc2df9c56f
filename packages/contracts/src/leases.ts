import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { ZDocumentSignatureStatus } from './documents.ts';
import { MAX_AMOUNT_MINOR } from './money.ts';
import { ZRentBalance } from './rent-balance.ts';

export const LEASE_STATUSES = ['pending', 'active', 'expired', 'terminated'] as const;
export const ZLeaseStatus = z.enum(LEASE_STATUSES);
export type TLeaseStatus = z.infer<typeof ZLeaseStatus>;

const ZMinor = z.number().int().min(0).max(MAX_AMOUNT_MINOR);

const leaseTerms = {
  startDate: ZCalendarDate,
  endDate: ZCalendarDate,
  monthlyRentMinor: ZMinor,
  securityDepositMinor: ZMinor,
  dueDay: z.number().int().min(1).max(28),
};

function endsAfterStart(value: { startDate: string; endDate: string }) {
  return value.endDate >= value.startDate;
}
const END_AFTER_START = { message: 'The end date must be on or after the start date', path: ['endDate'] };

/** The add-tenant dialog: the tenant and their lease, created together. */
export const ZCreateTenantRequest = z
  .object({
    fullName: z.string().trim().min(2).max(100),
    email: z.email().max(254),
    phone: z.string().trim().max(40),
    propertyId: z.uuid(),
    unitId: z.uuid(),
    ...leaseTerms,
  })
  .refine(endsAfterStart, END_AFTER_START);
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequest>;

export const ZLease = z.object({
  id: z.uuid(),
  status: ZLeaseStatus,
  startDate: z.string(),
  endDate: z.string(),
  terminatedOn: z.string().nullable(),
  monthlyRentMinor: z.number().int(),
  securityDepositMinor: z.number().int(),
  currency: z.string(),
  dueDay: z.number().int(),
  property: z.object({ id: z.uuid(), name: z.string(), address: z.string(), city: z.string() }),
  unit: z.object({ id: z.uuid(), label: z.string() }),
  tenant: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  document: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** Where the lease's agreement stands in its latest signature request (withdrawn ones aside); null if never sent. */
  agreementSignature: ZDocumentSignatureStatus.nullable(),
  previousLeaseId: z.uuid().nullable(),
  /** Owed, overdue and paid ahead, kept apart (packages/domain/src/rent-balance.ts). */
  balance: ZRentBalance,
  nextDueDate: z.string().nullable(),
});
export type TLease = z.infer<typeof ZLease>;

/** The generated password, in this answer only: it is stored only as a hash. */
export const ZTenantCredentials = z.object({ email: z.string(), password: z.string() });

export const ZCreateTenantResponse = z.object({
  lease: ZLease,
  /** Null when the email already belonged to a tenant account, which the lease was linked to. */
  credentials: ZTenantCredentials.nullable(),
});
export type TCreateTenantResponse = z.infer<typeof ZCreateTenantResponse>;

export const TENANT_SORTS = ['name', 'end_date', 'rent', 'balance'] as const;
export const ZListTenantsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** A lease status, or `current`: active or pending (the leases an agreement or a document is for). */
  status: z.enum([...LEASE_STATUSES, 'current']).optional(),
  propertyId: z.uuid().optional(),
  sort: z.enum(TENANT_SORTS).default('name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListTenantsQuery = z.infer<typeof ZListTenantsQuery>;

/** One page of the tenants table (a row per lease) and how many leases match the filters. */
export const ZLeaseList = z.object({
  items: z.array(ZLease),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLeaseList = z.infer<typeof ZLeaseList>;

export const ZTerminateLeaseRequest = z.object({ terminatedOn: ZCalendarDate });

export const ZRenewLeaseRequest = z
  .object({ ...leaseTerms })
  .omit({ securityDepositMinor: true })
  .extend({ securityDepositMinor: ZMinor.optional() })
  .refine(endsAfterStart, END_AFTER_START);
export type TRenewLeaseRequest = z.infer<typeof ZRenewLeaseRequest>;

export const ZVacantUnit = z.object({ id: z.uuid(), label: z.string(), marketRentMinor: z.number().int().nullable() });
