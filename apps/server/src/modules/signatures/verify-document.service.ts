import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES } from '@rentwell/contracts/documents';
import type { TVerifyDocumentResponse } from '@rentwell/contracts/signatures';
import type { Database } from '@rentwell/db/create-db';
import { AppError } from '../../lib/app-error.ts';
import { findRequestByFinalSha256 } from './signatures.repo.ts';

/**
 * Whether this installation sealed exactly these bytes: the SHA-256 of the upload against the final documents of
 * completed requests. A changed byte gives another hash, so a modified copy is not found.
 */
export async function verifyDocument(db: Database, upload: File): Promise<TVerifyDocumentResponse> {
  if (upload.size > MAX_DOCUMENT_BYTES) throw new AppError('payload_too_large', 'Documents can be at most 10 MB');
  const bytes = Buffer.from(await upload.arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const found = await findRequestByFinalSha256(db, sha256);
  if (!found) return { sealedHere: false, unchanged: false, completedAt: null, documentTitle: null };
  return {
    sealedHere: true,
    unchanged: true,
    completedAt: found.request.completedAt?.toISOString() ?? null,
    documentTitle: found.documentTitle || null,
  };
}
