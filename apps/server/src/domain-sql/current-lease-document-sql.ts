import type { Database } from '@rentwell/db/create-db';
import { documents } from '@rentwell/db/schema/documents';
import { type AnyColumn, and, desc, eq } from 'drizzle-orm';

/**
 * A lease's current document: its latest lease document, which is the sealed one once the lease is signed.
 * `leaseId` is an id, or the lease id column of an outer query (to join laterally).
 */
export function currentLeaseDocument(db: Database, leaseId: string | AnyColumn) {
  return db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      tenantUserId: documents.tenantUserId,
      fileKey: documents.fileKey,
      fileName: documents.fileName,
      contentType: documents.contentType,
    })
    .from(documents)
    .where(and(eq(documents.leaseId, leaseId), eq(documents.kind, 'lease')))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(1);
}
