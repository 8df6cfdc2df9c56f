import {
  DOCUMENT_CONTENT_TYPES,
  type TDocumentKind,
  type TDocumentList,
  type TDocumentListItem,
  type TDocumentSignatureStatus,
  type TDocumentSource,
  type TListDocumentsQuery,
  type TUploadDocumentFields,
} from '@rentwell/contracts/documents';
import type { Database } from '@rentwell/db/create-db';
import { hasPermission } from '@rentwell/domain/role-permissions';
import {
  type DocumentUploadRules,
  type StoredDocumentFile,
  storeUploadedDocument,
} from '../../files/document-upload.ts';
import { expenseReceiptUrl } from '../../files/expense-receipt-url.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import {
  countDocuments,
  type DocumentListing,
  type DocumentReader,
  deleteDocumentUnlessKept,
  findCurrentLeaseDocument,
  findDocument,
  findOrganizationLease,
  insertDocument,
  type ListedOrigin,
  listDocuments,
} from './documents.repo.ts';

const DOCUMENT_UPLOAD: DocumentUploadRules = {
  accept: DOCUMENT_CONTENT_TYPES,
  tooLarge: 'Documents can be at most 10 MB',
  wrongType: 'Upload the document as a PDF, or as a PNG, JPG or WEBP image',
  fallbackName: 'document',
};

/** The organization's staff who manage documents read all of them; a tenant those shared with them; others none. */
function documentReaderOf(actor: Actor): DocumentReader | null {
  if (hasPermission(actor.role, 'documents:manage') && actor.organizationId)
    return { organizationId: actor.organizationId };
  if (actor.role === 'tenant') return { tenantUserId: actor.userId };
  return null;
}

function originsOf(actor: Actor, tab: TListDocumentsQuery['tab']): ListedOrigin[] {
  const receipts: ListedOrigin[] = [
    ...(hasPermission(actor.role, 'payments:read') ? (['payment'] as const) : []),
    ...(hasPermission(actor.role, 'expenses:manage') ? (['expense'] as const) : []),
  ];
  if (tab === 'all') return ['document', ...receipts];
  if (tab === 'receipt') return receipts;
  return ['document'];
}

type ListedRow = {
  origin: ListedOrigin;
  id: string;
  kind: TDocumentListItem['kind'];
  source: TDocumentSource | null;
  title: string;
  fileName: string;
  contentType: string;
  sizeBytes: number | null;
  leaseId: string | null;
  receiptKey: string | null;
  signatureStatus: TDocumentSignatureStatus | null;
  createdAt: Date;
};

function urlOf(row: ListedRow): string {
  if (row.origin === 'payment') return `/api/payments/${row.id}/receipt`;
  if (row.origin === 'expense' && row.receiptKey) return expenseReceiptUrl(row.id, row.receiptKey);
  return `/api/documents/${row.id}/file`;
}

/** Why a listed document cannot be deleted, whoever asks: it is being signed, or it was signed (kept for the record). */
function keptBecause(status: TDocumentSignatureStatus | null): TDocumentListItem['keptBecause'] {
  if (status === 'pending' || status === 'partially_signed') return 'signing';
  return status === 'fully_signed' ? 'signed' : null;
}

function toListItem(row: ListedRow, actor: Actor): TDocumentListItem {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    leaseId: row.leaseId,
    createdAt: row.createdAt.toISOString(),
    url: urlOf(row),
    canDelete:
      row.origin === 'document' &&
      hasPermission(actor.role, 'documents:manage') &&
      keptBecause(row.signatureStatus) === null,
    keptBecause: row.origin === 'document' ? keptBecause(row.signatureStatus) : null,
    signatureStatus: row.signatureStatus,
  };
}

/** The documents and receipts the actor may see, newest first, one tab and page at a time. */
export async function listDocumentsOf(db: Database, actor: Actor, query: TListDocumentsQuery): Promise<TDocumentList> {
  const reader = documentReaderOf(actor);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!reader) return { items: [], total: 0, ...page };
  const listing: DocumentListing = {
    reader,
    origins: originsOf(actor, query.tab),
    kind: query.tab === 'lease' || query.tab === 'other' ? query.tab : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, total] = await Promise.all([listDocuments(db, listing), countDocuments(db, listing)]);
  return { items: rows.map((row) => toListItem(row, actor)), total, ...page };
}

async function requireDocument(db: Database, actor: Actor, documentId: string) {
  const reader = documentReaderOf(actor);
  const found = reader ? await findDocument(db, { ...reader, documentId }) : null;
  if (!found) throw new AppError('not_found', 'Document not found');
  return found;
}

export async function getDocument(db: Database, actor: Actor, documentId: string): Promise<TDocumentListItem> {
  const { document, signatureStatus } = await requireDocument(db, actor, documentId);
  return toListItem({ ...document, origin: 'document', receiptKey: null, signatureStatus }, actor);
}

export type NewDocument = {
  kind: TDocumentKind;
  source: TDocumentSource;
  title: string;
  /** The lease it belongs to, and that lease's tenant, who may then see it. */
  lease: { id: string; tenantUserId: string | null } | null;
  file: StoredDocumentFile;
};

/** Files an already stored file as a document of the actor's organization; returns its id. */
export function addDocument(
  db: Database,
  actor: Pick<OrganizationActor, 'organizationId'> & { userId: string | null },
  document: NewDocument,
): Promise<string> {
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

/** Stores an uploaded PDF or image as a document, filed under one of the organization's leases when given. */
export async function uploadDocument(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  fields: TUploadDocumentFields,
  upload: File,
): Promise<TDocumentListItem> {
  const { organizationId } = actor;
  const lease = fields.leaseId ? await findOrganizationLease(db, { organizationId, leaseId: fields.leaseId }) : null;
  if (fields.leaseId && !lease) throw new AppError('not_found', 'Lease not found');
  const file = await storeUploadedDocument(files, `${organizationId}/documents`, upload, DOCUMENT_UPLOAD);
  const documentId = await db
    .transaction(async (tx) => {
      const id = await addDocument(tx, actor, {
        kind: fields.kind,
        source: 'uploaded',
        title: fields.title,
        lease,
        file,
      });
      await writeAuditEvent(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'document.uploaded',
        entityType: 'document',
        entityId: id,
        details: { title: fields.title, kind: fields.kind, fileName: file.fileName, leaseId: lease?.id ?? null },
        ipAddress: actor.ipAddress,
      });
      return id;
    })
    .catch(async (error: unknown) => {
      await files.remove(file.key);
      throw error;
    });
  return getDocument(db, actor, documentId);
}

/** The stored bytes of a document the actor may see. */
export async function readDocumentFile(db: Database, files: FileStorage, actor: Actor, documentId: string) {
  const { document } = await requireDocument(db, actor, documentId);
  const body = await files.open(document.fileKey);
  if (!body) throw new AppError('not_found', 'Document not found');
  return { body, contentType: document.contentType, fileName: document.fileName };
}

/**
 * Deletes a document and its file; refused while a signature request for it is in progress, and for ever once it was
 * signed: the original of a fully signed request and its sealed copy are what the signers' links and the
 * verification page answer with (docs/operations.md, "Documents kept for the record").
 */
export async function removeDocument(db: Database, files: FileStorage, actor: OrganizationActor, documentId: string) {
  const { organizationId } = actor;
  const result = await db.transaction(async (tx) => {
    const outcome = await deleteDocumentUnlessKept(tx, { organizationId, documentId });
    if ('deleted' in outcome) {
      const { deleted } = outcome;
      await writeAuditEvent(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'document.deleted',
        entityType: 'document',
        entityId: deleted.id,
        details: { title: deleted.title, kind: deleted.kind, fileName: deleted.fileName },
        ipAddress: actor.ipAddress,
      });
    }
    return outcome;
  });
  if ('refused' in result) {
    if (result.refused === 'signing') {
      throw new AppError(
        'document_under_signature',
        'This document is out for signature; revoke the request before deleting it',
      );
    }
    if (result.refused === 'signed') {
      throw new AppError(
        'document_signed_kept',
        'A signed document and its sealed copy are kept for the record and cannot be deleted',
      );
    }
    throw new AppError('not_found', 'Document not found');
  }
  await files.remove(result.deleted.fileKey);
}

/** The lease's current document and its bytes, for the organization's staff or the lease's tenant. */
export async function readCurrentLeaseDocument(db: Database, files: FileStorage, actor: Actor, leaseId: string) {
  const reader = documentReaderOf(actor);
  const document = reader ? await findCurrentLeaseDocument(db, { ...reader, leaseId }) : null;
  const body = document ? await files.open(document.fileKey) : null;
  if (!document || !body) throw new AppError('not_found', 'Lease document not found');
  return { body, fileName: document.fileName, contentType: document.contentType };
}
