import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * A number per organization that every statement changing what its properties list shows (its properties, units,
 * leases and property images) raises inside the writing transaction, by triggers (migration 0029): the key under
 * which a server keeps the list's answers (decision 018). No row until the organization's first such write.
 */
export const propertyListVersions = pgTable('property_list_versions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
