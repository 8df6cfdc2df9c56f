import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TDeclineSignatureRequest,
  TSigningLinkState,
  TSigningState,
  TSignRequest,
} from '@rentwell/contracts/signatures';
import type { Database } from '@rentwell/db/create-db';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecretToken } from '../../lib/secret-tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { signingDeclinedMail } from './signature-mail-texts.ts';
import { appendSignatureEvent } from './signature-trail.ts';
import {
  findLanguageOfUser,
  findOrganizationDocument,
  findSender,
  findSignerByTokenHash,
  findSigningContext,
  listSignersOf,
  lockSignatureRequest,
  type SignerRow,
  settleSignerOnce,
  updateSignatureRequest,
  updateSigner,
} from './signatures.repo.ts';
import { inviteSignerInTurn, type SigningLinkSettings } from './signatures.service.ts';
import { signingConsentIn } from './signing-consent.ts';

/** Who is signing, from the request: recorded with the events. */
export type SigningClient = { ip: string | null; userAgent: string | null };

type SigningContext = NonNullable<Awaited<ReturnType<typeof findSigningContext>>>;
type Resolved = { state: TSigningLinkState; signer: SignerRow | null; context: SigningContext | null };

function stateOf(signer: SignerRow, context: SigningContext, signers: SignerRow[], now: Date): TSigningLinkState {
  if (context.request.status === 'revoked' || signer.status === 'revoked') return 'revoked';
  if (context.request.status === 'declined' && signer.status === 'pending') return 'declined';
  if (signer.status === 'declined') return 'declined_by_you';
  if (signer.status !== 'pending' || signer.tokenUsedAt || context.request.status === 'fully_signed') return 'used';
  if (!context.document) return 'invalid';
  if (signer.tokenExpiresAt <= now) return 'expired';
  const waitingFor = signers.some((other) => other.position < signer.position && other.status !== 'signed');
  if (context.request.ordered && waitingFor) return 'not_your_turn';
  return 'valid';
}

async function resolveToken(db: Database, token: string): Promise<Resolved> {
  const signer = await findSignerByTokenHash(db, hashSecretToken(token));
  const context = signer ? await findSigningContext(db, signer, signer.requestId) : null;
  if (!signer || !context) return { state: 'invalid', signer: null, context: null };
  const signers = await listSignersOf(db, signer, [signer.requestId]);
  return { state: stateOf(signer, context, signers, new Date()), signer, context };
}

const REFUSALS: Record<Exclude<TSigningLinkState, 'valid'>, string> = {
  invalid: 'Invalid Signature Link',
  expired: 'This signature link has expired',
  used: 'This signature link has already been used',
  revoked: 'This signature request was withdrawn by its sender',
  declined: 'Another signer declined to sign this document, so it can no longer be signed',
  declined_by_you: 'You declined to sign this document',
  not_your_turn: 'It is not your turn to sign yet: someone before you has not signed',
};

/** The link's signer and request, or the refusal its state calls for. */
async function requireValidToken(db: Database, token: string) {
  const { state, signer, context } = await resolveToken(db, token);
  if (state !== 'valid' || !signer || !context?.document) {
    const refusal = state === 'valid' ? 'invalid' : state;
    throw new AppError(refusal === 'invalid' ? 'not_found' : 'conflict', REFUSALS[refusal]);
  }
  return { signer, context, document: context.document };
}

export async function getSigningState(db: Database, token: string, language: TLanguage): Promise<TSigningState> {
  const { state, signer, context } = await resolveToken(db, token);
  if (state === 'used') {
    const ready = signer?.status === 'signed' && context?.request.finalDocumentId != null;
    return { state, signedDocumentReady: ready };
  }
  if (state !== 'valid' || !signer || !context?.document) return { state: state === 'valid' ? 'invalid' : state };
  const { document } = context;
  return {
    state: 'valid',
    signer: { name: signer.name, email: signer.email, role: signer.role },
    organizationName: context.organizationName,
    message: context.request.message,
    document: {
      title: document.title,
      fileName: document.fileName,
      contentType: document.contentType,
      sha256: context.request.originalSha256,
    },
    consentText: signingConsentIn(language).text,
    consentLanguage: language,
    consented: signer.consentedAt !== null,
  };
}

/** The original document's bytes for the signer; the first opening is recorded. */
export async function readSigningDocument(db: Database, files: FileStorage, token: string, client: SigningClient) {
  const { signer, document } = await requireValidToken(db, token);
  const body = await files.open(document.fileKey);
  if (!body) throw new AppError('not_found', 'Document not found');
  if (!signer.openedAt) {
    await db
      .transaction(async (tx) => {
        await updateSigner(tx, signer, signer.id, { openedAt: new Date() });
        await appendSignatureEvent(tx, signer, {
          requestId: signer.requestId,
          signerId: signer.id,
          type: 'opened',
          ...client,
        });
      })
      .catch((error: unknown) => {
        body.stream.destroy();
        throw error;
      });
  }
  return { body, contentType: document.contentType, fileName: document.fileName };
}

/**
 * The signer accepts the electronic-records disclosure as shown in `language`; signing is refused until they do. The
 * language and the SHA-256 of that text are kept with the signer and in the trail.
 */
export async function consentToSign(
  db: Database,
  token: string,
  client: SigningClient,
  language: TLanguage,
): Promise<void> {
  const { signer } = await requireValidToken(db, token);
  if (signer.consentedAt) return;
  const consent = signingConsentIn(language);
  await db.transaction(async (tx) => {
    await updateSigner(tx, signer, signer.id, {
      consentedAt: new Date(),
      consentLanguage: consent.language,
      consentSha256: consent.sha256,
    });
    await appendSignatureEvent(tx, signer, {
      requestId: signer.requestId,
      signerId: signer.id,
      type: 'consented',
      ...client,
      details: { language: consent.language, consentSha256: consent.sha256 },
    });
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(base64: string): boolean {
  return Buffer.from(base64, 'base64').subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

export type SignOutcome = { organizationId: string; requestId: string; complete: boolean };

/**
 * Records the signature once: the signer's row is updated only while their token is unused, so a second submission
 * of the same link (or a race of two) is refused. Tells whether every signer has now signed.
 */
export async function signWithToken(
  deps: { db: Database; mailer: Mailer; settings: SigningLinkSettings },
  token: string,
  client: SigningClient,
  input: TSignRequest,
): Promise<SignOutcome> {
  const { db } = deps;
  if (input.method === 'drawn' && !isPng(input.signaturePng)) {
    throw new AppError('validation_failed', 'The drawn signature must be a PNG image', {
      signaturePng: ['The drawn signature must be a PNG image'],
    });
  }
  const { signer, context, document } = await requireValidToken(db, token);
  if (!signer.consentedAt) {
    throw new AppError('conflict', 'Accept the use of electronic records and signatures before signing');
  }
  return db.transaction(async (tx) => {
    const request = await lockSignatureRequest(tx, signer, signer.requestId);
    if (!request || (request.status !== 'pending' && request.status !== 'partially_signed')) {
      throw new AppError('conflict', REFUSALS.revoked);
    }
    const signed = await settleSignerOnce(tx, signer, signer.id, {
      status: 'signed',
      signedAt: new Date(),
      signatureMethod: input.method,
      signaturePng: input.method === 'drawn' ? input.signaturePng : null,
      typedSignature: input.method === 'typed' ? input.typedSignature : null,
      signedIp: client.ip,
      signedUserAgent: client.userAgent,
    });
    if (!signed) throw new AppError('conflict', REFUSALS.used);
    await appendSignatureEvent(tx, signer, {
      requestId: signer.requestId,
      signerId: signer.id,
      type: 'signed',
      ...client,
      details: { method: input.method },
    });
    const signers = await listSignersOf(tx, signer, [signer.requestId]);
    const complete = signers.every((other) => other.status === 'signed');
    if (request.status === 'pending')
      await updateSignatureRequest(tx, signer, request.id, { status: 'partially_signed' });
    if (request.ordered && !complete) {
      const senderLanguage = request.createdByUserId ? await findLanguageOfUser(tx, request.createdByUserId) : null;
      await inviteSignerInTurn(
        tx,
        deps.mailer,
        deps.settings,
        {
          organizationName: context.organizationName,
          documentTitle: document.title,
          message: request.message,
          senderLanguage: senderLanguage ?? 'en',
        },
        signers,
      );
    }
    return { organizationId: request.organizationId, requestId: request.id, complete };
  });
}

/**
 * The signer refuses to sign, with their reason: their link is used up, the request is closed as declined (no other
 * link works any more) and its sender is emailed the reason in their language and notified in the app.
 */
export async function declineToSign(
  deps: { db: Database; mailer: Mailer; notifier: Notifier },
  token: string,
  client: SigningClient,
  input: TDeclineSignatureRequest,
): Promise<void> {
  const { signer, context, document } = await requireValidToken(deps.db, token);
  await deps.db.transaction(async (tx) => {
    await lockSignatureRequest(tx, signer, signer.requestId);
    const declined = await settleSignerOnce(tx, signer, signer.id, { status: 'declined', declineReason: input.reason });
    if (!declined) throw new AppError('conflict', REFUSALS.used);
    await updateSignatureRequest(tx, signer, signer.requestId, { status: 'declined' });
    await appendSignatureEvent(tx, signer, {
      requestId: signer.requestId,
      signerId: signer.id,
      type: 'declined',
      ...client,
      details: { reason: input.reason },
    });
    const sender = context.request.createdByUserId ? await findSender(tx, context.request.createdByUserId) : null;
    if (!sender || !context.request.createdByUserId) return;
    await deps.notifier.notify(tx, {
      recipients: [context.request.createdByUserId],
      organizationId: signer.organizationId,
      type: 'general',
      event: 'signature_declined',
      params: { signerName: signer.name, title: document.title },
      link: '/documents',
      dedupeKey: `signature_declined:${signer.requestId}`,
      emailCopy: false,
    });
    const mail = signingDeclinedMail(sender.language ?? 'en', {
      senderName: sender.name,
      signerName: signer.name,
      documentTitle: document.title,
      reason: input.reason,
    });
    await deps.mailer.send({ to: sender.email, ...mail, purpose: 'signature_declined', db: tx });
  });
}

/** The sealed PDF, for a signer who signed, once everyone has; each download is recorded. */
export async function readSignedDocument(db: Database, files: FileStorage, token: string, client: SigningClient) {
  const signer = await findSignerByTokenHash(db, hashSecretToken(token));
  const context = signer ? await findSigningContext(db, signer, signer.requestId) : null;
  const { request } = context ?? {};
  const final =
    signer?.status === 'signed' && request?.status === 'fully_signed' && request.finalDocumentId
      ? await findOrganizationDocument(db, {
          organizationId: request.organizationId,
          documentId: request.finalDocumentId,
        })
      : null;
  const body = final ? await files.open(final.fileKey) : null;
  if (!signer || !final || !body) throw new AppError('not_found', 'The signed document is not available');
  await db
    .transaction((tx) =>
      appendSignatureEvent(tx, signer, {
        requestId: signer.requestId,
        signerId: signer.id,
        type: 'downloaded',
        ...client,
      }),
    )
    .catch((error: unknown) => {
      body.stream.destroy();
      throw error;
    });
  return { body, contentType: final.contentType, fileName: final.fileName };
}
