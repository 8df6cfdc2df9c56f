import { LANGUAGES } from '@rentwell/contracts/profile';
import {
  SIGNATURE_EVENT_TYPES,
  SIGNATURE_METHODS,
  SIGNATURE_REQUEST_STATUSES,
  SIGNER_DELIVERIES,
  SIGNER_ROLES,
  SIGNER_STATUSES,
} from '@rentwell/contracts/signatures';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import { user } from './auth.ts';
import { documents } from './documents.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';

const SHA256_HEX = `'^[0-9a-f]{64}$'`;

/**
 * Signers invited to sign one document. The request outlives its documents (their ids are set null when deleted):
 * the hashes it keeps and its event trail still show what was signed.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** The signers sign one after another, by position. */
    ordered: boolean('ordered').notNull().default(false),
    status: text('status', { enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('pending'),
    originalSha256: text('original_sha256').notNull(),
    /** The sealed PDF, a document with source 'signed'. */
    finalDocumentId: uuid('final_document_id').references(() => documents.id, { onDelete: 'set null' }),
    finalSha256: text('final_sha256'),
    createdByUserId: uuid('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('signature_requests_organization_created_idx').on(table.organizationId, table.createdAt),
    index('signature_requests_document_idx').on(table.documentId, table.createdAt),
    index('signature_requests_lease_idx').on(table.leaseId),
    index('signature_requests_final_sha256_idx').on(table.finalSha256),
    check('signature_requests_status_valid', sql`${table.status} in ${sqlValueList(SIGNATURE_REQUEST_STATUSES)}`),
    check('signature_requests_original_sha256_hex', sql`${table.originalSha256} ~ ${sql.raw(SHA256_HEX)}`),
    check(
      'signature_requests_final_sha256_hex',
      sql`${table.finalSha256} is null or ${table.finalSha256} ~ ${sql.raw(SHA256_HEX)}`,
    ),
    check(
      'signature_requests_completed_when_fully_signed',
      sql`(${table.status} = 'fully_signed') = (${table.completedAt} is not null)`,
    ),
  ],
);

/** One invited signer. Only the SHA-256 of their link's token is kept; the token itself is shown once. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: SIGNER_ROLES }).notNull(),
    /** 1-based place in the signing order. */
    position: integer('position').notNull(),
    delivery: text('delivery', { enum: SIGNER_DELIVERIES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    status: text('status', { enum: SIGNER_STATUSES }).notNull().default('pending'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The electronic-records disclosure as the signer read and accepted it: its language and SHA-256. */
    consentLanguage: text('consent_language', { enum: LANGUAGES }),
    consentSha256: text('consent_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureMethod: text('signature_method', { enum: SIGNATURE_METHODS }),
    /** The drawn signature, a PNG as base64. */
    signaturePng: text('signature_png'),
    typedSignature: text('typed_signature'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    declineReason: text('decline_reason'),
    reminderCount: integer('reminder_count').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('signature_signers_token_hash_unique').on(table.tokenHash),
    uniqueIndex('signature_signers_request_position_unique').on(table.requestId, table.position),
    index('signature_signers_organization_idx').on(table.organizationId),
    index('signature_signers_pending_idx').on(table.status, table.lastRemindedAt),
    check('signature_signers_role_valid', sql`${table.role} in ${sqlValueList(SIGNER_ROLES)}`),
    check('signature_signers_delivery_valid', sql`${table.delivery} in ${sqlValueList(SIGNER_DELIVERIES)}`),
    check('signature_signers_status_valid', sql`${table.status} in ${sqlValueList(SIGNER_STATUSES)}`),
    check(
      'signature_signers_method_valid',
      sql`${table.signatureMethod} is null or ${table.signatureMethod} in ${sqlValueList(SIGNATURE_METHODS)}`,
    ),
    check('signature_signers_position_positive', sql`${table.position} >= 1`),
    check('signature_signers_token_hash_hex', sql`${table.tokenHash} ~ ${sql.raw(SHA256_HEX)}`),
    check(
      'signature_signers_consent_recorded',
      sql`(${table.consentedAt} is null) = (${table.consentSha256} is null and ${table.consentLanguage} is null)`,
    ),
    check(
      'signature_signers_consent_language_valid',
      sql`${table.consentLanguage} is null or ${table.consentLanguage} in ${sqlValueList(LANGUAGES)}`,
    ),
    check(
      'signature_signers_consent_sha256_hex',
      sql`${table.consentSha256} is null or ${table.consentSha256} ~ ${sql.raw(SHA256_HEX)}`,
    ),
    check('signature_signers_reminder_count_not_negative', sql`${table.reminderCount} >= 0`),
    check(
      'signature_signers_signed_has_signature',
      sql`${table.status} <> 'signed' or (${table.signedAt} is not null and ${table.signatureMethod} is not null)`,
    ),
  ],
);

/**
 * The audit trail of a request, one hash chain per request: each event's hash is the SHA-256 of the previous
 * event's hash and the event's own fields. Append-only: a trigger in migration 0014 refuses UPDATE and DELETE.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    signerId: uuid('signer_id').references(() => signatureSigners.id),
    type: text('type', { enum: SIGNATURE_EVENT_TYPES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('signature_events_request_idx').on(table.requestId, table.id),
    index('signature_events_organization_idx').on(table.organizationId, table.occurredAt),
    /** One chain: no two events continue from the same one. */
    uniqueIndex('signature_events_chain_unique').on(table.requestId, sql`coalesce(${table.previousHash}, '')`),
    check('signature_events_type_valid', sql`${table.type} in ${sqlValueList(SIGNATURE_EVENT_TYPES)}`),
    check('signature_events_hash_hex', sql`${table.hash} ~ ${sql.raw(SHA256_HEX)}`),
  ],
);
