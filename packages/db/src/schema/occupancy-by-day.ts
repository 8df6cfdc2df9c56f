import { date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Changes in the occupancy report's unit counts per organization, day and property, kept by statement triggers on
 * units and leases (migration 0027) so the report sums days, not every unit's leases. A unit counts from the day
 * it was added or its first lease's start, whichever is earlier; it is occupied over the days its leases cover
 * (merged, so overlapping leases count once); a unit marked unavailable counts as unavailable while no lease
 * covers it. No foreign key on the property: a deleted property's units leave its rows at zero.
 */
export const occupancyByDay = pgTable(
  'occupancy_by_day',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    propertyId: uuid('property_id').notNull(),
    units: integer('units').notNull().default(0),
    occupied: integer('occupied').notNull().default(0),
    unavailable: integer('unavailable').notNull().default(0),
  },
  (table) => [unique('occupancy_by_day_key').on(table.organizationId, table.day, table.propertyId)],
);
