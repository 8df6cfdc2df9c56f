import type { TLanguage } from '@rentwell/contracts/profile';
import { PDFDict, PDFDocument, PDFName, type PDFPage, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfsigReport } from '../test/pdfsig.ts';
import { createSealCertificate } from './seal-certificate.ts';
import { sealPdf } from './seal-pdf.ts';
import { buildSignedDocument, imageToPdf, type SignedDocumentInput } from './signed-document.ts';
import { SIGNED_DOCUMENT_TEXTS } from './signed-document-texts.ts';

const ORIGINAL_SHA256 = '0123456789abcdef'.repeat(4);
const CONSENT_SHA256 = 'fedcba9876543210'.repeat(4);
const FRENCH_CONSENT_SHA256 = '0123456789abcdef'.repeat(4);
const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let drawnSignature: Buffer;
beforeAll(async () => {
  drawnSignature = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 100 20, 200 20, 250 120 S 400 180, 580 40" stroke="#1e3a8a" stroke-width="6" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
});

async function originalPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Residential Lease Agreement', 'House rules and signatures clause']) {
    pdf.addPage([612, 792]).drawText(text, { x: 72, y: 720, size: 14, font });
  }
  return pdf.save();
}

function signedInput(language: TLanguage): SignedDocumentInput {
  return {
    title: 'Residential Lease Agreement — Harbor View, Unit 3B',
    signers: [
      {
        name: 'Arbër Gjoni',
        email: 'arber@example.com',
        role: 'tenant',
        signedAt: new Date('2026-02-20T14:03:09Z'),
        ip: '203.0.113.7',
        userAgent: IPHONE_AGENT,
        method: 'drawn',
        signaturePng: drawnSignature,
        consentSha256: CONSENT_SHA256,
      },
      {
        name: 'לנה כהן',
        email: 'lana@harbor.example',
        role: 'landlord',
        signedAt: new Date('2026-02-21T09:00:00Z'),
        ip: '2001:db8::1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        method: 'typed',
        typedName: 'לנה כהן',
        consentSha256: CONSENT_SHA256,
      },
      {
        name: 'Zoë Ferrand',
        email: 'zoe@example.fr',
        role: 'witness',
        signedAt: new Date('2026-02-21T09:10:00Z'),
        ip: '198.51.100.2',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
        method: 'typed',
        typedName: 'Zoë F.',
        consentSha256: FRENCH_CONSENT_SHA256,
      },
    ],
    originalSha256: ORIGINAL_SHA256,
    completedAt: new Date('2026-02-21T09:10:00Z'),
    language,
  };
}

function asOneLine(text: string) {
  return text.replace(/\s+/g, ' ');
}

async function pagesText(pdf: Uint8Array): Promise<string[]> {
  return (await extractText(new Uint8Array(pdf), { mergePages: false })).text.map(asOneLine);
}

function imagesOn(page: PDFPage): number {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xObjects?.entries() ?? []).filter(([, ref]) => {
    const object = page.doc.context.lookup(ref);
    return object && 'dict' in object && (object.dict as PDFDict).get(PDFName.of('Subtype')) === PDFName.of('Image');
  }).length;
}

describe('buildSignedDocument', () => {
  it('keeps the original pages and appends a signature page and a certificate of completion', async () => {
    const original = await originalPdf();
    const signed = await buildSignedDocument(original, signedInput('en'));

    const pages = await pagesText(signed);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.slice(0, 2)).toEqual(await pagesText(original));

    const signaturePage = pages[2] ?? '';
    for (const expected of [
      'Signatures',
      'Residential Lease Agreement — Harbor View, Unit 3B',
      'Arbër Gjoni',
      'Tenant',
      'Signed: February 20, 2026 at 2:03:09 PM UTC',
      'לנה כהן',
      'Landlord',
      'Zoë F.',
      'Zoë Ferrand',
      'Witness',
      'Signed: February 21, 2026 at 9:10:00 AM UTC',
    ]) {
      expect(signaturePage, expected).toContain(expected);
    }
    expect(signaturePage).not.toContain('arber@example.com');

    const certificate = pages.slice(3).join(' ');
    // Each signer's block holds the hash of the disclosure as they accepted it, in their language.
    expect(certificate).toContain(FRENCH_CONSENT_SHA256);
    for (const expected of [
      'Certificate of completion',
      'Completed February 21, 2026 at 9:10:00 AM UTC',
      `SHA-256 of the original document ${ORIGINAL_SHA256}`,
      `SHA-256 of the electronic records consent ${CONSENT_SHA256}`,
      'Signer 1 of 3',
      'Email arber@example.com',
      'Signed February 20, 2026 at 2:03:09 PM UTC',
      'IP address 203.0.113.7',
      IPHONE_AGENT,
      'Signature Drawn by hand',
      'Signer 2 of 3',
      'lana@harbor.example',
      'IP address 2001:db8::1',
      'Signature Typed name',
      'Signer 3 of 3',
      'zoe@example.fr',
      'Windows NT 10.0',
      'All times are in Coordinated Universal Time (UTC).',
      'Any change to the file breaks the seal.',
    ]) {
      expect(certificate, expected).toContain(expected);
    }

    const document = await PDFDocument.load(signed);
    expect(imagesOn(document.getPage(2))).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it.each(Object.keys(SIGNED_DOCUMENT_TEXTS) as TLanguage[])('prints the %s labels', async (language) => {
    const labels = SIGNED_DOCUMENT_TEXTS[language];
    const text = (await pagesText(await buildSignedDocument(await originalPdf(), signedInput(language)))).join(' ');
    // Hebrew lines are stored in visual order, so the left-to-right runs of time and zone come out side by side.
    const signedAt =
      language === 'he' ? '20 בפברואר 2026 בשעה UTC 14:03:09' : labels.dateTime(new Date('2026-02-20T14:03:09Z'));
    for (const expected of [
      labels.signaturesTitle,
      labels.certificateTitle,
      labels.roles.tenant,
      labels.roles.witness,
      labels.signer(2, 3),
      labels.methods.drawn,
      signedAt,
      ORIGINAL_SHA256,
      'Arbër Gjoni',
      'לנה כהן',
    ]) {
      expect(text, `${language}: ${expected}`).toContain(asOneLine(expected));
    }
  });

  it('refuses a drawn signature that is not an image', async () => {
    const input = signedInput('en');
    const [tenant, ...others] = input.signers;
    if (!tenant) throw new Error('no tenant');
    await expect(
      buildSignedDocument(await originalPdf(), {
        ...input,
        signers: [{ ...tenant, signaturePng: Buffer.from('<script>not a png</script>') }, ...others],
      }),
    ).rejects.toThrow();
  });

  it('is a PDF that pdfsig reports validly sealed over the whole document', async () => {
    const signed = await buildSignedDocument(await originalPdf(), signedInput('he'));
    const sealed = await sealPdf(signed, await createSealCertificate('https://homes.example.org'), {
      reason: 'Signed by every party',
      location: 'homes.example.org',
      name: 'Rentwell',
      signedAt: new Date('2026-02-21T09:10:01Z'),
    });

    const report = await pdfsigReport(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect((await pagesText(sealed)).join(' ')).toContain(SIGNED_DOCUMENT_TEXTS.he.certificateTitle);
  });
});

describe('imageToPdf', () => {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } } });

  async function onlyPage(pdf: Buffer) {
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const page = document.getPage(0);
    expect(imagesOn(page)).toBe(1);
    return page.getSize();
  }

  it('puts a tall PNG on a portrait A4 page and a wide JPEG on a landscape one', async () => {
    const portrait = await onlyPage(await imageToPdf(await solid(400, 800).png().toBuffer(), 'image/png'));
    expect(portrait.width).toBeCloseTo(595.28, 1);
    expect(portrait.height).toBeCloseTo(841.89, 1);

    const landscape = await onlyPage(await imageToPdf(await solid(1600, 900).jpeg().toBuffer(), 'image/jpeg'));
    expect(landscape.width).toBeCloseTo(841.89, 1);
    expect(landscape.height).toBeCloseTo(595.28, 1);
  });

  it('converts a WEBP and turns a photo upright by its EXIF orientation', async () => {
    await onlyPage(await imageToPdf(await solid(300, 200).webp().toBuffer(), 'image/webp'));

    // Stored 1600 × 900, but orientation 6 (rotate 90°) shows it 900 × 1600: a portrait page.
    const sideways = await solid(1600, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await onlyPage(await imageToPdf(sideways, 'image/jpeg'));
    expect(upright.width).toBeLessThan(upright.height);
  });
});
