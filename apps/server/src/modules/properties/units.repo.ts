import type { TUnitInput, TUpdateUnitRequest } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import { leases } from '@rentwell/db/schema/leases';
import { units } from '@rentwell/db/schema/properties';
import { and, asc, eq, sql } from 'drizzle-orm';
import { organizationTodaySql } from '../../lib/today.ts';
import { unitLeasedOn } from './properties.repo.ts';

type PropertyScope = { organizationId: string; propertyId: string };
type UnitScope = PropertyScope & { unitId: string };

/** A unit's columns, its status 'occupied' when a lease covers today. */
const unitColumns = () => ({
  id: units.id,
  propertyId: units.propertyId,
  label: units.label,
  bedrooms: units.bedrooms,
  bathrooms: units.bathrooms,
  squareFeet: units.squareFeet,
  marketRentMinor: units.marketRentMinor,
  status: sql<
    'vacant' | 'occupied' | 'unavailable'
  >`case when ${unitLeasedOn(organizationTodaySql(units.organizationId))} then 'occupied' else ${units.status} end`,
});

/** Units in natural label order ("2" before "10"), with 'occupied' derived from the leases covering today. */
export async function listUnits(db: Database, scope: PropertyScope) {
  return db
    .select(unitColumns())
    .from(units)
    .where(and(eq(units.organizationId, scope.organizationId), eq(units.propertyId, scope.propertyId)))
    .orderBy(sql`length(${units.label})`, asc(units.label));
}

export async function findUnit(db: Database, scope: UnitScope) {
  const [row] = await db
    .select(unitColumns())
    .from(units)
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        eq(units.propertyId, scope.propertyId),
        eq(units.id, scope.unitId),
      ),
    );
  return row ?? null;
}

export async function insertUnits(db: Database, scope: PropertyScope, values: TUnitInput[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(units).values(values.map((unit) => ({ ...unit, ...scope })));
}

export async function updateUnit(db: Database, scope: UnitScope, patch: TUpdateUnitRequest): Promise<boolean> {
  const rows = await db
    .update(units)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        eq(units.propertyId, scope.propertyId),
        eq(units.id, scope.unitId),
      ),
    )
    .returning({ id: units.id });
  return rows.length > 0;
}

export async function deleteUnit(db: Database, scope: UnitScope): Promise<void> {
  await db
    .delete(units)
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        eq(units.propertyId, scope.propertyId),
        eq(units.id, scope.unitId),
      ),
    );
}

export async function countLeasesOfUnit(db: Database, scope: UnitScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leases)
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.unitId, scope.unitId)));
  return row?.count ?? 0;
}
