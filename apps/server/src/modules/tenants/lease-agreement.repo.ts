import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { organizations } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { properties, units } from '@rentwell/db/schema/properties';
import { and, eq } from 'drizzle-orm';

/** A lease of the organization with what its agreement states: unit, property, organization and tenant. */
export async function findLeaseAgreementData(db: Database, scope: { organizationId: string; leaseId: string }) {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRentMinor: leases.monthlyRentMinor,
      securityDepositMinor: leases.securityDepositMinor,
      currency: leases.currency,
      dueDay: leases.dueDay,
      propertyName: properties.name,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
      country: properties.country,
      unitLabel: units.label,
      tenantUserId: user.id,
      tenantName: user.name,
      tenantEmail: user.email,
      tenantPhone: profiles.phone,
      tenantLanguage: profiles.preferredLanguage,
    })
    .from(leases)
    .innerJoin(organizations, eq(organizations.id, leases.organizationId))
    .innerJoin(
      properties,
      and(eq(properties.id, leases.propertyId), eq(properties.organizationId, scope.organizationId)),
    )
    .innerJoin(units, and(eq(units.id, leases.unitId), eq(units.organizationId, scope.organizationId)))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .leftJoin(profiles, eq(profiles.id, leases.tenantUserId))
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.id, scope.leaseId)));
  return row ?? null;
}
