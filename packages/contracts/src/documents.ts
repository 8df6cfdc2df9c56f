import { z } from 'zod';
import { ZSignatureRequestStatus } from './signatures.ts';
import { MAX_IMAGE_BYTES } from './uploads.ts';

/** What a stored document is; receipts are listed beside them from their own tables, never stored as documents. */
export const DOCUMENT_KINDS = ['lease', 'other'] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

/** The kinds the documents list shows: the stored ones and the payment and expense receipts. */
export const LISTED_DOCUMENT_KINDS = [...DOCUMENT_KINDS, 'receipt'] as const;
export const ZListedDocumentKind = z.enum(LISTED_DOCUMENT_KINDS);
export type TListedDocumentKind = z.infer<typeof ZListedDocumentKind>;

/** Uploaded by someone, generated from the app's own data (a lease agreement), or the sealed result of signing. */
export const DOCUMENT_SOURCES = ['uploaded', 'generated', 'signed'] as const;
export const ZDocumentSource = z.enum(DOCUMENT_SOURCES);
export type TDocumentSource = z.infer<typeof ZDocumentSource>;

/** Documents (and expense receipts) are a PDF or an image, checked by their content, at most 10 MB. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const ZDocumentContentType = z.enum(DOCUMENT_CONTENT_TYPES);
export type TDocumentContentType = z.infer<typeof ZDocumentContentType>;
export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES;

export const DOCUMENT_TABS = ['all', ...LISTED_DOCUMENT_KINDS] as const;
export const ZDocumentTab = z.enum(DOCUMENT_TABS);
export type TDocumentTab = z.infer<typeof ZDocumentTab>;

/** A document's signature status as its list shows it: of its latest signature request that was not revoked. */
export const ZDocumentSignatureStatus = ZSignatureRequestStatus.exclude(['revoked']);
export type TDocumentSignatureStatus = z.infer<typeof ZDocumentSignatureStatus>;

export const ZListDocumentsQuery = z.object({
  tab: ZDocumentTab.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListDocumentsQuery = z.infer<typeof ZListDocumentsQuery>;

export const ZDocumentListItem = z.object({
  /** The document's id; for a receipt, the id of its payment or expense. */
  id: z.uuid(),
  kind: ZListedDocumentKind,
  /** Null for receipts. */
  source: ZDocumentSource.nullable(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Null for receipts, which are generated on demand or stored by their expense. */
  sizeBytes: z.number().int().nullable(),
  leaseId: z.uuid().nullable(),
  createdAt: z.string(),
  url: z.string(),
  canDelete: z.boolean(),
  /** Why the document cannot be deleted by anyone: out for signature, or signed (kept for the record). */
  keptBecause: z.enum(['signing', 'signed']).nullable(),
  signatureStatus: ZDocumentSignatureStatus.nullable(),
});
export type TDocumentListItem = z.infer<typeof ZDocumentListItem>;

export const ZDocumentList = z.object({
  items: z.array(ZDocumentListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** The text fields of the multipart upload (the file itself is the field `file`). */
export const ZUploadDocumentFields = z.object({
  title: z.string().trim().min(1).max(200),
  kind: ZDocumentKind,
  /** A lease of the organization; its tenant may then see the document. An empty field means none. */
  leaseId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
});
export type TUploadDocumentFields = z.infer<typeof ZUploadDocumentFields>;

/** Unset: images are shown, PDFs downloaded. `inline` shows a PDF too (a preview); `attachment` always downloads. */
export const ZDocumentFileQuery = z.object({ disposition: z.enum(['inline', 'attachment']).optional() });
export type TDocumentFileQuery = z.infer<typeof ZDocumentFileQuery>;
