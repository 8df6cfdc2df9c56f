import { createHash } from 'node:crypto';
import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TCreateSignatureRequest,
  TCreateSignatureResponse,
  TListSignatureRequestsQuery,
  TResendSignatureResponse,
  TSignatureRequest,
  TSignatureSigner,
  TSignatureTrail,
  TSigningLink,
} from '@rentwell/contracts/signatures';
import type { Database } from '@rentwell/db/create-db';
import { leaseAgreementTitle, renderLeaseAgreement } from '../../documents/lease-agreement.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { generateSecretToken } from '../../lib/secret-tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { getMe } from '../accounts/accounts.service.ts';
import { addDocument } from '../documents/documents.service.ts';
import {
  type InvitationMailBudget,
  spendInvitationMailBudget,
  spendSignerResend,
} from '../mail-budgets/mail-budgets.ts';
import { loadLeaseAgreementInput } from '../tenants/lease-agreement.service.ts';
import { verifyChain } from './signature-event-hash.ts';
import { signingInvitationMail } from './signature-mail-texts.ts';
import { appendSignatureEvent } from './signature-trail.ts';
import {
  findLanguageOfEmail,
  findOrganizationDocument,
  findOrganizationSignatureRequest,
  findSigner,
  insertSignatureRequest,
  insertSigners,
  listOrganizationSignatureRequests,
  listSignatureEvents,
  listSignersOf,
  lockSignatureRequest,
  revokePendingSigners,
  type SignatureRequestRow,
  type SignerRow,
  updateSignatureRequest,
  updateSigner,
} from './signatures.repo.ts';

/** What sending links needs to know about the installation. */
export type SigningLinkSettings = {
  baseUrl: string;
  signatureLinkDays: number;
  /** What mailed invitations count against; the demo seed sends its own without one. */
  invitationMailBudget?: InvitationMailBudget;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function signingUrl(settings: SigningLinkSettings, token: string): string {
  return `${settings.baseUrl}/sign-lease?token=${token}`;
}

function linkExpiry(settings: SigningLinkSettings): Date {
  return new Date(Date.now() + settings.signatureLinkDays * DAY_MS);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toSigner(row: SignerRow): TSignatureSigner {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    position: row.position,
    delivery: row.delivery,
    status: row.status,
    tokenExpiresAt: row.tokenExpiresAt.toISOString(),
    openedAt: iso(row.openedAt),
    consentedAt: iso(row.consentedAt),
    signedAt: iso(row.signedAt),
    declineReason: row.declineReason,
    reminderCount: row.reminderCount,
    lastRemindedAt: iso(row.lastRemindedAt),
  };
}

function toSignatureRequest(request: SignatureRequestRow, documentTitle: string, signers: SignerRow[]) {
  return {
    id: request.id,
    documentId: request.documentId ?? '',
    documentTitle,
    leaseId: request.leaseId,
    message: request.message,
    ordered: request.ordered,
    status: request.status,
    originalSha256: request.originalSha256,
    finalDocumentId: request.finalDocumentId,
    finalSha256: request.finalSha256,
    createdAt: request.createdAt.toISOString(),
    completedAt: iso(request.completedAt),
    signers: signers.filter((signer) => signer.requestId === request.id).map(toSigner),
  } satisfies TSignatureRequest;
}

/** The document to sign: one of the organization's, or a lease agreement generated now from the lease's data. */
async function resolveDocument(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  input: TCreateSignatureRequest,
) {
  if (input.documentId) {
    const found = await findOrganizationDocument(db, {
      organizationId: actor.organizationId,
      documentId: input.documentId,
    });
    if (!found) throw new AppError('not_found', 'Document not found');
    if (found.sha256) return { ...found, sha256: found.sha256 };
    const body = await files.read(found.fileKey);
    if (!body) throw new AppError('not_found', 'Document not found');
    return { ...found, sha256: createHash('sha256').update(body).digest('hex') };
  }
  const leaseId = input.leaseId as string;
  const { input: agreement, language, tenantUserId } = await loadLeaseAgreementInput(db, actor, leaseId);
  const body = await renderLeaseAgreement(agreement, language);
  const title = leaseAgreementTitle(agreement, language);
  const key = await files.put(`${actor.organizationId}/documents`, 'pdf', body);
  const documentId = await addDocument(db, actor, {
    kind: 'lease',
    source: 'generated',
    title,
    lease: { id: leaseId, tenantUserId },
    file: {
      key,
      contentType: 'application/pdf',
      fileName: `${title}.pdf`,
      sizeBytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    },
  });
  const found = await findOrganizationDocument(db, { organizationId: actor.organizationId, documentId });
  if (!found) throw new Error('generated document vanished');
  return { ...found, sha256: found.sha256 ?? '' };
}

export type InvitationContext = {
  organizationName: string;
  documentTitle: string;
  message: string;
  senderLanguage: TLanguage;
};

async function emailInvitation(
  tx: Database,
  mailer: Mailer,
  settings: SigningLinkSettings,
  context: InvitationContext,
  signer: SignerRow,
  token: string,
) {
  const language = (await findLanguageOfEmail(tx, signer.email)) ?? context.senderLanguage;
  const mail = signingInvitationMail(language, {
    signerName: signer.name,
    organizationName: context.organizationName,
    documentTitle: context.documentTitle,
    message: context.message,
    url: signingUrl(settings, token),
    expiresOn: signer.tokenExpiresAt.toISOString().slice(0, 10),
  });
  await mailer.send({ to: signer.email, ...mail, purpose: 'signature_invitation', db: tx });
  await appendSignatureEvent(tx, signer, { requestId: signer.requestId, signerId: signer.id, type: 'emailed' });
}

/**
 * In ordered signing, invites the signer whose turn has come (the first who has not signed) once the one before them
 * signed: a new link (only its hash is kept), valid from now, mailed to an email signer; a 'link' signer already holds
 * theirs. Run in the transaction that recorded the signature.
 */
export async function inviteSignerInTurn(
  tx: Database,
  mailer: Mailer,
  settings: SigningLinkSettings,
  context: InvitationContext,
  signers: SignerRow[],
) {
  const next = [...signers].sort((a, b) => a.position - b.position).find((signer) => signer.status !== 'signed');
  if (next?.status !== 'pending' || next.delivery !== 'email') return;
  const { token, hash } = generateSecretToken();
  const tokenExpiresAt = linkExpiry(settings);
  await updateSigner(tx, next, next.id, { tokenHash: hash, tokenExpiresAt, tokenUsedAt: null });
  await appendSignatureEvent(tx, next, {
    requestId: next.requestId,
    signerId: next.id,
    type: 'sent',
    details: { delivery: next.delivery, turn: next.position },
  });
  await emailInvitation(tx, mailer, settings, context, { ...next, tokenHash: hash, tokenExpiresAt }, token);
}

async function invitationContext(db: Database, actor: OrganizationActor, documentTitle: string, message: string) {
  const me = await getMe(db, actor);
  return {
    organizationName: me.organization?.name ?? '',
    documentTitle,
    message,
    senderLanguage: me.profile.preferredLanguage,
  } satisfies InvitationContext;
}

/** Sends a document (or a lease's generated agreement) for signature; the links of 'link' signers come back once. */
export async function createSignatureRequest(
  db: Database,
  files: FileStorage,
  mailer: Mailer,
  settings: SigningLinkSettings,
  actor: OrganizationActor,
  input: TCreateSignatureRequest,
): Promise<TCreateSignatureResponse> {
  const document = await resolveDocument(db, files, actor, input);
  if (settings.invitationMailBudget) {
    const mailed = input.signers.filter((signer) => signer.delivery === 'email').length;
    await spendInvitationMailBudget(db, settings.invitationMailBudget, actor.organizationId, mailed);
  }
  const context = await invitationContext(db, actor, document.title, input.message);
  const tokens = input.signers.map(() => generateSecretToken());
  const { request, signers } = await db.transaction(async (tx) => {
    const request = await insertSignatureRequest(tx, {
      organizationId: actor.organizationId,
      documentId: document.id,
      leaseId: document.leaseId,
      message: input.message,
      ordered: input.ordered,
      originalSha256: document.sha256,
      createdByUserId: actor.userId,
    });
    const expiresAt = linkExpiry(settings);
    const signers = await insertSigners(
      tx,
      input.signers.map((signer, index) => ({
        requestId: request.id,
        organizationId: actor.organizationId,
        name: signer.name,
        email: signer.email,
        role: signer.role,
        position: index + 1,
        delivery: signer.delivery,
        tokenHash: tokens[index]?.hash ?? '',
        tokenExpiresAt: expiresAt,
      })),
    );
    await appendSignatureEvent(tx, actor, {
      requestId: request.id,
      type: 'created',
      details: { documentId: document.id, originalSha256: document.sha256, ordered: input.ordered },
    });
    for (const [index, signer] of signers.entries()) {
      const token = tokens[index]?.token ?? '';
      // In ordered signing an email signer is invited when their turn comes (inviteSignerInTurn).
      if (input.ordered && signer.position > 1 && signer.delivery === 'email') continue;
      await appendSignatureEvent(tx, actor, {
        requestId: request.id,
        signerId: signer.id,
        type: 'sent',
        details: { delivery: signer.delivery },
      });
      if (signer.delivery === 'email') await emailInvitation(tx, mailer, settings, context, signer, token);
    }
    return { request, signers };
  });
  const links: TSigningLink[] = signers.flatMap((signer, index) =>
    signer.delivery === 'link' ? [{ signerId: signer.id, url: signingUrl(settings, tokens[index]?.token ?? '') }] : [],
  );
  return { request: toSignatureRequest(request, document.title, signers), links };
}

export async function listSignatureRequests(
  db: Database,
  actor: OrganizationActor,
  query: TListSignatureRequestsQuery,
): Promise<TSignatureRequest[]> {
  const rows = await listOrganizationSignatureRequests(db, { organizationId: actor.organizationId, ...query });
  const signers = await listSignersOf(
    db,
    actor,
    rows.map((row) => row.request.id),
  );
  return rows.map((row) => toSignatureRequest(row.request, row.documentTitle, signers));
}

async function requireRequest(db: Database, actor: OrganizationActor, requestId: string) {
  const found = await findOrganizationSignatureRequest(db, { organizationId: actor.organizationId, requestId });
  if (!found) throw new AppError('not_found', 'Signature request not found');
  return found;
}

export async function getSignatureRequest(
  db: Database,
  actor: OrganizationActor,
  requestId: string,
): Promise<TSignatureRequest> {
  const { request, documentTitle } = await requireRequest(db, actor, requestId);
  return toSignatureRequest(request, documentTitle, await listSignersOf(db, actor, [request.id]));
}

function isInProgress(request: SignatureRequestRow): boolean {
  return request.status === 'pending' || request.status === 'partially_signed';
}

/** Stops a request in progress: every link still pending stops working. */
export async function revokeSignatureRequest(
  db: Database,
  actor: OrganizationActor,
  requestId: string,
): Promise<TSignatureRequest> {
  await requireRequest(db, actor, requestId);
  await db.transaction(async (tx) => {
    const request = await lockSignatureRequest(tx, actor, requestId);
    if (!request || !isInProgress(request)) {
      throw new AppError('conflict', 'Only a request still being signed can be revoked');
    }
    await updateSignatureRequest(tx, actor, requestId, { status: 'revoked' });
    await revokePendingSigners(tx, actor, requestId);
    await appendSignatureEvent(tx, actor, { requestId, type: 'revoked', details: { byUserId: actor.userId } });
  });
  return getSignatureRequest(db, actor, requestId);
}

/** Replaces a pending signer's token (the old link stops working) and sends the new link again. */
export async function resendSignatureInvitation(
  db: Database,
  mailer: Mailer,
  settings: SigningLinkSettings,
  actor: OrganizationActor,
  scope: { requestId: string; signerId: string },
): Promise<TResendSignatureResponse> {
  const { documentTitle } = await requireRequest(db, actor, scope.requestId);
  const signerScope = { organizationId: actor.organizationId, ...scope };
  const found = await findSigner(db, signerScope);
  if (!found) throw new AppError('not_found', 'Signer not found');
  const { request } = await requireRequest(db, actor, scope.requestId);
  if (found.delivery === 'email' && settings.invitationMailBudget) {
    await spendSignerResend(db, found.id);
    await spendInvitationMailBudget(db, settings.invitationMailBudget, actor.organizationId, 1);
  }
  const context = await invitationContext(db, actor, documentTitle, request.message);
  const { token, hash } = generateSecretToken();
  const signer = await db.transaction(async (tx) => {
    const locked = await lockSignatureRequest(tx, actor, scope.requestId);
    const current = await findSigner(tx, signerScope);
    if (!locked || !isInProgress(locked) || current?.status !== 'pending') {
      throw new AppError('conflict', 'Only a signer who has not signed yet can get a new link');
    }
    const before = await listSignersOf(tx, actor, [scope.requestId]);
    if (locked.ordered && before.some((other) => other.position < current.position && other.status !== 'signed')) {
      throw new AppError('conflict', 'This signer is invited when their turn comes');
    }
    const tokenExpiresAt = linkExpiry(settings);
    await updateSigner(tx, actor, current.id, { tokenHash: hash, tokenExpiresAt, tokenUsedAt: null });
    const signer = { ...current, tokenHash: hash, tokenExpiresAt };
    await appendSignatureEvent(tx, actor, {
      requestId: scope.requestId,
      signerId: signer.id,
      type: 'sent',
      details: { delivery: signer.delivery, resent: true },
    });
    if (signer.delivery === 'email') await emailInvitation(tx, mailer, settings, context, signer, token);
    return signer;
  });
  return { link: signer.delivery === 'link' ? { signerId: signer.id, url: signingUrl(settings, token) } : null };
}

/** The request's events and whether their hash chain is intact. */
export async function getSignatureTrail(
  db: Database,
  actor: OrganizationActor,
  requestId: string,
): Promise<TSignatureTrail> {
  await requireRequest(db, actor, requestId);
  const events = await listSignatureEvents(db, actor, requestId);
  return {
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      signerId: event.signerId,
      occurredAt: event.occurredAt.toISOString(),
      ip: event.ip,
      userAgent: event.userAgent,
      details: event.details,
      previousHash: event.previousHash,
      hash: event.hash,
    })),
    verification: verifyChain(events),
  };
}
