import { describe, expect, it } from 'vitest';
import { type HashedEventFields, hashEvent, verifyChain } from './signature-event-hash.ts';

const REQUEST_ID = '5f0c6a3e-2b1d-4c8e-9f7a-1d2e3f4a5b6c';
const ORGANIZATION_ID = '0b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const SIGNER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

type StoredEvent = HashedEventFields & { id: number; previousHash: string | null; hash: string };

const FIELDS: HashedEventFields[] = [
  { type: 'created', signerId: null, ip: '203.0.113.7', userAgent: 'Firefox/128.0', details: { signers: 2 } },
  { type: 'sent', signerId: SIGNER_ID, ip: null, userAgent: null, details: { delivery: 'link' } },
  { type: 'opened', signerId: SIGNER_ID, ip: '198.51.100.2', userAgent: 'Safari/604.1', details: {} },
  { type: 'consented', signerId: SIGNER_ID, ip: '198.51.100.2', userAgent: 'Safari/604.1', details: {} },
  {
    type: 'signed',
    signerId: SIGNER_ID,
    ip: '198.51.100.2',
    userAgent: 'Safari/604.1',
    details: { method: 'drawn', position: 1 },
  },
].map((event, index) => ({
  organizationId: ORGANIZATION_ID,
  requestId: REQUEST_ID,
  occurredAt: new Date(Date.UTC(2026, 1, 20, 14, index)),
  ...event,
}));

/** The chain as appendSignatureEvent writes it: each event hashed over the one before. */
function chain(): StoredEvent[] {
  const events: StoredEvent[] = [];
  for (const [index, fields] of FIELDS.entries()) {
    const previousHash = events.at(-1)?.hash ?? null;
    events.push({ ...fields, id: 100 + index, previousHash, hash: hashEvent(previousHash, fields) });
  }
  return events;
}

function withChange(index: number, change: Partial<StoredEvent>): StoredEvent[] {
  return chain().map((event, at) => (at === index ? { ...event, ...change } : event));
}

describe('hashEvent', () => {
  it('is the same for equal fields whatever the order of the keys in details', () => {
    const [fields] = FIELDS;
    if (!fields) throw new Error('no event');
    const reordered = { ...fields, details: { b: { y: 2, x: 1 }, a: [1, 2] } };
    const original = { ...fields, details: { a: [1, 2], b: { x: 1, y: 2 } } };
    expect(hashEvent('f'.repeat(64), reordered)).toBe(hashEvent('f'.repeat(64), original));
    expect(hashEvent(null, fields)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the previous hash', () => {
    const [fields] = FIELDS;
    if (!fields) throw new Error('no event');
    expect(hashEvent(null, fields)).not.toBe(hashEvent('0'.repeat(64), fields));
  });
});

describe('verifyChain', () => {
  it('finds an untouched chain intact, and an empty one', () => {
    expect(verifyChain(chain())).toEqual({ intact: true, firstBrokenEventId: null });
    expect(verifyChain([])).toEqual({ intact: true, firstBrokenEventId: null });
  });

  it.each<[string, Partial<StoredEvent>]>([
    ['type', { type: 'declined' }],
    ['time', { occurredAt: new Date(Date.UTC(2026, 1, 20, 14, 2, 1)) }],
    ['signer', { signerId: null }],
    ['IP address', { ip: '198.51.100.3' }],
    ['user agent', { userAgent: 'Chrome/126.0' }],
    ['details', { details: { note: 'added later' } }],
    ['request', { requestId: '00000000-0000-4000-8000-000000000000' }],
    ['organization', { organizationId: '00000000-0000-4000-8000-000000000000' }],
    ['stored hash', { hash: 'a'.repeat(64) }],
    ['link to the previous event', { previousHash: 'a'.repeat(64) }],
  ])('reports the event whose %s changed', (_field, change) => {
    expect(verifyChain(withChange(2, change))).toEqual({ intact: false, firstBrokenEventId: 102 });
  });

  it('reports a change of a nested detail', () => {
    expect(verifyChain(withChange(4, { details: { method: 'typed', position: 1 } }))).toEqual({
      intact: false,
      firstBrokenEventId: 104,
    });
  });

  it('reports the next event when a changed event was hashed again to hide the change', () => {
    const events = chain();
    const [, second] = events;
    if (!second) throw new Error('no second event');
    const { id, previousHash, hash: _hash, ...fields } = { ...second, ip: '192.0.2.66' };
    events[1] = { ...fields, id, previousHash, hash: hashEvent(previousHash, fields) };
    expect(verifyChain(events)).toEqual({ intact: false, firstBrokenEventId: 102 });
  });

  it('reports events taken out of the chain or put in another order', () => {
    const deleted = chain().filter((event) => event.id !== 102);
    expect(verifyChain(deleted)).toEqual({ intact: false, firstBrokenEventId: 103 });

    const firstRemoved = chain().slice(1);
    expect(verifyChain(firstRemoved)).toEqual({ intact: false, firstBrokenEventId: 101 });

    const [a, b, c, d, e] = chain();
    if (!a || !b || !c || !d || !e) throw new Error('five events expected');
    expect(verifyChain([a, b, d, c, e])).toEqual({ intact: false, firstBrokenEventId: 103 });
  });
});
