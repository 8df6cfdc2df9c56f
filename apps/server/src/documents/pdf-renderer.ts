import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** DejaVu Sans covers Latin with every accent, Hebrew, Greek and Cyrillic, so names print as typed. */
export const DOCUMENT_FONT_FILES = {
  normal: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
  italics: path.join(fontDir, 'DejaVuSans-Oblique.ttf'),
  bolditalics: path.join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
};
/** A pen-like italic for typed signatures; it has no Hebrew, so names in Hebrew are typed in DejaVu Sans Oblique. */
export const SIGNATURE_FONT = { family: 'DejaVuSerifItalic', file: path.join(fontDir, 'DejaVuSerif-Italic.ttf') };
pdfmake.setFonts({ DejaVuSans: DOCUMENT_FONT_FILES, [SIGNATURE_FONT.family]: { normal: SIGNATURE_FONT.file } });
pdfmake.setLocalAccessPolicy((filePath) => filePath.startsWith(fontDir));
pdfmake.setUrlAccessPolicy(() => false);

/** Every generated document (receipts, reports) goes through here, with the Unicode font embedded. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmake.createPdf({
    ...document,
    defaultStyle: { font: 'DejaVuSans', fontSize: 10, ...document.defaultStyle },
  });
  return Buffer.from(await created.getBuffer());
}
