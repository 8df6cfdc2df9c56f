import { bigint, date, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Money per organization, currency, day and property, kept by statement triggers on rent_charges, payments and
 * expenses (migration 0025) so period reports sum days, not every charge, payment and expense of the portfolio.
 * A charge counts on its due day (amount, what was received against it, what of it is unpaid), a payment paid or
 * confirmed on the day it was paid, an expense on the day it was incurred (a mortgage payment in spent and in debt
 * service too), a confirmed or completed short-term booking's total spread over its nights (migration 0030, the
 * twin of `monthFigures` in packages/domain). Charges and payments count under their lease's property (a lease
 * never changes property), stays under their listing's; property null holds portfolio-wide expenses. No foreign key
 * on the property: a deleted property's expenses move to null by their own update, leaving its rows at zero.
 */
export const moneyByDay = pgTable(
  'money_by_day',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    propertyId: uuid('property_id'),
    chargedMinor: bigint('charged_minor', { mode: 'number' }).notNull().default(0),
    chargedReceivedMinor: bigint('charged_received_minor', { mode: 'number' }).notNull().default(0),
    chargedUnpaidMinor: bigint('charged_unpaid_minor', { mode: 'number' }).notNull().default(0),
    receivedMinor: bigint('received_minor', { mode: 'number' }).notNull().default(0),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    debtServiceMinor: bigint('debt_service_minor', { mode: 'number' }).notNull().default(0),
    stayIncomeMinor: bigint('stay_income_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    unique('money_by_day_key').on(table.organizationId, table.currency, table.day, table.propertyId).nullsNotDistinct(),
  ],
);
