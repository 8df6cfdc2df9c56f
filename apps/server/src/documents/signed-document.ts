import type { TDocumentContentType } from '@rentwell/contracts/documents';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { TSignatureMethod, TSignerRole } from '@rentwell/contracts/signatures';
import { renderInPdfWorker } from './pdf-pool.ts';

export type SignedDocumentSigner = {
  name: string;
  email: string;
  role: TSignerRole;
  signedAt: Date;
  ip: string;
  userAgent: string;
  method: TSignatureMethod;
  /** The drawn signature, for method 'drawn'. */
  signaturePng?: Buffer;
  /** The name as the signer typed it, for method 'typed'. */
  typedName?: string;
  /** The SHA-256 of the electronic-records disclosure as the signer accepted it (in their language). */
  consentSha256: string;
};

export type SignedDocumentInput = {
  title: string;
  /** In signing order. */
  signers: SignedDocumentSigner[];
  originalSha256: string;
  completedAt: Date;
  /** The language the pages are printed in. */
  language: TLanguage;
};

/** The appended pages as the PDF worker receives them: each drawn signature already a clean PNG data URL. */
export type SignaturePages = Omit<SignedDocumentInput, 'signers'> & {
  signers: (Omit<SignedDocumentSigner, 'signaturePng'> & { signatureImage?: string })[];
};

/** A drawn signature is re-encoded at most this large (its canvas may be bigger); it prints 240 × 72 pt. */
const SIGNATURE_PIXELS = { width: 1200, height: 360 };

/** A drawn signature as a plain PNG of bounded size: whatever the browser sent, only its pixels are kept. */
async function normalizedSignaturePng(png: Buffer): Promise<string> {
  const { default: sharp } = await import('sharp');
  const clean = await sharp(png, { limitInputPixels: 25_000_000 })
    .resize({ ...SIGNATURE_PIXELS, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return `data:image/png;base64,${clean.toString('base64')}`;
}

/**
 * The original PDF with two pages appended: the signature page (each signer's drawn signature or typed name, with
 * their name, role and time) and the certificate of completion (signers, roles, emails, UTC times, IP addresses,
 * user agents, and the SHA-256 of the original and of the consent text). Seal the result with sealPdf. The drawn
 * signatures are cleaned here (sharp works off the event loop), the pages are typeset in a PDF worker.
 */
export async function buildSignedDocument(originalPdf: Uint8Array, input: SignedDocumentInput): Promise<Buffer> {
  const signers = await Promise.all(
    input.signers.map(async ({ signaturePng, ...signer }) =>
      signer.method === 'drawn' && signaturePng
        ? { ...signer, signatureImage: await normalizedSignaturePng(signaturePng) }
        : signer,
    ),
  );
  return renderInPdfWorker({ kind: 'signed-document', original: originalPdf, pages: { ...input, signers } });
}

/**
 * An uploaded image as a one-page PDF, so it can be signed like any document: the photo turned upright (EXIF
 * orientation), on an A4 page turned to match it, scaled down to fit inside the margins. The image is turned here,
 * the page made in a PDF worker.
 */
export async function imageToPdf(
  bytes: Uint8Array,
  contentType: Exclude<TDocumentContentType, 'application/pdf'>,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { orientation = 1 } = await sharp(bytes).metadata();
  if (contentType === 'image/webp' || orientation !== 1) {
    return renderInPdfWorker({
      kind: 'image-page',
      image: await sharp(bytes).rotate().png().toBuffer(),
      format: 'png',
    });
  }
  return renderInPdfWorker({ kind: 'image-page', image: bytes, format: contentType === 'image/png' ? 'png' : 'jpg' });
}
