import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';

const MiB = 1024 * 1024;
const ATTACK_BYTES = 300 * MiB;
/** One reused chunk: the sender never holds more than this, so growth in RSS is the server's. */
const CHUNK = Buffer.alloc(MiB, 'a');

let testApp: TestApp;
let server: http.Server;
let port: number;
let landlordCookie: string;
let propertyId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  // The app itself, not `testApp.fetch`: the Node bindings (the socket) must reach it as in production.
  server = serve({ fetch: createApp(testApp.deps).fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  const client = testApp.client();
  const signUp = await client.signUp({ role: 'admin', email: uniqueEmail('cap') });
  landlordCookie = signUp.response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  propertyId = (await createPropertyViaApi(client)).id;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testApp.close();
});

type Answer = { status: number; connection: string | undefined; code: string; sentBytes: number };
type Sender = { declareLength?: boolean; cookie?: string };

/**
 * Streams up to 300 MiB (chunked, no Content-Length, unless `declareLength`) until the server answers or closes;
 * resolves with the answer and how much was sent before it came.
 */
function streamHugeBody(path: string, contentType: string, sender: Sender = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': contentType,
          origin: TEST_BASE_URL,
          ...(sender.cookie ? { cookie: sender.cookie } : {}),
          ...(sender.declareLength ? { 'content-length': ATTACK_BYTES } : {}),
        },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            code: (JSON.parse(body) as { error: { code: string } }).error.code,
            sentBytes,
          }),
        );
      },
    );
    // Writing into a connection the server closed after answering fails; the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && !request.destroyed && sentBytes < ATTACK_BYTES) {
        sentBytes += CHUNK.length;
        if (!request.write(CHUNK)) {
          request.once('drain', pump);
          return;
        }
      }
      if (sentBytes >= ATTACK_BYTES) request.end();
    };
    pump();
  });
}

const multipart = 'multipart/form-data; boundary=----rentwell';

describe('every request body is capped before anything parses it', () => {
  const cases: [string, string, string, Sender | (() => Sender)][] = [
    ['sign-in', '/api/auth/sign-in/email', 'application/json', {}],
    ['sign-in, declared length', '/api/auth/sign-in/email', 'application/json', { declareLength: true }],
    ['sign-up', '/api/auth/sign-up/email', 'application/json', {}],
    ['the contact form', '/api/contact', 'application/json', {}],
    ['a document upload', '/api/documents', multipart, () => ({ cookie: landlordCookie })],
    ['a property image upload', '/api/properties/:id/images', multipart, () => ({ cookie: landlordCookie })],
  ];

  it.each(cases)(
    '300 MiB to %s: 413, Connection: close, little read, RSS under +30 MB',
    async (_name, path, type, sender) => {
      const before = process.memoryUsage().rss;
      const answer = await streamHugeBody(
        path.replace(':id', propertyId),
        type,
        typeof sender === 'function' ? sender() : sender,
      );
      const growth = process.memoryUsage().rss - before;
      expect(answer).toMatchObject({ status: 413, code: 'payload_too_large', connection: 'close' });
      expect(answer.sentBytes).toBeLessThan(100 * MiB);
      expect(growth).toBeLessThan(30 * 1000 * 1000);
    },
  );

  it('three at once to sign-in stay under +30 MB together', async () => {
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      [1, 2, 3].map(() => streamHugeBody('/api/auth/sign-in/email', 'application/json')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413]);
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1000 * 1000);
  });

  it('a body no route reads is answered without reading it, and the connection closes', async () => {
    const multipartToSignIn = await streamHugeBody('/api/auth/sign-in/email', multipart);
    expect(multipartToSignIn).toMatchObject({ status: 415, connection: 'close' });
    const anonymousUpload = await streamHugeBody('/api/documents', multipart);
    expect(anonymousUpload).toMatchObject({ status: 401, connection: 'close' });
    expect(anonymousUpload.sentBytes).toBeLessThan(100 * MiB);
  });

  it('after a 413 the client reads the answer and its next request on a new connection succeeds', async () => {
    await streamHugeBody('/api/contact', 'application/json');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
