import type { TDocumentKind, TDocumentSource } from '@rentwell/contracts/documents';
import type { Database } from '@rentwell/db/create-db';
import type { StoredDocumentFile } from '../../files/document-upload.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { type DocumentReader, findCurrentLeaseDocument, insertDocument } from './documents.repo.ts';

export type { DocumentReader } from './documents.repo.ts';

export type NewDocument = {
  kind: TDocumentKind;
  source: TDocumentSource;
  title: string;
  /** The lease it belongs to, and that lease's tenant, who may then see it. */
  lease: { id: string; tenantUserId: string | null } | null;
  file: StoredDocumentFile;
};

/** Files an already stored file as a document of the actor's organization; returns its id. */
export function addDocument(db: Database, actor: OrganizationActor, document: NewDocument): Promise<string> {
  return insertDocument(db, {
    organizationId: actor.organizationId,
    kind: document.kind,
    source: document.source,
    title: document.title,
    fileKey: document.file.key,
    fileName: document.file.fileName,
    contentType: document.file.contentType,
    sizeBytes: document.file.sizeBytes,
    sha256: document.file.sha256,
    leaseId: document.lease?.id ?? null,
    tenantUserId: document.lease?.tenantUserId ?? null,
    uploadedByUserId: actor.userId,
  });
}

/** The lease's current document and its bytes, for the organization's staff or the lease's tenant. */
export async function readCurrentLeaseDocument(
  db: Database,
  files: FileStorage,
  reader: DocumentReader,
  leaseId: string,
) {
  const document = await findCurrentLeaseDocument(db, { ...reader, leaseId });
  const body = document ? await files.read(document.fileKey) : null;
  if (!document || !body) throw new AppError('not_found', 'Lease document not found');
  return { body, fileName: document.fileName, contentType: document.contentType };
}
