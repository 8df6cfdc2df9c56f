import type { Database } from '@rentwell/db/create-db';
import { documents } from '@rentwell/db/schema/documents';
import { currentLeaseDocument } from './current-lease-document-sql.ts';

export type DocumentValues = typeof documents.$inferInsert;

/** Who reads documents: the organization's staff, or a tenant (only the documents shared with them). */
export type DocumentReader = { organizationId: string } | { tenantUserId: string };

export async function insertDocument(db: Database, values: DocumentValues) {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}

/** The lease's current document, if the reader may see it. */
export async function findCurrentLeaseDocument(db: Database, reader: DocumentReader & { leaseId: string }) {
  const [row] = await currentLeaseDocument(db, reader.leaseId);
  if (!row) return null;
  const visible =
    'organizationId' in reader
      ? row.organizationId === reader.organizationId
      : row.tenantUserId === reader.tenantUserId;
  return visible ? row : null;
}
