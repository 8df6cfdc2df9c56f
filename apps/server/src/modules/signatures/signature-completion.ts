import { createHash } from 'node:crypto';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import type { MailAttachmentRef } from '@rentwell/db/schema/mail';
import type { AppDeps } from '../../app-deps.ts';
import { loadSealCertificate } from '../../documents/seal-certificate.ts';
import { sealPdf } from '../../documents/seal-pdf.ts';
import { buildSignedDocument, imageToPdf } from '../../documents/signed-document.ts';
import { addDocument } from '../documents/documents.service.ts';
import { signingCompletedMail } from './signature-mail-texts.ts';
import { appendSignatureEvent } from './signature-trail.ts';
import {
  findLanguageOfEmail,
  findLanguageOfUser,
  findOrganizationDocument,
  findSigningContext,
  listRequestsAwaitingCompletion,
  listSignersOf,
  lockSignatureRequest,
  type SignatureScope,
  type SignerRow,
  updateSignatureRequest,
} from './signatures.repo.ts';

type CompletionDeps = Pick<AppDeps, 'db' | 'files' | 'mailer' | 'config' | 'notifier'>;

function signedFileName(originalFileName: string): string {
  return `${originalFileName.replace(/\.[^.]+$/, '')} (signed).pdf`;
}

function isComplete(signers: SignerRow[]): boolean {
  return signers.length > 0 && signers.every((signer) => signer.status === 'signed');
}

async function originalAsPdf(deps: CompletionDeps, document: { fileKey: string; contentType: string }) {
  const bytes = await deps.files.read(document.fileKey);
  if (!bytes) throw new Error(`the original document ${document.fileKey} is missing`);
  if (document.contentType === 'application/pdf') return bytes;
  return imageToPdf(bytes, document.contentType as 'image/png' | 'image/jpeg' | 'image/webp');
}

async function emailSigners(
  tx: Database,
  deps: CompletionDeps,
  signers: SignerRow[],
  title: string,
  language: TLanguage,
  sealed: MailAttachmentRef,
) {
  for (const signer of signers) {
    const signerLanguage = (await findLanguageOfEmail(tx, signer.email)) ?? language;
    const { linksText, ...mail } = signingCompletedMail(signerLanguage, {
      signerName: signer.name,
      documentTitle: title,
    });
    await deps.mailer.send({
      to: signer.email,
      ...mail,
      purpose: 'signature_completed',
      attachments: { files: [sealed], linksText },
      db: tx,
    });
    await appendSignatureEvent(tx, signer, { requestId: signer.requestId, signerId: signer.id, type: 'emailed' });
  }
}

/**
 * Once every signer has signed: the original with a signature page and a certificate page, sealed with the
 * installation's certificate, filed as a 'signed' document of the same kind, lease and tenant; the request is fully
 * signed, every signer is emailed and its sender is notified (in the app, and by mail if their settings say so). Seconds of PDF work, so it runs after the signing response, never inside it.
 * Safe to run again: a completed request is left as it is.
 */
export async function completeSignatureRequest(
  deps: CompletionDeps,
  scope: SignatureScope,
  requestId: string,
): Promise<boolean> {
  const { db } = deps;
  const context = await findSigningContext(db, scope, requestId);
  const signers = await listSignersOf(db, scope, [requestId]);
  if (!context?.document || context.request.status !== 'partially_signed' || !isComplete(signers)) return false;
  const { request, document } = context;
  const language = (request.createdByUserId && (await findLanguageOfUser(db, request.createdByUserId))) || 'en';
  const completedAt = new Date();
  const signedPdf = await buildSignedDocument(await originalAsPdf(deps, document), {
    title: document.title,
    signers: signers.map((signer) => ({
      name: signer.name,
      email: signer.email,
      role: signer.role,
      signedAt: signer.signedAt ?? completedAt,
      ip: signer.signedIp ?? '',
      userAgent: signer.signedUserAgent ?? '',
      method: signer.signatureMethod ?? 'typed',
      signaturePng: signer.signaturePng ? Buffer.from(signer.signaturePng, 'base64') : undefined,
      typedName: signer.typedSignature ?? undefined,
      consentSha256: signer.consentSha256 ?? '',
    })),
    originalSha256: request.originalSha256,
    completedAt,
    language,
  });
  const certificate = await loadSealCertificate(db, {
    baseUrl: deps.config.baseUrl,
    configured: deps.config.sealCertificate,
  });
  const sealed = await sealPdf(signedPdf, certificate, {
    reason: 'Signed by every party through Rentwell',
    location: new URL(deps.config.baseUrl).host,
    name: context.organizationName,
    signedAt: completedAt,
  });
  const sha256 = createHash('sha256').update(sealed).digest('hex');
  const key = await deps.files.put(`${request.organizationId}/documents`, 'pdf', sealed);
  const completed = await db
    .transaction(async (tx) => {
      const locked = await lockSignatureRequest(tx, scope, requestId);
      if (locked?.status !== 'partially_signed') return false;
      const original = await findOrganizationDocument(tx, {
        organizationId: request.organizationId,
        documentId: document.id,
      });
      const finalDocumentId = await addDocument(
        tx,
        { organizationId: request.organizationId, userId: request.createdByUserId },
        {
          kind: document.kind,
          source: 'signed',
          title: document.title,
          lease: original?.leaseId ? { id: original.leaseId, tenantUserId: original.tenantUserId } : null,
          file: {
            key,
            contentType: 'application/pdf',
            fileName: signedFileName(document.fileName),
            sizeBytes: sealed.length,
            sha256,
          },
        },
      );
      await updateSignatureRequest(tx, scope, requestId, {
        status: 'fully_signed',
        completedAt,
        finalDocumentId,
        finalSha256: sha256,
      });
      await appendSignatureEvent(tx, scope, {
        requestId,
        type: 'completed',
        details: { finalDocumentId, finalSha256: sha256 },
      });
      const attachment = {
        fileName: signedFileName(document.fileName),
        storageKey: key,
        contentType: 'application/pdf',
        size: sealed.length,
      };
      await emailSigners(tx, deps, signers, document.title, language, attachment);
      if (request.createdByUserId) {
        await deps.notifier.notify(tx, {
          recipients: [request.createdByUserId],
          organizationId: request.organizationId,
          type: 'general',
          event: 'signature_completed',
          params: { title: document.title },
          link: '/documents',
          dedupeKey: `signature_completed:${requestId}`,
        });
      }
      return true;
    })
    .catch(async (error: unknown) => {
      await deps.files.remove(key);
      throw error;
    });
  if (!completed) await deps.files.remove(key);
  return completed;
}

/** Completes the requests every signer has signed whose completion after the last signature did not finish. */
export async function completeAwaitingSignatureRequests(deps: CompletionDeps): Promise<number> {
  let completed = 0;
  for (const request of await listRequestsAwaitingCompletion(deps.db)) {
    if (await completeSignatureRequest(deps, request, request.id)) completed++;
  }
  return completed;
}
