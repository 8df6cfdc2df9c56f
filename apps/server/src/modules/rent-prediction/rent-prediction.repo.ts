import type { Database } from '@rentwell/db/create-db';
import { leases } from '@rentwell/db/schema/leases';
import { properties, units } from '@rentwell/db/schema/properties';
import type { RentComparableInput } from '@rentwell/domain/rent-prediction';
import { and, eq, gte, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';

type Scope = { organizationId: string };

export type PredictionProperty = NonNullable<Awaited<ReturnType<typeof findPredictionProperty>>>;

export async function findPredictionProperty(db: Database, scope: Scope, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      zipCode: properties.zipCode,
      city: properties.city,
      state: properties.state,
      country: properties.country,
      currency: properties.currency,
    })
    .from(properties)
    .where(and(eq(properties.organizationId, scope.organizationId), eq(properties.id, propertyId)));
  return row ?? null;
}

/** The property itself, the same ZIP code, or the same city and state: where a comparable rent may come from. */
function nearby(property: PredictionProperty): SQL | undefined {
  const zip = property.zipCode.trim();
  return or(
    eq(properties.id, property.id),
    zip === '' ? undefined : eq(properties.zipCode, zip),
    and(
      sql`lower(${properties.city}) = lower(${property.city.trim()})`,
      sql`lower(${properties.state}) = lower(${property.state.trim()})`,
    ),
  );
}

/**
 * The organization's rents near the property since `since`: leases (not pending) by their start date, and units'
 * asking rents by the day they were last changed.
 */
export async function listComparableRents(
  db: Database,
  scope: Scope,
  property: PredictionProperty,
  since: string,
  today: string,
): Promise<RentComparableInput[]> {
  const unitFields = {
    propertyId: properties.id,
    propertyName: properties.name,
    unitLabel: units.label,
    zipCode: properties.zipCode,
    city: properties.city,
    state: properties.state,
    bedrooms: units.bedrooms,
    bathrooms: units.bathrooms,
    squareFeet: units.squareFeet,
  };
  const leaseRows = await db
    .select({
      ...unitFields,
      id: leases.id,
      rentMinor: leases.monthlyRentMinor,
      currency: leases.currency,
      date: leases.startDate,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(
      and(
        eq(leases.organizationId, scope.organizationId),
        ne(leases.status, 'pending'),
        gte(leases.startDate, since),
        lte(leases.startDate, today),
        nearby(property),
      ),
    );
  const askingRows = await db
    .select({
      ...unitFields,
      id: units.id,
      rentMinor: units.marketRentMinor,
      currency: properties.currency,
      date: sql<string>`(${units.updatedAt} at time zone 'UTC')::date::text`,
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        isNotNull(units.marketRentMinor),
        sql`${units.updatedAt} >= ${since}::date`,
        nearby(property),
      ),
    );
  return [
    ...leaseRows.map((row) => ({ ...row, kind: 'lease' as const })),
    ...askingRows.map((row) => ({
      ...row,
      kind: 'asking_rent' as const,
      rentMinor: row.rentMinor ?? 0,
      date: row.date < today ? row.date : today,
    })),
  ];
}
