import { RENT_MAILING_KINDS } from '@rentwell/contracts/rent-mailings';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';

/**
 * A rent notice or monthly statement mailed to a tenant. The row is inserted in the transaction that queues the mail;
 * the unique (lease, kind, month) key turns a second send (a rerun, another instance, a double click) into a no-op.
 */
export const rentMailings = pgTable(
  'rent_mailings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RENT_MAILING_KINDS }).notNull(),
    /** The first day of the month the notice or statement is for. */
    month: date('month').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The PDF as mailed, in file storage: the tenant and the landlord download that same file. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('rent_mailings_once').on(table.leaseId, table.kind, table.month),
    index('rent_mailings_organization_idx').on(table.organizationId, table.month),
    check('rent_mailings_kind_valid', sql`${table.kind} in ${sqlValueList(RENT_MAILING_KINDS)}`),
  ],
);
