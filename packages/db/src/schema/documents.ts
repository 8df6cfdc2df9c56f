import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_SOURCES,
  type TDocumentContentType,
} from '@rentwell/contracts/documents';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';

/**
 * A stored file of an organization: a lease (uploaded, generated from the lease, or sealed after signing) or any
 * other paper. `tenantUserId` is who may see it besides the landlord's staff: the tenant of its lease.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').$type<TDocumentContentType>().notNull(),
    /**
     * Null only on lease documents moved in from `leases.document_key` by migration 0014, which never read the
     * files; every document stored since has both.
     */
    sizeBytes: integer('size_bytes'),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256'),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    tenantUserId: uuid('tenant_user_id').references(() => user.id, { onDelete: 'set null' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source', { enum: DOCUMENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_organization_created_idx').on(table.organizationId, table.createdAt),
    index('documents_lease_idx').on(table.leaseId, table.createdAt),
    index('documents_tenant_idx').on(table.tenantUserId, table.createdAt),
    check('documents_kind_valid', sql`${table.kind} in ${sqlValueList(DOCUMENT_KINDS)}`),
    check('documents_source_valid', sql`${table.source} in ${sqlValueList(DOCUMENT_SOURCES)}`),
    check('documents_content_type_valid', sql`${table.contentType} in ${sqlValueList(DOCUMENT_CONTENT_TYPES)}`),
    check('documents_size_not_negative', sql`${table.sizeBytes} is null or ${table.sizeBytes} >= 0`),
    check('documents_sha256_hex', sql`${table.sha256} is null or ${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
