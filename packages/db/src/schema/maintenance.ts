import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '@rentwell/contracts/maintenance';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';
import { properties, units } from './properties.ts';

export const maintenanceRequests = pgTable(
  'maintenance_requests',
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
    description: text('description').notNull(),
    priority: text('priority', { enum: MAINTENANCE_PRIORITIES }).notNull(),
    status: text('status', { enum: MAINTENANCE_STATUSES }).notNull().default('open'),
    category: text('category', { enum: MAINTENANCE_CATEGORIES }).notNull(),
    reportedByUserId: uuid('reported_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    assignedToUserId: uuid('assigned_to_user_id').references(() => user.id, { onDelete: 'set null' }),
    costMinor: bigint('cost_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('maintenance_requests_organization_status_idx').on(table.organizationId, table.status, table.createdAt),
    index('maintenance_requests_assignee_idx').on(table.assignedToUserId, table.status),
    index('maintenance_requests_reporter_idx').on(table.reportedByUserId),
    check('maintenance_requests_status_valid', sql`${table.status} in ${sqlValueList(MAINTENANCE_STATUSES)}`),
    check('maintenance_requests_priority_valid', sql`${table.priority} in ${sqlValueList(MAINTENANCE_PRIORITIES)}`),
    check('maintenance_requests_category_valid', sql`${table.category} in ${sqlValueList(MAINTENANCE_CATEGORIES)}`),
    check('maintenance_requests_cost_positive', sql`${table.costMinor} is null or ${table.costMinor} >= 0`),
  ],
);

export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    displayKey: text('display_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('maintenance_photos_request_idx').on(table.organizationId, table.requestId)],
);

/** The conversation on a request: tenant, landlord staff and the assignee's notes. */
export const maintenanceComments = pgTable(
  'maintenance_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('maintenance_comments_request_idx').on(table.requestId, table.createdAt)],
);
