import { createHash } from 'node:crypto';

/**
 * The electronic-records disclosure (ESIGN Act § 101(c), UETA § 5) every signer accepts before signing. Its SHA-256
 * is kept with the request and printed on the certificate page, so the text accepted can be proven later.
 */
export const SIGNING_CONSENT_TEXT = [
  'I agree to use electronic records and signatures for this document.',
  'I understand that my electronic signature has the same legal effect as a handwritten one.',
  'I have the right to receive a paper copy of this document: I may ask the sender for one at no charge.',
  'I may withdraw this consent before I sign by declining to sign; withdrawing does not affect anything signed before.',
  'I can open and keep PDF files, and I will receive the signed document as a PDF.',
].join('\n');

export const SIGNING_CONSENT_SHA256 = createHash('sha256').update(SIGNING_CONSENT_TEXT).digest('hex');
