import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAddressPolicy } from './address-policy.ts';
import { fetchUserUrl, type OutboundFetchLimits } from './outbound-fetch.ts';

/**
 * `rebinding.example` always answers the loopback address the test server listens on (a second lookup would fail);
 * `mixed.example` answers that and a private address.
 */
vi.mock('node:dns/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns/promises')>();
  return {
    ...actual,
    lookup: (host: string, options: { all: true }) => {
      if (host === 'rebinding.example') return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      if (host === 'mixed.example') {
        return Promise.resolve([
          { address: '127.0.0.1', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ]);
      }
      return actual.lookup(host, options);
    },
  };
});

const limits: OutboundFetchLimits = { timeoutMs: 2_000, maxBytes: 1024, maxRedirects: 2, accept: 'text/calendar' };
const local = createAddressPolicy(['127.0.0.1']);
let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/feed.ics') response.end(`BEGIN:VCALENDAR host=${request.headers.host}`);
    else if (request.url === '/big.ics') response.end('x'.repeat(2048));
    else if (request.url === '/silent')
      return; // accepts, never answers
    else if (request.url?.startsWith('/to/')) {
      response.writeHead(302, { location: decodeURIComponent(request.url.slice(4)) }).end();
    } else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the address policy', () => {
  const policy = createAddressPolicy([]);

  it.each([
    '127.0.0.1',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.5',
    '169.254.169.254',
    '100.64.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '198.19.255.254',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.8',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
  ])('refuses %s', (address) => {
    expect(policy.isAllowed(address)).toBe(false);
  });

  it('refuses every address of this host’s own interfaces, public ones too', () => {
    const own = Object.values(os.networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(own.length).toBeGreaterThan(0);
    for (const entry of own) expect(policy.isAllowed(entry.address)).toBe(false);
  });

  it('allows public unicast, and private addresses only when listed', () => {
    expect(policy.isAllowed('93.184.216.34')).toBe(true);
    expect(policy.isAllowed('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(createAddressPolicy(['10.0.0.0/8']).isAllowed('10.9.9.9')).toBe(true);
    expect(createAddressPolicy(['10.0.0.0/8']).isAllowed('192.168.0.1')).toBe(false);
  });
});

describe('fetchUserUrl', () => {
  it('is refused for a local server unless its address is allowed', async () => {
    await expect(fetchUserUrl(`${base}/feed.ics`, createAddressPolicy([]), limits)).rejects.toMatchObject({
      failure: 'address_not_allowed',
    });
    expect((await fetchUserUrl(`${base}/feed.ics`, local, limits)).toString()).toContain('BEGIN:VCALENDAR');
  });

  it('connects to the address it checked, never looking the name up a second time', async () => {
    const body = await fetchUserUrl(`http://rebinding.example:${port}/feed.ics`, local, limits);
    expect(body.toString()).toContain(`host=rebinding.example:${port}`);
  });

  it('refuses a name with any forbidden answer', async () => {
    await expect(fetchUserUrl(`http://mixed.example:${port}/feed.ics`, local, limits)).rejects.toMatchObject({
      failure: 'address_not_allowed',
    });
  });

  it('checks every redirect hop', async () => {
    const hop = encodeURIComponent(`http://10.0.0.1:${port}/feed.ics`);
    await expect(fetchUserUrl(`${base}/to/${hop}`, local, limits)).rejects.toMatchObject({
      failure: 'address_not_allowed',
    });
    const fine = encodeURIComponent(`${base}/feed.ics`);
    expect((await fetchUserUrl(`${base}/to/${fine}`, local, limits)).toString()).toContain('BEGIN:VCALENDAR');
    await expect(fetchUserUrl(`${base}/loop`, local, limits)).rejects.toMatchObject({ failure: 'too_many_redirects' });
    const file = encodeURIComponent('file:///etc/passwd');
    await expect(fetchUserUrl(`${base}/to/${file}`, local, limits)).rejects.toMatchObject({ failure: 'invalid_url' });
  });

  it('answers a closed port and a silent one alike, within the time cap', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const quick = { ...limits, timeoutMs: 300 };
    const started = Date.now();
    await expect(fetchUserUrl(`${base}/silent`, local, quick)).rejects.toMatchObject({ failure: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(fetchUserUrl(`http://127.0.0.1:${closedPort}/`, local, quick)).rejects.toMatchObject({
      failure: 'unreachable',
    });
  });

  it('caps the size, and refuses errors, other schemes and credentials', async () => {
    await expect(fetchUserUrl(`${base}/big.ics`, local, limits)).rejects.toMatchObject({ failure: 'too_large' });
    await expect(fetchUserUrl(`${base}/missing`, local, limits)).rejects.toMatchObject({ failure: 'http_error' });
    await expect(fetchUserUrl('file:///etc/passwd', local, limits)).rejects.toMatchObject({ failure: 'invalid_url' });
    await expect(fetchUserUrl(`http://user:pw@127.0.0.1:${port}/`, local, limits)).rejects.toMatchObject({
      failure: 'invalid_url',
    });
  });
});
