import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The installation's own certificate that seals signed documents, created on first start when none is configured.
 * One row (id 1): concurrent first starts insert the same id, and the one that wins is the certificate.
 */
export const sealCertificates = pgTable(
  'seal_certificates',
  {
    id: integer('id').primaryKey().default(1),
    /** The PKCS#12 (certificate and private key), base64. */
    p12: text('p12').notNull(),
    password: text('password').notNull(),
    /** SHA-256 hex of the certificate's DER encoding. */
    fingerprintSha256: text('fingerprint_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('seal_certificates_single_row', sql`${table.id} = 1`),
    check('seal_certificates_fingerprint_hex', sql`${table.fingerprintSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
