import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import type { SealDetails, SealKey } from './seal-pdf.ts';

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
