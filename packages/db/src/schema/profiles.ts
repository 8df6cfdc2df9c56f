import { DISPLAY_SCALE_FACTORS, LANGUAGES, THEMES, type TLanguage, type TTheme } from '@rentwell/contracts/profile';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    displayScale: doublePrecision('display_scale').notNull().default(1),
    preferredLanguage: text('preferred_language').$type<TLanguage>().notNull().default('en'),
    themePreference: text('theme_preference').$type<TTheme>().notNull().default('system'),
    preferredCurrency: text('preferred_currency').notNull().default('USD'),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyPaymentReminders: boolean('notify_payment_reminders').notNull().default(true),
    notifyMaintenanceUpdates: boolean('notify_maintenance_updates').notNull().default(true),
    notifyLeaseReminders: boolean('notify_lease_reminders').notNull().default(true),
    shortTermRentalMode: boolean('short_term_rental_mode').notNull().default(false),
    /** Set when someone else chose the password (a generated tenant password); cleared when the user changes it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Seeded demo account: its password is published, so the site administrator is shown which accounts these are. */
    isDemoAccount: boolean('is_demo_account').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_display_scale_valid', sql`${table.displayScale} in ${sqlValueList(DISPLAY_SCALE_FACTORS)}`),
    check('profiles_language_valid', sql`${table.preferredLanguage} in ${sqlValueList(LANGUAGES)}`),
    check('profiles_theme_valid', sql`${table.themePreference} in ${sqlValueList(THEMES)}`),
    check('profiles_currency_iso', sql`${table.preferredCurrency} ~ '^[A-Z]{3}$'`),
  ],
);
