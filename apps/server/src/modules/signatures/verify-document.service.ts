import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES } from '@rentwell/contracts/documents';
import type { TVerifyDocumentResponse } from '@rentwell/contracts/signatures';
import type { Database } from '@rentwell/db/create-db';
import { type ConfiguredSealCertificate, loadSealCertificate } from '../../documents/seal-certificate.ts';
import { sealFingerprintOf } from '../../documents/seal-reader.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRequestByFinalSha256 } from './signatures.repo.ts';

export type SealSettings = { baseUrl: string; configured: ConfiguredSealCertificate | undefined };

/**
 * Whether this installation sealed the PDF (its signature's certificate is the installation's) and whether these are
 * exactly the bytes it sealed (the SHA-256 of the upload against the final documents of completed requests): a copy
 * changed after sealing keeps the seal but is not unchanged.
 */
export async function verifyDocument(db: Database, seal: SealSettings, upload: File): Promise<TVerifyDocumentResponse> {
  if (upload.size > MAX_DOCUMENT_BYTES) throw new AppError('payload_too_large', 'Documents can be at most 10 MB');
  const bytes = Buffer.from(await upload.arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const found = await findRequestByFinalSha256(db, sha256);
  if (!found) {
    const fingerprint = sealFingerprintOf(bytes);
    const sealedHere = fingerprint !== null && fingerprint === (await loadSealCertificate(db, seal)).fingerprintSha256;
    return { sealedHere, unchanged: false, completedAt: null, documentTitle: null };
  }
  return {
    sealedHere: true,
    unchanged: true,
    completedAt: found.request.completedAt?.toISOString() ?? null,
    documentTitle: found.documentTitle || null,
  };
}
