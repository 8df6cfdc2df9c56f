import type { TListPropertiesQuery, TOccupancy, TUpdatePropertyRequest } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import { leases } from '@rentwell/db/schema/leases';
import { properties, propertyImages, units } from '@rentwell/db/schema/properties';
import { occupancyOf, type UnitCounts } from '@rentwell/domain/occupancy-rate';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { leaseCoversDaySql } from '../../domain-sql/lease-status-sql.ts';
import { organizationTodaySql } from '../../lib/today.ts';

type OrgScope = { organizationId: string };
type PropertyScope = OrgScope & { propertyId: string };

/** True for a unit that a lease covers on `day` (the occupancy rule, not the stored lease status). */
export function unitLeasedOn(day: string | SQL): SQL {
  return sql`exists (select 1 from ${leases} where ${leases.unitId} = ${units.id} and ${leaseCoversDaySql(leases, day)})`;
}

/** Occupancy counts over `units`, with `occupied` (the organization's leased unit ids) left-joined. */
function occupancyColumns(occupied: ReturnType<typeof occupiedUnitIds>) {
  return {
    totalUnits: sql<number>`count(${units.id})::int`.as('total_units'),
    occupiedUnits: sql<number>`(count(${units.id}) filter (where ${occupied.unitId} is not null))::int`.as(
      'occupied_units',
    ),
    unavailableUnits:
      sql<number>`(count(${units.id}) filter (where ${occupied.unitId} is null and ${units.status} = 'unavailable'))::int`.as(
        'unavailable_units',
      ),
  };
}

/**
 * The organization's units a lease covers today, as a derived table to hash-join rather than a subquery per unit.
 * Property occupancy is always today's (in the organization's time zone), the same day the dashboard reads.
 */
function occupiedUnitIds(db: Database, organizationId: string) {
  return db
    .selectDistinct({ unitId: leases.unitId })
    .from(leases)
    .where(
      and(eq(leases.organizationId, organizationId), leaseCoversDaySql(leases, organizationTodaySql(organizationId))),
    )
    .as('occupied_units_set');
}

/** The counts as the occupancy rule reads them (packages/domain/src/occupancy-rate.ts). */
export function toOccupancy(counts: UnitCounts): TOccupancy {
  return occupancyOf(counts);
}

function listFilters(scope: OrgScope, query: TListPropertiesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(properties.organizationId, scope.organizationId)];
  if (query.type) conditions.push(eq(properties.type, query.type));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      or(
        ilike(properties.name, pattern),
        ilike(properties.address, pattern),
        ilike(properties.city, pattern),
        ilike(properties.zipCode, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function countFilteredProperties(db: Database, scope: OrgScope, query: TListPropertiesQuery) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(listFilters(scope, query));
  return row?.count ?? 0;
}

/** Occupancy of the whole organization, or of one property. */
export async function countOccupancy(db: Database, scope: OrgScope & { propertyId?: string }) {
  const occupied = occupiedUnitIds(db, scope.organizationId);
  const [row] = await db
    .select(occupancyColumns(occupied))
    .from(units)
    .leftJoin(occupied, eq(occupied.unitId, units.id))
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        scope.propertyId ? eq(units.propertyId, scope.propertyId) : undefined,
      ),
    );
  return row ?? { totalUnits: 0, occupiedUnits: 0, unavailableUnits: 0 };
}

export async function findProperty(db: Database, scope: PropertyScope) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.organizationId, scope.organizationId), eq(properties.id, scope.propertyId)));
  return row ?? null;
}

export async function insertProperty(db: Database, values: typeof properties.$inferInsert) {
  const [row] = await db.insert(properties).values(values).returning();
  if (!row) throw new Error('property insert returned no row');
  return row;
}

export async function updateProperty(
  db: Database,
  scope: PropertyScope,
  patch: TUpdatePropertyRequest & { coverImageId?: string | null },
) {
  const [row] = await db
    .update(properties)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(properties.organizationId, scope.organizationId), eq(properties.id, scope.propertyId)))
    .returning();
  return row ?? null;
}

export async function deleteProperty(db: Database, scope: PropertyScope): Promise<void> {
  await db
    .delete(properties)
    .where(and(eq(properties.organizationId, scope.organizationId), eq(properties.id, scope.propertyId)));
}

export async function countActiveLeases(db: Database, scope: PropertyScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leases)
    .where(
      and(
        eq(leases.organizationId, scope.organizationId),
        eq(leases.propertyId, scope.propertyId),
        or(eq(leases.status, 'active'), eq(leases.status, 'pending')),
      ),
    );
  return row?.count ?? 0;
}

export async function countLeasesOfProperty(db: Database, scope: PropertyScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leases)
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.propertyId, scope.propertyId)));
  return row?.count ?? 0;
}

/** Distinct addresses the organization already uses, for address suggestions. */
export async function searchKnownAddresses(db: Database, scope: OrgScope, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return db
    .selectDistinct({
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
      country: properties.country,
    })
    .from(properties)
    .where(
      and(
        eq(properties.organizationId, scope.organizationId),
        or(ilike(properties.address, pattern), ilike(properties.city, pattern), ilike(properties.zipCode, pattern)),
      ),
    )
    .limit(limit);
}

export async function listImagesOfProperties(db: Database, scope: OrgScope & { propertyIds: string[] }) {
  if (scope.propertyIds.length === 0) return [];
  return db
    .select()
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.organizationId, scope.organizationId),
        inArray(propertyImages.propertyId, scope.propertyIds),
      ),
    )
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}

/** Public-safe facts of some properties: counts and ranges only, nothing about tenants or leases. */
export async function listShowcaseRows(db: Database, scope: OrgScope & { propertyIds: string[] }) {
  if (scope.propertyIds.length === 0) return [];
  const occupied = occupiedUnitIds(db, scope.organizationId);
  return db
    .select({
      id: properties.id,
      name: properties.name,
      type: properties.type,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      country: properties.country,
      currency: properties.currency,
      coverImageId: properties.coverImageId,
      ...occupancyColumns(occupied),
      minBedrooms: sql<number | null>`min(${units.bedrooms})`,
      maxBedrooms: sql<number | null>`max(${units.bedrooms})`,
      minRentMinor: sql<number | null>`min(${units.marketRentMinor})::bigint`.mapWith(Number),
      maxRentMinor: sql<number | null>`max(${units.marketRentMinor})::bigint`.mapWith(Number),
    })
    .from(properties)
    .leftJoin(units, eq(units.propertyId, properties.id))
    .leftJoin(occupied, eq(occupied.unitId, units.id))
    .where(and(eq(properties.organizationId, scope.organizationId), inArray(properties.id, scope.propertyIds)))
    .groupBy(properties.id);
}

export async function findExistingPropertyIds(db: Database, scope: OrgScope & { propertyIds: string[] }) {
  if (scope.propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.organizationId, scope.organizationId), inArray(properties.id, scope.propertyIds)));
  return rows.map((row) => row.id);
}
