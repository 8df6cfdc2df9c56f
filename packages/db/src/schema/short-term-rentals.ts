import {
  BLOCK_SOURCES,
  BLOCK_TYPES,
  BOOKING_STATUSES,
  IMPORT_FEED_STATUSES,
  type TSyncConflict,
} from '@rentwell/contracts/short-term-rentals';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { organizations } from './organizations.ts';
import { properties, units } from './properties.ts';

/** A short-term rental listing of a property (or one of its units). Its export feed URL is kept as SHA-256 only. */
export const strListings = pgTable(
  'str_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    nightlyRateMinor: bigint('nightly_rate_minor', { mode: 'number' }).notNull(),
    cleaningFeeMinor: bigint('cleaning_fee_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    maxGuests: integer('max_guests').notNull(),
    active: boolean('active').notNull().default(true),
    feedTokenHash: text('feed_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('str_listings_organization_property_idx').on(table.organizationId, table.propertyId),
    check('str_listings_amounts_valid', sql`${table.nightlyRateMinor} > 0 and ${table.cleaningFeeMinor} >= 0`),
    check('str_listings_max_guests_valid', sql`${table.maxGuests} between 1 and 50`),
    check('str_listings_feed_token_hash_hex', sql`${table.feedTokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** An iCalendar feed (e.g. Airbnb's or Vrbo's export of this listing) whose events become read-only blocks. */
export const strImportFeeds = pgTable(
  'str_import_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => strListings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: IMPORT_FEED_STATUSES }).notNull().default('never_synced'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('str_import_feeds_listing_idx').on(table.listingId),
    uniqueIndex('str_import_feeds_listing_url_unique').on(table.listingId, table.url),
    check('str_import_feeds_status_valid', sql`${table.status} in ${sqlValueList(IMPORT_FEED_STATUSES)}`),
  ],
);

/**
 * Bookings and availability blocks in ONE table, so that one exclusion constraint (added by the migration, as
 * Drizzle cannot express it) guarantees that no two stays of a listing overlap: two tables could not be excluded
 * against each other by a constraint, and a trigger or a check-then-insert would race. The constraint is
 *   EXCLUDE USING gist (listing_id WITH =, daterange(start_date, end_date, '[)') WITH &&)
 *   WHERE (kind = 'block' OR status <> 'cancelled')
 * over half-open ranges, so a check-out and the next check-in on the same day are fine. A booking's check-in and
 * check-out are start_date and end_date; a block's end_date is exclusive too. Booking columns are null on blocks and
 * block columns null on bookings (checked below).
 */
export const strStays = pgTable(
  'str_stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => strListings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['booking', 'block'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // Bookings
    status: text('status', { enum: BOOKING_STATUSES }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    guests: integer('guests'),
    nights: integer('nights'),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    /** The part of the total that is the cleaning fee (the rest is nightly revenue, what ADR and RevPAN count). */
    cleaningFeeMinor: bigint('cleaning_fee_minor', { mode: 'number' }),
    currency: text('currency'),
    notes: text('notes'),
    // Blocks
    blockType: text('block_type', { enum: BLOCK_TYPES }),
    reason: text('reason'),
    source: text('source', { enum: BLOCK_SOURCES }),
    importFeedId: uuid('import_feed_id').references(() => strImportFeeds.id, { onDelete: 'cascade' }),
    /** The imported VEVENT's UID, unique per feed: the key a sync adds, updates and removes by. */
    importUid: text('import_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('str_stays_listing_dates_idx').on(table.listingId, table.startDate),
    index('str_stays_organization_idx').on(table.organizationId, table.startDate),
    uniqueIndex('str_stays_import_uid_unique').on(table.importFeedId, table.importUid),
    check('str_stays_dates_ordered', sql`${table.endDate} > ${table.startDate}`),
    check('str_stays_kind_valid', sql`${table.kind} in ('booking', 'block')`),
    check(
      'str_stays_booking_fields',
      sql`${table.kind} <> 'booking' or (${table.status} in ${sqlValueList(BOOKING_STATUSES)} and ${table.guestName} is not null and ${table.guests} >= 1 and ${table.nights} >= 1 and ${table.totalMinor} >= 0 and ${table.cleaningFeeMinor} between 0 and ${table.totalMinor} and ${table.currency} is not null and ${table.blockType} is null)`,
    ),
    check(
      'str_stays_block_fields',
      sql`${table.kind} <> 'block' or (${table.blockType} in ${sqlValueList(BLOCK_TYPES)} and ${table.source} in ${sqlValueList(BLOCK_SOURCES)} and ${table.status} is null and (${table.source} = 'manual') = (${table.importFeedId} is null) and (${table.importFeedId} is null) = (${table.importUid} is null))`,
    ),
  ],
);

/** One sync run of an import feed. */
export const strSyncLog = pgTable(
  'str_sync_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => strImportFeeds.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    conflicts: jsonb('conflicts').$type<TSyncConflict[]>().notNull().default([]),
    error: text('error'),
  },
  (table) => [index('str_sync_log_feed_idx').on(table.feedId, table.startedAt)],
);
