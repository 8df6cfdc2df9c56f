import type { TLanguage } from '@rentwell/contracts/profile';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { move } from 'piscina';
import type { LeaseAgreementInput } from './lease-agreement.ts';
import { leaseAgreementDocument } from './lease-agreement-document.ts';
import { renderPdf } from './pdf-renderer.ts';
import { type RentMailingPdf, rentMailingDocument } from './rent-mailing-document.ts';
import { type ReportPdf, reportPdfDocument } from './report-export.ts';
import type { SealDetails, SealKey } from './seal-pdf.ts';
import { signWithSeal } from './seal-pdf-signing.ts';
import type { SignaturePages } from './signed-document.ts';
import { appendSignaturePages, imagePagePdf } from './signed-document-pages.ts';

/** What a PDF worker is asked to make: plain data only, since it is copied to the worker thread. */
export type PdfJob =
  | { kind: 'document'; definition: TDocumentDefinitions }
  | { kind: 'report'; report: ReportPdf }
  | { kind: 'lease-agreement'; input: LeaseAgreementInput; language: TLanguage }
  | { kind: 'rent-mailing'; input: RentMailingPdf }
  | { kind: 'signed-document'; original: Uint8Array; pages: SignaturePages }
  | { kind: 'image-page'; image: Uint8Array; format: 'png' | 'jpg' }
  | { kind: 'seal'; pdf: Uint8Array; key: SealKey; details: SealDetails };

function typeset(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'document':
      return renderPdf(job.definition);
    case 'report':
      return renderPdf(reportPdfDocument(job.report));
    case 'lease-agreement':
      return renderPdf(leaseAgreementDocument(job.input, job.language));
    case 'rent-mailing':
      return renderPdf(rentMailingDocument(job.input));
    case 'signed-document':
      return appendSignaturePages(job.original, job.pages);
    case 'image-page':
      return imagePagePdf(job.image, job.format);
    case 'seal':
      return signWithSeal(job.pdf, job.key, job.details);
  }
}

/**
 * The worker thread's entry (dist/pdf-worker.js when compiled): the pool runs it once per job. Fonts load once per
 * worker, when the renderer is first imported. The bytes are moved back to the server's thread, not copied.
 */
export default async function runPdfJob(job: PdfJob): Promise<ReturnType<typeof move>> {
  const bytes = await typeset(job);
  // A small Buffer is a slice of Node's shared pool, which cannot be moved: it is copied into one of its own first.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return move(own);
}
