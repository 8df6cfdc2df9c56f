import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Database } from '@rentwell/db/create-db';
import forge from 'node-forge';
import { findSealCertificate, insertSealCertificateUnlessPresent } from './seal-certificates.repo.ts';

/** The certificate and private key that seal signed documents, as a PKCS#12 and the password that opens it. */
export type SealCertificate = {
  p12: Buffer;
  password: string;
  /** SHA-256 hex of the certificate's DER encoding. */
  fingerprintSha256: string;
};

/** A PKCS#12 file the operator supplies (SEAL_CERTIFICATE_P12_PATH, SEAL_CERTIFICATE_PASSWORD). */
export type ConfiguredSealCertificate = { p12Path: string; password: string };

export class InvalidSealCertificateError extends Error {}

const VALIDITY_YEARS = 10;
const generateRsaKeyPair = promisify(generateKeyPair);

function fingerprintOf(certificate: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/** A positive serial number (the leading byte's high bit clear), random so no two installations share one. */
function randomSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}

/**
 * A new self-signed certificate for the installation at `baseUrl`, valid ten years from `now`, for signatures only
 * (digital signature and non-repudiation). The RSA key comes from node:crypto, off the event loop.
 */
export async function createSealCertificate(baseUrl: string, now: Date = new Date()): Promise<SealCertificate> {
  const { privateKey: privateKeyPem } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.rsa.setPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = randomSerialNumber();
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = [{ name: 'commonName', value: `Rentwell document seal (${new URL(baseUrl).host})` }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());

  const password = randomBytes(24).toString('base64url');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, {
    algorithm: '3des',
    friendlyName: 'Rentwell document seal',
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary'),
    password,
    fingerprintSha256: fingerprintOf(certificate),
  };
}

/** PKCS#12 bag types (RFC 7292). */
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/**
 * Opens a PKCS#12 with its password and checks it holds one certificate and the private key that belongs to it;
 * throws InvalidSealCertificateError saying what is wrong otherwise.
 */
export function openSealCertificate(p12: Buffer, password: string): SealCertificate {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  } catch (error) {
    throw new InvalidSealCertificateError(
      `the seal certificate is not a PKCS#12 that this password opens (${(error as Error).message})`,
    );
  }
  const certificate = bagsOf(pfx, CERT_BAG)[0]?.cert;
  const key = [...bagsOf(pfx, SHROUDED_KEY_BAG), ...bagsOf(pfx, KEY_BAG)][0]?.key;
  if (!certificate || !key) {
    throw new InvalidSealCertificateError('the seal certificate must hold a certificate and its private key');
  }
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  const privateKey = key as forge.pki.rsa.PrivateKey;
  if (publicKey.n?.compareTo(privateKey.n) !== 0) {
    throw new InvalidSealCertificateError("the seal certificate's private key does not belong to its certificate");
  }
  return { p12, password, fingerprintSha256: fingerprintOf(certificate) };
}

/**
 * The installation's sealing certificate: the configured PKCS#12 when there is one, else the one kept in the
 * database, created on the first call. Concurrent first calls all end up with the same certificate.
 */
export async function loadSealCertificate(
  db: Database,
  settings: { baseUrl: string; configured: ConfiguredSealCertificate | undefined },
): Promise<SealCertificate> {
  if (settings.configured) {
    return openSealCertificate(await readConfiguredFile(settings.configured.p12Path), settings.configured.password);
  }
  const stored = await findSealCertificate(db);
  if (stored) return fromRow(stored);
  const created = await createSealCertificate(settings.baseUrl);
  await insertSealCertificateUnlessPresent(db, {
    p12: created.p12.toString('base64'),
    password: created.password,
    fingerprintSha256: created.fingerprintSha256,
  });
  const kept = await findSealCertificate(db);
  if (!kept) throw new Error('the seal certificate was not kept');
  return fromRow(kept);
}

async function readConfiguredFile(p12Path: string): Promise<Buffer> {
  try {
    return await readFile(p12Path);
  } catch (error) {
    throw new InvalidSealCertificateError(
      `cannot read the seal certificate SEAL_CERTIFICATE_P12_PATH=${p12Path} (${(error as Error).message})`,
    );
  }
}

function fromRow(row: { p12: string; password: string; fingerprintSha256: string }): SealCertificate {
  return { p12: Buffer.from(row.p12, 'base64'), password: row.password, fingerprintSha256: row.fingerprintSha256 };
}
