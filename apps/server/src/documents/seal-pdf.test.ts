import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfsigReport } from '../test/pdfsig.ts';
import { createSealCertificate, type SealCertificate } from './seal-certificate.ts';
import { sealPdf } from './seal-pdf.ts';
import { sealFingerprintOf } from './seal-reader.ts';

let certificate: SealCertificate;
beforeAll(async () => {
  certificate = await createSealCertificate('https://homes.example.org');
});

async function leasePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Residential Lease Agreement', 'Signature page']) {
    pdf.addPage().drawText(text, { x: 72, y: 720, size: 14, font });
  }
  return pdf.save();
}

const details = {
  reason: 'Signed by every party through Rentwell',
  location: 'homes.example.org',
  name: 'Rentwell',
  signedAt: new Date('2026-03-01T10:00:00Z'),
};

describe('sealPdf', () => {
  it('adds a signature that pdfsig reports valid over the whole, unmodified document', async () => {
    const sealed = await sealPdf(await leasePdf(), certificate, details);
    const report = await pdfsigReport(sealed);

    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signer Certificate Common Name: Rentwell document seal (homes.example.org)');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    const reopened = await PDFDocument.load(sealed);
    expect(reopened.getPageCount()).toBe(2);
  });

  it('is reported invalid once one byte in the signed range changes', async () => {
    const sealed = await sealPdf(await leasePdf(), certificate, details);
    const reasonAt = sealed.indexOf(`(${details.reason})`);
    expect(reasonAt).toBeGreaterThan(0);
    const tampered = Buffer.from(sealed);
    tampered[reasonAt + 1] = 's'.charCodeAt(0);

    const report = await pdfsigReport(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toContain('Signature Validation: Digest Mismatch.');
  });

  it('is reported as not covering the whole document once a change is appended', async () => {
    const sealed = await sealPdf(await leasePdf(), certificate, details);
    const appended = Buffer.concat([sealed, Buffer.from('\n% changed after sealing\n')]);

    const report = await pdfsigReport(appended);
    expect(report).toContain('Not total document signed');
  });
});

describe('sealFingerprintOf', () => {
  it('names the sealing certificate of a sealed PDF, still after a change, and nothing for an unsealed one', async () => {
    const sealed = await sealPdf(await leasePdf(), certificate, details);
    expect(sealFingerprintOf(sealed)).toBe(certificate.fingerprintSha256);
    const appended = Buffer.concat([sealed, Buffer.from('\n% appended later\n')]);
    expect(sealFingerprintOf(appended)).toBe(certificate.fingerprintSha256);
    expect(sealFingerprintOf(Buffer.from(await leasePdf()))).toBeNull();
    expect(sealFingerprintOf(Buffer.from('/ByteRange [0 10 20 30] not a pdf at all'))).toBeNull();
  });
});
