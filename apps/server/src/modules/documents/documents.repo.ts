import type { TDocumentSignatureStatus, TDocumentSource, TListedDocumentKind } from '@rentwell/contracts/documents';
import type { Database } from '@rentwell/db/create-db';
import { documents } from '@rentwell/db/schema/documents';
import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import { payments } from '@rentwell/db/schema/payments';
import { signatureRequests } from '@rentwell/db/schema/signatures';
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { currentLeaseDocument } from '../../domain-sql/current-lease-document-sql.ts';

export type DocumentValues = typeof documents.$inferInsert;

/** Who reads documents: the organization's staff, or a tenant (only the documents shared with them). */
export type DocumentReader = { organizationId: string } | { tenantUserId: string };

/** Where a listed row comes from: a stored document, or a payment's or an expense's receipt. */
export type ListedOrigin = 'document' | 'payment' | 'expense';

/** The sources one page of the list is read from, and who reads it. */
export type DocumentListing = {
  reader: DocumentReader;
  origins: readonly ListedOrigin[];
  /** Only stored documents of this kind (the Leases and Other tabs). */
  kind?: 'lease' | 'other';
  limit: number;
  offset: number;
};

const IN_PROGRESS = ['pending', 'partially_signed'] as const;

function documentsReadableBy(reader: DocumentReader): SQL {
  return 'organizationId' in reader
    ? eq(documents.organizationId, reader.organizationId)
    : eq(documents.tenantUserId, reader.tenantUserId);
}

/** The document's latest signature request that was not revoked, to join laterally. */
function latestSignatureRequestOf(db: Database) {
  return db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documents.id), ne(signatureRequests.status, 'revoked')))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1)
    .as('latest_signature_request');
}

/** The latest request's status; a sealed document is fully signed by what it is. */
function signatureStatusOf(latest: ReturnType<typeof latestSignatureRequestOf>) {
  return sql<TDocumentSignatureStatus | null>`case when ${documents.source} = 'signed' then 'fully_signed'
    else ${latest.status} end`;
}

function documentsWhere(listing: DocumentListing) {
  return and(documentsReadableBy(listing.reader), listing.kind ? eq(documents.kind, listing.kind) : undefined);
}

/** A payment has a receipt once confirmed or recorded as paid; a tenant's are those of their leases. */
function paymentReceiptsWhere(reader: DocumentReader) {
  return and(
    'organizationId' in reader
      ? eq(payments.organizationId, reader.organizationId)
      : eq(leases.tenantUserId, reader.tenantUserId),
    inArray(payments.status, ['confirmed', 'paid']),
    isNotNull(payments.receiptNumber),
  );
}

/** Expense receipts are the organization's own papers: its staff read them, tenants never. */
function expenseReceiptsWhere(reader: DocumentReader) {
  return 'organizationId' in reader
    ? and(eq(expenses.organizationId, reader.organizationId), isNotNull(expenses.receiptKey))
    : sql`false`;
}

function selectDocuments(db: Database, listing: DocumentListing) {
  const latest = latestSignatureRequestOf(db);
  return db
    .select({
      origin: sql<ListedOrigin>`'document'`.as('origin'),
      id: sql<string>`${documents.id}`.as('id'),
      kind: sql<TListedDocumentKind>`${documents.kind}`.as('kind'),
      source: sql<TDocumentSource | null>`${documents.source}`.as('source'),
      title: sql<string>`${documents.title}`.as('title'),
      fileName: sql<string>`${documents.fileName}`.as('file_name'),
      contentType: sql<string>`${documents.contentType}`.as('content_type'),
      sizeBytes: sql<number | null>`${documents.sizeBytes}`.as('size_bytes'),
      leaseId: sql<string | null>`${documents.leaseId}`.as('lease_id'),
      receiptKey: sql<string | null>`null`.as('receipt_key'),
      signatureStatus: signatureStatusOf(latest).as('signature_status'),
      createdAt: sql`${documents.createdAt}`.mapWith(documents.createdAt).as('created_at'),
    })
    .from(documents)
    .leftJoinLateral(latest, sql`true`)
    .where(documentsWhere(listing));
}

function selectPaymentReceipts(db: Database, reader: DocumentReader) {
  return db
    .select({
      origin: sql<ListedOrigin>`'payment'`.as('origin'),
      id: sql<string>`${payments.id}`.as('id'),
      kind: sql<TListedDocumentKind>`'receipt'`.as('kind'),
      source: sql<TDocumentSource | null>`null`.as('source'),
      title: sql<string>`${payments.receiptNumber}`.as('title'),
      fileName: sql<string>`${payments.receiptNumber} || '.pdf'`.as('file_name'),
      contentType: sql<string>`'application/pdf'`.as('content_type'),
      sizeBytes: sql<number | null>`null::integer`.as('size_bytes'),
      leaseId: sql<string | null>`${payments.leaseId}`.as('lease_id'),
      receiptKey: sql<string | null>`null`.as('receipt_key'),
      signatureStatus: sql<TDocumentSignatureStatus | null>`null`.as('signature_status'),
      createdAt: sql`coalesce(${payments.confirmedAt}, ${payments.createdAt})`
        .mapWith(payments.createdAt)
        .as('created_at'),
    })
    .from(payments)
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .where(paymentReceiptsWhere(reader));
}

function selectExpenseReceipts(db: Database, reader: DocumentReader) {
  return db
    .select({
      origin: sql<ListedOrigin>`'expense'`.as('origin'),
      id: sql<string>`${expenses.id}`.as('id'),
      kind: sql<TListedDocumentKind>`'receipt'`.as('kind'),
      source: sql<TDocumentSource | null>`null`.as('source'),
      title: sql<string>`${expenses.description}`.as('title'),
      fileName: sql<string>`coalesce(${expenses.receiptFileName}, 'receipt')`.as('file_name'),
      contentType: sql<string>`${expenses.receiptContentType}`.as('content_type'),
      sizeBytes: sql<number | null>`null::integer`.as('size_bytes'),
      leaseId: sql<string | null>`null::uuid`.as('lease_id'),
      receiptKey: sql<string | null>`${expenses.receiptKey}`.as('receipt_key'),
      signatureStatus: sql<TDocumentSignatureStatus | null>`null`.as('signature_status'),
      createdAt: sql`${expenses.createdAt}`.mapWith(expenses.createdAt).as('created_at'),
    })
    .from(expenses)
    .where(expenseReceiptsWhere(reader));
}

type ListedSelect = ReturnType<typeof selectDocuments>;

/**
 * The three selects give the same columns; Drizzle's types also compare the tables they read (for the nullability of
 * joins), which a union does not care about, hence the cast.
 */
function selectListed(db: Database, listing: DocumentListing, origin: ListedOrigin): ListedSelect {
  if (origin === 'document') return selectDocuments(db, listing);
  const receipts =
    origin === 'payment' ? selectPaymentReceipts(db, listing.reader) : selectExpenseReceipts(db, listing.reader);
  return receipts as unknown as ListedSelect;
}

/** One page of the stored documents and receipts the reader may see, newest first. */
export async function listDocuments(db: Database, listing: DocumentListing) {
  const [first, second, ...rest] = listing.origins.map((origin) => selectListed(db, listing, origin));
  if (!first) return [];
  const listed = second ? unionAll(first, second, ...rest) : first;
  return listed.orderBy(desc(sql`created_at`), desc(sql`id`)).limit(listing.limit).offset(listing.offset);
}

/** How many rows the whole list has, over every page. */
export async function countDocuments(db: Database, listing: DocumentListing): Promise<number> {
  const counts = await Promise.all(
    listing.origins.map(async (origin) => {
      const [row] = await (origin === 'document'
        ? db.select({ count: sql<number>`count(*)::int` }).from(documents).where(documentsWhere(listing))
        : origin === 'payment'
          ? db
              .select({ count: sql<number>`count(*)::int` })
              .from(payments)
              .innerJoin(leases, eq(leases.id, payments.leaseId))
              .where(paymentReceiptsWhere(listing.reader))
          : db
              .select({ count: sql<number>`count(*)::int` })
              .from(expenses)
              .where(expenseReceiptsWhere(listing.reader)));
      return row?.count ?? 0;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export async function insertDocument(db: Database, values: DocumentValues) {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}

/** One document with its signature status, if the reader may see it. */
export async function findDocument(db: Database, reader: DocumentReader & { documentId: string }) {
  const latest = latestSignatureRequestOf(db);
  const [row] = await db
    .select({ document: documents, signatureStatus: signatureStatusOf(latest) })
    .from(documents)
    .leftJoinLateral(latest, sql`true`)
    .where(and(documentsReadableBy(reader), eq(documents.id, reader.documentId)));
  return row ?? null;
}

/**
 * Why a document must be kept: 'signing' while a signature request for it is in progress, 'signed' when it is the
 * original of a fully signed request or a sealed copy (kept for the record); null when it may be deleted.
 */
async function keptBecause(tx: Database, document: typeof documents.$inferSelect) {
  if (document.source === 'signed') return 'signed';
  const requests = await tx
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.organizationId, document.organizationId),
        or(eq(signatureRequests.documentId, document.id), eq(signatureRequests.finalDocumentId, document.id)),
        inArray(signatureRequests.status, [...IN_PROGRESS, 'fully_signed']),
      ),
    );
  if (requests.some((request) => request.status === 'fully_signed')) return 'signed';
  return requests.length > 0 ? 'signing' : null;
}

/**
 * Deletes an organization's document unless it must be kept (see `keptBecause`); run it in a transaction. The
 * document's row is locked first, so a request being created for it meanwhile either commits before the check (and
 * is seen) or fails its foreign key after the delete.
 */
export async function deleteDocumentUnlessKept(
  tx: Database,
  scope: { organizationId: string; documentId: string },
): Promise<{ deleted: typeof documents.$inferSelect } | { refused: 'not_found' | 'signing' | 'signed' }> {
  const [locked] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.organizationId, scope.organizationId), eq(documents.id, scope.documentId)))
    .for('update');
  if (!locked) return { refused: 'not_found' };
  const kept = await keptBecause(tx, locked);
  if (kept) return { refused: kept };
  await tx.delete(documents).where(eq(documents.id, locked.id));
  return { deleted: locked };
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

/** A lease of the organization and its tenant, to file a document under. */
export async function findOrganizationLease(db: Database, scope: { organizationId: string; leaseId: string }) {
  const [row] = await db
    .select({ id: leases.id, tenantUserId: leases.tenantUserId })
    .from(leases)
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.id, scope.leaseId)));
  return row ?? null;
}
