import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import type { Alignment, Content, TableCell } from 'pdfmake/interfaces';
import { pdfLine } from './bidi-text.ts';
import { isolate, pdfParagraph } from './pdf-paragraph.ts';
import { renderPdf, SIGNATURE_FONT } from './pdf-renderer.ts';
import type { SignaturePages } from './signed-document.ts';
import { SIGNED_DOCUMENT_TEXTS, type SignedDocumentTexts } from './signed-document-texts.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const LABEL_WIDTH = 120;
const CELL_PADDING = 4;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 4 * CELL_PADDING;
const SIGNATURE_BOX = { width: 240, height: 72 };
const MUTED = '#52525b';
const RULE = '#d4d4d8';
const IMAGE_PAGE_MARGIN = 36;

type Glyphs = { hasGlyphForCodePoint: (codePoint: number) => boolean };
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync: (file: string) => Glyphs };
const signatureGlyphs = fontkit.openSync(SIGNATURE_FONT.file);

function signatureFontHasAll(text: string): boolean {
  return Array.from(text).every((char) => signatureGlyphs.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
}

function layoutFor(labels: SignedDocumentTexts) {
  const direction = labels.direction;
  const rtl = direction === 'rtl';
  const start: Alignment = rtl ? 'right' : 'left';
  const inReadingOrder = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const line = (text: string, style: Record<string, unknown> = {}): Content => ({
    ...pdfLine(text, direction),
    alignment: start,
    ...style,
  });
  const paragraph = (text: string, width: number, fontSize: number, style: Record<string, unknown> = {}): Content => ({
    ...pdfParagraph(text, direction, { width, fontSize }),
    alignment: start,
    fontSize,
    ...style,
  });
  /** Label and value rows; values are set apart (isolated) so an email or a Hebrew name keeps its own order. */
  const fields = (rows: [string, string, { fontSize?: number }?][]): Content => ({
    table: {
      widths: inReadingOrder<number | string>([LABEL_WIDTH, '*']),
      body: rows.map(([label, value, style]): TableCell[] =>
        inReadingOrder([
          paragraph(label, LABEL_WIDTH - 2 * CELL_PADDING, 8.5, { color: MUTED }),
          paragraph(isolate(value), VALUE_WIDTH, style?.fontSize ?? 9.5),
        ]),
      ),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  });
  return { rtl, start, line, paragraph, fields };
}

function signaturePage(input: SignaturePages, labels: SignedDocumentTexts): Content[] {
  const { rtl, start, line, paragraph } = layoutFor(labels);
  const blocks = input.signers.map((signer): Content => {
    const typed = signer.typedName ?? signer.name;
    const signature: Content =
      signer.method === 'drawn' && signer.signatureImage
        ? {
            image: signer.signatureImage,
            fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height],
            alignment: start,
          }
        : {
            ...pdfLine(typed, 'auto'),
            ...(signatureFontHasAll(typed) ? { font: SIGNATURE_FONT.family } : { italics: true }),
            fontSize: 26,
            alignment: start,
            margin: [0, 24, 0, 4],
          };
    const ruleStart = rtl ? CONTENT_WIDTH - SIGNATURE_BOX.width : 0;
    return {
      unbreakable: true,
      margin: [0, 22, 0, 0],
      stack: [
        signature,
        {
          canvas: [{ type: 'line', x1: ruleStart, y1: 0, x2: ruleStart + SIGNATURE_BOX.width, y2: 0, lineWidth: 0.75 }],
        },
        line(isolate(signer.name), { bold: true, fontSize: 11, margin: [0, 4, 0, 0] }),
        line(labels.roles[signer.role], { color: MUTED }),
        line(`${labels.signedAt}: ${isolate(labels.dateTime(signer.signedAt))}`, { color: MUTED, fontSize: 9 }),
      ],
    };
  });
  return [
    line(labels.signaturesTitle, { fontSize: 20, bold: true }),
    paragraph(isolate(input.title), CONTENT_WIDTH, 11, { color: MUTED, margin: [0, 2, 0, 8] }),
    paragraph(labels.signaturesIntro, CONTENT_WIDTH, 10),
    ...blocks,
  ];
}

function certificatePage(input: SignaturePages, labels: SignedDocumentTexts): Content[] {
  const { line, paragraph, fields } = layoutFor(labels);
  const hash = { fontSize: 8 };
  return [
    line(labels.certificateTitle, { fontSize: 20, bold: true, pageBreak: 'before' }),
    paragraph(labels.certificateIntro, CONTENT_WIDTH, 10, { margin: [0, 4, 0, 10] }),
    fields([
      [labels.document, input.title],
      [labels.completedAt, labels.dateTime(input.completedAt)],
      [labels.originalSha256, input.originalSha256, hash],
    ]),
    ...input.signers.flatMap((signer, index): Content[] => [
      line(labels.signer(index + 1, input.signers.length), { bold: true, fontSize: 11, margin: [0, 14, 0, 4] }),
      fields([
        [labels.name, signer.name],
        [labels.role, labels.roles[signer.role]],
        [labels.email, signer.email],
        [labels.signedAt, labels.dateTime(signer.signedAt)],
        [labels.ipAddress, signer.ip],
        [labels.userAgent, signer.userAgent, { fontSize: 8.5 }],
        [labels.signatureMethod, labels.methods[signer.method]],
        [labels.consentTextSha256, signer.consentSha256, hash],
      ]),
    ]),
    {
      unbreakable: true,
      margin: [0, 14, 0, 0],
      color: MUTED,
      stack: [
        paragraph(labels.timesInUtc, CONTENT_WIDTH, 9, { margin: [0, 0, 0, 4] }),
        paragraph(labels.sealNote, CONTENT_WIDTH, 9),
      ],
    },
  ];
}

/** buildSignedDocument's work, in the PDF worker. */
export async function appendSignaturePages(originalPdf: Uint8Array, input: SignaturePages): Promise<Buffer> {
  const labels = SIGNED_DOCUMENT_TEXTS[input.language];
  const appendix = await renderPdf({
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    defaultStyle: { fontSize: 10, lineHeight: 1.2 },
    content: [...signaturePage(input, labels), ...certificatePage(input, labels)],
  });
  const signed = await PDFDocument.load(originalPdf);
  const appended = await PDFDocument.load(appendix);
  for (const page of await signed.copyPages(appended, appended.getPageIndices())) signed.addPage(page);
  return Buffer.from(await signed.save());
}

/** imageToPdf's page, in the PDF worker: the image embedded as it is. */
export async function imagePagePdf(bytes: Uint8Array, format: 'png' | 'jpg'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = format === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const landscape = image.width > image.height;
  const page = pdf.addPage(landscape ? [A4.height, A4.width] : [A4.width, A4.height]);
  const box = { width: page.getWidth() - 2 * IMAGE_PAGE_MARGIN, height: page.getHeight() - 2 * IMAGE_PAGE_MARGIN };
  const size = image.scale(Math.min(1, box.width / image.width, box.height / image.height));
  page.drawImage(image, {
    x: (page.getWidth() - size.width) / 2,
    y: (page.getHeight() - size.height) / 2,
    ...size,
  });
  return Buffer.from(await pdf.save());
}
