import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sealCertificates } from '@rentwell/db/schema/seal-certificates';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/test-app.ts';
import {
  createSealCertificate,
  InvalidSealCertificateError,
  loadSealCertificate,
  openSealCertificate,
} from './seal-certificate.ts';

function certificateIn(p12: Buffer, password: string): forge.pki.Certificate {
  const pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const [bag] = pfx.getBags({ bagType: forge.pki.oids.certBag as string })[forge.pki.oids.certBag as string] ?? [];
  if (!bag?.cert) throw new Error('no certificate in the PKCS#12');
  return bag.cert;
}

describe('createSealCertificate', () => {
  it('makes a self-signed signing certificate for the installation, valid ten years', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const sealCertificate = await createSealCertificate('https://homes.example.org:8443/app', now);
    const certificate = certificateIn(sealCertificate.p12, sealCertificate.password);

    expect(certificate.subject.getField('CN').value).toBe('Rentwell document seal (homes.example.org:8443)');
    expect(certificate.issuer.getField('CN').value).toBe('Rentwell document seal (homes.example.org:8443)');
    expect(certificate.verify(certificate)).toBe(true);
    expect(certificate.validity.notBefore.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(certificate.validity.notAfter.toISOString()).toBe('2036-03-01T10:00:00.000Z');
    expect(certificate.getExtension('keyUsage')).toMatchObject({
      digitalSignature: true,
      nonRepudiation: true,
      keyCertSign: false,
    });
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(sealCertificate.fingerprintSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sealCertificate.password.length).toBeGreaterThanOrEqual(32);
  });
});

describe('openSealCertificate', () => {
  it('refuses a wrong password and a PKCS#12 without a private key', async () => {
    const sealCertificate = await createSealCertificate(TEST_BASE_URL);
    expect(() => openSealCertificate(sealCertificate.p12, 'not the password')).toThrow(InvalidSealCertificateError);

    const certificateOnly = forge.pkcs12.toPkcs12Asn1(
      null,
      [certificateIn(sealCertificate.p12, sealCertificate.password)],
      'secret',
    );
    const p12 = Buffer.from(forge.asn1.toDer(certificateOnly).getBytes(), 'binary');
    expect(() => openSealCertificate(p12, 'secret')).toThrow(/private key/);
  });
});

describe('loadSealCertificate', () => {
  let app: TestApp;
  let workDir: string;
  beforeAll(async () => {
    app = await createTestApp();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-seal-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('uses a configured PKCS#12 and keeps none in the database', async () => {
    const configured = await createSealCertificate('https://configured.example.com');
    const p12Path = path.join(workDir, 'seal.p12');
    await writeFile(p12Path, configured.p12);

    const loaded = await loadSealCertificate(app.deps.db, {
      baseUrl: TEST_BASE_URL,
      configured: { p12Path, password: configured.password },
    });

    expect(loaded.fingerprintSha256).toBe(configured.fingerprintSha256);
    expect(loaded.p12.equals(configured.p12)).toBe(true);
    expect(await app.deps.db.select().from(sealCertificates)).toEqual([]);
    await expect(
      loadSealCertificate(app.deps.db, { baseUrl: TEST_BASE_URL, configured: { p12Path, password: 'wrong' } }),
    ).rejects.toThrow(InvalidSealCertificateError);
    await expect(
      loadSealCertificate(app.deps.db, {
        baseUrl: TEST_BASE_URL,
        configured: { p12Path: path.join(workDir, 'missing.p12'), password: configured.password },
      }),
    ).rejects.toThrow(/cannot read the seal certificate/);
  });

  it('creates one certificate on the first calls, however many run at once, and keeps it', async () => {
    const settings = { baseUrl: TEST_BASE_URL, configured: undefined };
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => loadSealCertificate(app.deps.db, settings)));

    const rows = await app.deps.db.select().from(sealCertificates);
    expect(rows).toHaveLength(1);
    for (const loaded of concurrent) expect(loaded.fingerprintSha256).toBe(rows[0]?.fingerprintSha256);
    const certificate = certificateIn(concurrent[0]?.p12 ?? Buffer.alloc(0), concurrent[0]?.password ?? '');
    expect(certificate.subject.getField('CN').value).toBe('Rentwell document seal (localhost:3000)');

    const later = await loadSealCertificate(app.deps.db, settings);
    expect(later).toEqual(concurrent[0]);
    expect(openSealCertificate(later.p12, later.password).fingerprintSha256).toBe(later.fingerprintSha256);
  });
});
