import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for share and signing links, URL-safe. Only its hash is ever stored. */
export function generateSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
