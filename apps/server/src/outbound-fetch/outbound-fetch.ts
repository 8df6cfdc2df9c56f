import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';

/**
 * What went wrong, one class each and nothing finer: a closed port, a timeout and an unknown name all read
 * `unreachable`, so the answers cannot map the network behind the server.
 */
const OUTBOUND_FETCH_FAILURES = [
  'invalid_url',
  'address_not_allowed',
  'unreachable',
  'too_many_redirects',
  'http_error',
  'too_large',
] as const;
type OutboundFetchFailure = (typeof OUTBOUND_FETCH_FAILURES)[number];

export class OutboundFetchError extends Error {
  constructor(readonly failure: OutboundFetchFailure) {
    super(`outbound fetch failed: ${failure}`);
  }
}

export type OutboundFetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number; accept: string };

type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves the host once and keeps the first address the policy allows; any forbidden answer refuses the host. */
async function resolveAllowed(hostname: string, policy: AddressPolicy): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      throw new OutboundFetchError('unreachable');
    }
  }
  // Every answer is checked, not just the one used: a name mixing public and private addresses is refused.
  const [first] = addresses;
  if (!first || addresses.some(({ address }) => !policy.isAllowed(address))) {
    throw new OutboundFetchError('address_not_allowed');
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A lookup that answers only the checked address, so the connection cannot reach a second, different answer. */
function pinnedLookup(resolved: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
}

function requestOnce(url: URL, resolved: ResolvedAddress, limits: OutboundFetchLimits, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup(resolved),
      headers: { accept: limits.accept },
      signal,
      agent: false,
    });
    request.on('response', resolve);
    request.on('error', () => reject(new OutboundFetchError('unreachable')));
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new OutboundFetchError('too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        response.destroy();
        throw new OutboundFetchError('too_large');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof OutboundFetchError ? error : new OutboundFetchError('unreachable');
  }
  return Buffer.concat(chunks);
}

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutboundFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundFetchError('invalid_url');
  if (url.username || url.password) throw new OutboundFetchError('invalid_url');
  return url;
}

async function followRedirects(start: URL, policy: AddressPolicy, limits: OutboundFetchLimits, signal: AbortSignal) {
  let url = start;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const resolved = await resolveAllowed(url.hostname, policy);
    const response = await requestOnce(url, resolved, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status < 300 || status >= 400 || !location) return response;
    response.destroy();
    url = parseUrl(location, url);
  }
  throw new OutboundFetchError('too_many_redirects');
}

/**
 * The one way the server fetches a URL a user gave it (an iCal feed): http(s) only, the host resolved once and every
 * address checked against the policy, the connection made to that checked address (no second lookup for a DNS
 * rebinding to answer), every redirect hop checked the same way, the whole exchange within `timeoutMs` and the body
 * within `maxBytes`. Answers the body of a 2xx response; anything else throws an `OutboundFetchError`.
 */
export async function fetchUserUrl(text: string, policy: AddressPolicy, limits: OutboundFetchLimits): Promise<Buffer> {
  const url = parseUrl(text);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  // The lookups take no signal; the race also ends a slow name resolution on time.
  const timedOut = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new OutboundFetchError('unreachable')), { once: true });
  });
  const exchange = (async () => {
    const response = await followRedirects(url, policy, limits, signal);
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new OutboundFetchError('http_error');
    }
    return readCapped(response, limits.maxBytes);
  })();
  return Promise.race([exchange, timedOut]);
}
