import type { TSignatureEventType } from '@rentwell/contracts/signatures';
import type { Database } from '@rentwell/db/create-db';
import { hashEvent } from './signature-event-hash.ts';
import {
  findLastEventHash,
  insertSignatureEvent,
  lockSignatureRequest,
  type SignatureScope,
} from './signatures.repo.ts';

export type NewSignatureEvent = {
  requestId: string;
  signerId?: string | null;
  type: TSignatureEventType;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Appends one event to the request's hash chain; run it inside the transaction of the change it records. The request
 * row is locked first, so concurrent events of one request chain one after another.
 */
export async function appendSignatureEvent(tx: Database, scope: SignatureScope, event: NewSignatureEvent) {
  const request = await lockSignatureRequest(tx, scope, event.requestId);
  if (!request) throw new Error(`signature request ${event.requestId} not found`);
  const previousHash = await findLastEventHash(tx, scope, event.requestId);
  const fields = {
    organizationId: request.organizationId,
    requestId: event.requestId,
    signerId: event.signerId ?? null,
    type: event.type,
    occurredAt: new Date(),
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    details: event.details ?? {},
  };
  return insertSignatureEvent(tx, { ...fields, previousHash, hash: hashEvent(previousHash, fields) });
}
