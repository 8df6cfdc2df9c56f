import * as audit from './schema/audit.ts';
import * as auth from './schema/auth.ts';
import * as calendarFeeds from './schema/calendar-feeds.ts';
import * as chargeCounts from './schema/charge-counts.ts';
import * as contact from './schema/contact.ts';
import * as documents from './schema/documents.ts';
import * as expenses from './schema/expenses.ts';
import * as jobs from './schema/jobs.ts';
import * as leases from './schema/leases.ts';
import * as letters from './schema/letters.ts';
import * as mail from './schema/mail.ts';
import * as maintenance from './schema/maintenance.ts';
import * as messages from './schema/messages.ts';
import * as moneyByDay from './schema/money-by-day.ts';
import * as notifications from './schema/notifications.ts';
import * as occupancyByDay from './schema/occupancy-by-day.ts';
import * as onlinePayments from './schema/online-payments.ts';
import * as organizations from './schema/organizations.ts';
import * as payments from './schema/payments.ts';
import * as portfolios from './schema/portfolios.ts';
import * as profiles from './schema/profiles.ts';
import * as properties from './schema/properties.ts';
import * as rentMailings from './schema/rent-mailings.ts';
import * as rentRules from './schema/rent-rules.ts';
import * as requestLimits from './schema/request-limits.ts';
import * as sealCertificates from './schema/seal-certificates.ts';
import * as shortTermRentals from './schema/short-term-rentals.ts';
import * as signatures from './schema/signatures.ts';
import * as socialPosting from './schema/social-posting.ts';
import * as workflows from './schema/workflows.ts';

/** Every table, for Drizzle's relational queries and better-auth's adapter. */
export const schema = {
  ...auth,
  ...organizations,
  ...profiles,
  ...audit,
  ...mail,
  ...requestLimits,
  ...properties,
  ...leases,
  ...portfolios,
  ...payments,
  ...onlinePayments,
  ...chargeCounts,
  ...moneyByDay,
  ...occupancyByDay,
  ...rentRules,
  ...rentMailings,
  ...letters,
  ...jobs,
  ...contact,
  ...maintenance,
  ...messages,
  ...notifications,
  ...expenses,
  ...documents,
  ...signatures,
  ...sealCertificates,
  ...calendarFeeds,
  ...workflows,
  ...shortTermRentals,
  ...socialPosting,
};
export type Schema = typeof schema;
