import { z } from 'zod';
import { ZLanguage } from './profile.ts';

/** 'declined': a signer refused, with a reason; the request is closed and no other link works. */
export const SIGNATURE_REQUEST_STATUSES = [
  'pending',
  'partially_signed',
  'fully_signed',
  'declined',
  'revoked',
] as const;
export const ZSignatureRequestStatus = z.enum(SIGNATURE_REQUEST_STATUSES);
export type TSignatureRequestStatus = z.infer<typeof ZSignatureRequestStatus>;

export const SIGNER_ROLES = ['tenant', 'landlord', 'co_signer', 'witness'] as const;
export const ZSignerRole = z.enum(SIGNER_ROLES);
export type TSignerRole = z.infer<typeof ZSignerRole>;

/** By email from the app, or by a link the sender copies and passes on. */
export const SIGNER_DELIVERIES = ['email', 'link'] as const;
export const ZSignerDelivery = z.enum(SIGNER_DELIVERIES);
export type TSignerDelivery = z.infer<typeof ZSignerDelivery>;

export const SIGNER_STATUSES = ['pending', 'signed', 'declined', 'revoked'] as const;
export const ZSignerStatus = z.enum(SIGNER_STATUSES);
export type TSignerStatus = z.infer<typeof ZSignerStatus>;

export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export const ZSignatureMethod = z.enum(SIGNATURE_METHODS);
export type TSignatureMethod = z.infer<typeof ZSignatureMethod>;

/** Every event of a request's audit trail; the trail is append-only and hash-chained. */
export const SIGNATURE_EVENT_TYPES = [
  'created',
  'sent',
  'emailed',
  'opened',
  'consented',
  'signed',
  'declined',
  'completed',
  'downloaded',
  'revoked',
  'expired',
  'reminded',
] as const;
export const ZSignatureEventType = z.enum(SIGNATURE_EVENT_TYPES);
export type TSignatureEventType = z.infer<typeof ZSignatureEventType>;

/** What the public signing page learns about its link. */
export const SIGNING_LINK_STATES = [
  'valid',
  'invalid',
  'expired',
  'used',
  'not_your_turn',
  'declined',
  'declined_by_you',
  'revoked',
] as const;
export const ZSigningLinkState = z.enum(SIGNING_LINK_STATES);
export type TSigningLinkState = z.infer<typeof ZSigningLinkState>;

export const MAX_SIGNERS = 10;

export const ZSignerInput = z.object({
  name: z.string().trim().min(2).max(100),
  email: z.email().max(254),
  role: ZSignerRole,
  delivery: ZSignerDelivery,
});
export type TSignerInput = z.infer<typeof ZSignerInput>;

/** For a stored document, or for a lease: its agreement is generated from the lease's data first. */
export const ZCreateSignatureRequest = z
  .object({
    documentId: z.uuid().optional(),
    leaseId: z.uuid().optional(),
    /** In the order given; enforced when `ordered`. */
    signers: z.array(ZSignerInput).min(1).max(MAX_SIGNERS),
    ordered: z.boolean().default(false),
    message: z.string().trim().max(2000).default(''),
  })
  .refine((input) => (input.documentId === undefined) !== (input.leaseId === undefined), {
    message: 'Choose either a document or a lease',
    path: ['documentId'],
  });
export type TCreateSignatureRequest = z.infer<typeof ZCreateSignatureRequest>;

export const ZSignatureSigner = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: ZSignerRole,
  /** 1-based place in the signing order. */
  position: z.number().int(),
  delivery: ZSignerDelivery,
  status: ZSignerStatus,
  tokenExpiresAt: z.string(),
  openedAt: z.string().nullable(),
  consentedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  reminderCount: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type TSignatureSigner = z.infer<typeof ZSignatureSigner>;

export const ZSignatureRequest = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  documentTitle: z.string(),
  leaseId: z.uuid().nullable(),
  message: z.string(),
  ordered: z.boolean(),
  status: ZSignatureRequestStatus,
  originalSha256: z.string(),
  /** The sealed PDF, once every signer has signed. */
  finalDocumentId: z.uuid().nullable(),
  finalSha256: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  signers: z.array(ZSignatureSigner),
});
export type TSignatureRequest = z.infer<typeof ZSignatureRequest>;

/** A signing link, shown once: only its hash is stored. */
export const ZSigningLink = z.object({ signerId: z.uuid(), url: z.string() });
export type TSigningLink = z.infer<typeof ZSigningLink>;

export const ZCreateSignatureResponse = z.object({
  request: ZSignatureRequest,
  /** The links of the signers whose delivery is 'link'. */
  links: z.array(ZSigningLink),
});
export type TCreateSignatureResponse = z.infer<typeof ZCreateSignatureResponse>;

/** Resending replaces the signer's token: a link signer gets the new link here, once. */
export const ZResendSignatureResponse = z.object({ link: ZSigningLink.nullable() });
export type TResendSignatureResponse = z.infer<typeof ZResendSignatureResponse>;

export const ZListSignatureRequestsQuery = z.object({ documentId: z.uuid().optional(), leaseId: z.uuid().optional() });
export type TListSignatureRequestsQuery = z.infer<typeof ZListSignatureRequestsQuery>;

export const ZSignatureEvent = z.object({
  id: z.number().int(),
  type: ZSignatureEventType,
  signerId: z.uuid().nullable(),
  occurredAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  previousHash: z.string().nullable(),
  hash: z.string(),
});
export type TSignatureEvent = z.infer<typeof ZSignatureEvent>;

/** The recomputed hash chain of a request's events: intact, or the first event that does not match. */
export const ZSignatureTrailVerification = z.object({
  intact: z.boolean(),
  firstBrokenEventId: z.number().int().nullable(),
});
export type TSignatureTrailVerification = z.infer<typeof ZSignatureTrailVerification>;

export const ZSignatureTrail = z.object({
  events: z.array(ZSignatureEvent),
  verification: ZSignatureTrailVerification,
});
export type TSignatureTrail = z.infer<typeof ZSignatureTrail>;

/** The public signing page: what the link's holder may see. Anything but a valid link reveals nothing else. */
export const ZSigningState = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('valid'),
    signer: z.object({ name: z.string(), email: z.string(), role: ZSignerRole }),
    organizationName: z.string(),
    message: z.string(),
    document: z.object({ title: z.string(), fileName: z.string(), contentType: z.string(), sha256: z.string() }),
    /** The electronic-records disclosure the signer accepts, in `consentLanguage`; its SHA-256 goes on the certificate. */
    consentText: z.string(),
    consentLanguage: ZLanguage,
    consented: z.boolean(),
  }),
  /** A used link of a signer who signed: the sealed PDF can be downloaded with it once everyone has signed. */
  z.object({ state: z.literal('used'), signedDocumentReady: z.boolean() }),
  z.object({ state: ZSigningLinkState.exclude(['valid', 'used']) }),
]);
export type TSigningState = z.infer<typeof ZSigningState>;

/** The disclosure is shown in the signing page's language (English when none is asked for). */
export const ZSigningStateQuery = z.object({ language: ZLanguage.optional() });
export type TSigningStateQuery = z.infer<typeof ZSigningStateQuery>;

/** Accepting the disclosure as shown: its language says which text, and so which SHA-256, was accepted. */
export const ZSigningConsentRequest = z.object({ accepted: z.literal(true), language: ZLanguage.default('en') });
export type TSigningConsentRequest = z.infer<typeof ZSigningConsentRequest>;

/** A drawn signature is a PNG as base64 (no data: prefix), at most about 200 KB. */
export const MAX_SIGNATURE_PNG_BASE64_LENGTH = 280_000;

export const ZSignRequest = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('drawn'),
    signaturePng: z.base64().min(1).max(MAX_SIGNATURE_PNG_BASE64_LENGTH),
  }),
  z.object({ method: z.literal('typed'), typedSignature: z.string().trim().min(2).max(100) }),
]);
export type TSignRequest = z.infer<typeof ZSignRequest>;

export const ZDeclineSignatureRequest = z.object({ reason: z.string().trim().min(1).max(1000) });
export type TDeclineSignatureRequest = z.infer<typeof ZDeclineSignatureRequest>;

export const ZVerifyDocumentResponse = z.object({
  /** This installation's seal is on the PDF. */
  sealedHere: z.boolean(),
  /** The bytes are the ones sealed: nothing changed since. */
  unchanged: z.boolean(),
  completedAt: z.string().nullable(),
  documentTitle: z.string().nullable(),
});
export type TVerifyDocumentResponse = z.infer<typeof ZVerifyDocumentResponse>;
