import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * How many rent charges each organization has, kept by triggers on rent_charges (migration 0028) so the payments
 * list's unfiltered total is one row, not a count of every charge of the organization.
 */
export const organizationChargeCounts = pgTable('organization_charge_counts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  charges: integer('charges').notNull().default(0),
});
