import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** The DER value at the start of `bytes`: the signature is padded with zeros up to its placeholder's size. */
// node-forge reads an options object here; its types only know the older boolean `strict` argument.
const readDerPrefix = forge.asn1.fromDer as unknown as (
  bytes: string,
  options: { parseAllBytes: boolean },
) => forge.asn1.Asn1;

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * The SHA-256 fingerprint (of the DER encoding) of the certificate that made the PDF's last digital signature, or
 * null when the PDF carries none that can be read. It says who sealed the file, not whether the file is unchanged.
 */
export function sealFingerprintOf(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges.at(-1);
  if (!last) return null;
  const contentsStart = Number(last[2]);
  const contentsEnd = Number(last[3]);
  // The signature's /Contents is the hex string between the two signed ranges: <…>.
  const hex = text.slice(contentsStart + 1, contentsEnd - 1);
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  try {
    const message = forge.pkcs7.messageFromAsn1(readDerPrefix(forge.util.hexToBytes(hex), { parseAllBytes: false }));
    const certificate = 'certificates' in message ? message.certificates[0] : undefined;
    if (!certificate) return null;
    const certificateDer = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
    return createHash('sha256').update(Buffer.from(certificateDer, 'binary')).digest('hex');
  } catch {
    return null;
  }
}
