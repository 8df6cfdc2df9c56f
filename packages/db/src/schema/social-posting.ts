import { GROUP_SHARE_OUTCOMES } from '@rentwell/contracts/extension-messages';
import { POST_STATUSES } from '@rentwell/contracts/social-posting';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';
import { propertyImages } from './properties.ts';

/** A Facebook group a manager shares listings to; visible only to its owner. */
export const facebookGroups = pgTable(
  'facebook_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    category: text('category'),
    active: boolean('active').notNull().default(true),
    postCount: integer('post_count').notNull().default(0),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('facebook_groups_owner_idx').on(table.organizationId, table.ownerUserId),
    check('facebook_groups_post_count_valid', sql`${table.postCount} >= 0`),
  ],
);

/**
 * A post shared (or to be shared) to groups through the browser extension. A scheduled post is claimed once when due
 * (status 'scheduled' → 'sending' in one UPDATE), so two open pages never hand it over twice.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: POST_STATUSES }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('social_posts_owner_idx').on(table.organizationId, table.ownerUserId, table.createdAt),
    index('social_posts_due_idx').on(table.status, table.scheduledAt),
    check('social_posts_status_valid', sql`${table.status} in ${sqlValueList(POST_STATUSES)}`),
  ],
);

/** The groups a post goes to, with what the extension reported for each. */
export const socialPostGroups = pgTable(
  'social_post_groups',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => facebookGroups.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: GROUP_SHARE_OUTCOMES }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.groupId] }),
    index('social_post_groups_group_idx').on(table.groupId),
    check(
      'social_post_groups_outcome_valid',
      sql`${table.outcome} is null or ${table.outcome} in ${sqlValueList(GROUP_SHARE_OUTCOMES)}`,
    ),
  ],
);

/** The gallery images a post carries, in order. */
export const socialPostImages = pgTable(
  'social_post_images',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => propertyImages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.imageId] }),
    index('social_post_images_image_idx').on(table.imageId),
  ],
);
