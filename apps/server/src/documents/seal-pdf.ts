import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { renderInPdfWorker } from '../pdf-workers/pdf-pool.ts';
import type { SealCertificate } from './seal-certificate.ts';

/** What signing needs of the certificate: the PKCS#12 and its password. */
export type SealKey = Pick<SealCertificate, 'p12' | 'password'>;

export type SealDetails = {
  /** Why the document is sealed, as a verifier shows it ("Signed by every party through Rentwell"). */
  reason: string;
  /** Where it was sealed: the installation's host. */
  location: string;
  /** Who seals it: the installation. */
  name: string;
  signedAt: Date;
};

/**
 * The PDF with a digital signature (PKCS#7 detached, the PAdES-compatible adbe.pkcs7.detached) over all of its
 * bytes, made with the installation's certificate: any later change to the file shows in a PDF verifier. Signed in
 * a PDF worker.
 */
export function sealPdf(pdfBytes: Uint8Array, certificate: SealKey, details: SealDetails): Promise<Buffer> {
  return renderInPdfWorker({
    kind: 'seal',
    pdf: pdfBytes,
    key: { p12: certificate.p12, password: certificate.password },
    details,
  });
}

/** sealPdf's work, in the PDF worker. */
export async function signWithSeal(pdfBytes: Uint8Array, key: SealKey, details: SealDetails): Promise<Buffer> {
  const pdfDoc = await PDFDocument.load(pdfBytes);
  pdflibAddPlaceholder({
    pdfDoc,
    reason: details.reason,
    location: details.location,
    name: details.name,
    contactInfo: '',
    signingTime: details.signedAt,
    subFilter: 'adbe.pkcs7.detached',
  });
  // signpdf finds the placeholder by searching the bytes, which object streams would compress out of sight.
  const withPlaceholder = await pdfDoc.save({ useObjectStreams: false });
  // The key arrives in the worker as a plain Uint8Array; the signer reads it as a Buffer.
  const signer = new P12Signer(Buffer.from(key.p12), { passphrase: key.password });
  return new SignPdf().sign(Buffer.from(withPlaceholder), signer, details.signedAt);
}
