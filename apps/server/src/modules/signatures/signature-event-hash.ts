import { createHash } from 'node:crypto';
import type { TSignatureTrailVerification } from '@rentwell/contracts/signatures';

export type HashedEventFields = {
  organizationId: string;
  requestId: string;
  signerId: string | null;
  type: string;
  occurredAt: Date;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
};

/** JSON with object keys sorted at every level, so equal values always hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 hex over the previous event's hash and this event's fields. */
export function hashEvent(previousHash: string | null, fields: HashedEventFields): string {
  const body = canonicalJson({ ...fields, occurredAt: fields.occurredAt.toISOString() });
  return createHash('sha256')
    .update(`${previousHash ?? ''}\n${body}`)
    .digest('hex');
}

/** Recomputes a request's chain in id order; reports the first event whose link or hash does not match. */
export function verifyChain(
  events: readonly (HashedEventFields & { id: number; previousHash: string | null; hash: string })[],
): TSignatureTrailVerification {
  let previousHash: string | null = null;
  for (const event of events) {
    const { id, previousHash: storedPrevious, hash, ...fields } = event;
    if (storedPrevious !== previousHash || hashEvent(storedPrevious, fields) !== hash) {
      return { intact: false, firstBrokenEventId: id };
    }
    previousHash = hash;
  }
  return { intact: true, firstBrokenEventId: null };
}
