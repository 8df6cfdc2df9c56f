import { renderInPdfWorker } from './pdf-pool.ts';
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
