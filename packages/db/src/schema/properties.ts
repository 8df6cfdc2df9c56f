import { PROPERTY_TYPES, type TPropertyType } from '@rentwell/contracts/properties';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { organizations } from './organizations.ts';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<TPropertyType>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('US'),
    notes: text('notes').notNull().default(''),
    yearBuilt: integer('year_built'),
    purchasePriceMinor: bigint('purchase_price_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    coverImageId: uuid('cover_image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('properties_organization_name_idx').on(table.organizationId, table.name),
    index('properties_organization_created_idx').on(table.organizationId, table.createdAt),
    check('properties_type_valid', sql`${table.type} in ${sqlValueList(PROPERTY_TYPES)}`),
    check('properties_country_iso', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('properties_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'properties_purchase_price_positive',
      sql`${table.purchasePriceMinor} is null or ${table.purchasePriceMinor} >= 0`,
    ),
  ],
);

/** `status` holds what the landlord sets (vacant or unavailable); 'occupied' is derived from active leases. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    bedrooms: integer('bedrooms').notNull().default(1),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull().default(1),
    squareFeet: integer('square_feet'),
    marketRentMinor: bigint('market_rent_minor', { mode: 'number' }),
    status: text('status', { enum: ['vacant', 'unavailable'] })
      .notNull()
      .default('vacant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('units_property_label_unique').on(table.propertyId, table.label),
    index('units_organization_property_idx').on(table.organizationId, table.propertyId),
    check('units_status_valid', sql`${table.status} in ('vacant', 'unavailable')`),
    check('units_sizes_positive', sql`${table.bedrooms} >= 0 and ${table.bathrooms} >= 0`),
  ],
);

/** Image files are stored re-encoded (display size and thumbnail); the row keeps their storage keys. */
export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    displayKey: text('display_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_images_property_idx').on(table.organizationId, table.propertyId, table.position)],
);
