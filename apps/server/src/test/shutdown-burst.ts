import http from 'node:http';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-seed.ts';
import type { ServerProcess } from './server-process.ts';

export type Outcome =
  | { status: number; connection: string | undefined; retryAfter: string | undefined }
  | { error: string };

type RequestSpec = { method: string; path: string; agent: http.Agent | false; cookie?: string; body?: unknown };

/** One request; its outcome is the status, or the error code when no answer came. `sent` fires once it is written. */
export function send(baseUrl: string, options: RequestSpec, sent: () => void = () => undefined): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: hostname,
        port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        headers: {
          origin: baseUrl,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            retryAfter: response.headers['retry-after'],
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.on('finish', sent);
    request.end(payload);
  });
}

/** The demo landlord's session cookie (the server runs with SEED_DEMO_DATA). */
async function signInAsDemoLandlord(baseUrl: string): Promise<string> {
  const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: landlord?.email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const EXPORT_PATH = '/api/analytics/reports/rent-roll/export?format=pdf&from=2020-01-01&to=2030-12-31&lang=en';

/** Sends requests one after another on one keep-alive connection until the server says it closes it. */
export async function keepAliveClient(baseUrl: string, cookie?: string): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  try {
    for (let index = 0; index < 500; index++) {
      const path = index % 2 === 0 ? '/api/health' : '/api/properties';
      const outcome = await send(baseUrl, { method: 'GET', path, agent, cookie });
      outcomes.push(outcome);
      if ('error' in outcome || outcome.connection === 'close') break;
    }
  } finally {
    agent.destroy();
  }
  return outcomes;
}

type Burst = { exports: Promise<Outcome>[]; others: Promise<Outcome>[]; written: Promise<void> };

/**
 * 45 requests at once: 10 PDF exports, 10 writes, 25 reads, half of them on keep-alive connections (five shared
 * sockets). `written` resolves once every one has been written to its socket.
 */
function sendBurst(baseUrl: string, cookie: string): Burst {
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const writes: Promise<void>[] = [];
  const sendOne = (request: RequestSpec) => {
    let markSent: () => void = () => undefined;
    writes.push(
      new Promise((resolve) => {
        markSent = resolve;
      }),
    );
    return send(baseUrl, request, markSent);
  };
  const exports = Array.from({ length: 10 }, (_, index) =>
    sendOne({ method: 'GET', path: EXPORT_PATH, agent: index % 2 === 0 ? keepAlive : false, cookie }),
  );
  const others = Array.from({ length: 35 }, (_, index) => {
    const agent = index % 2 === 0 ? keepAlive : false;
    if (index < 10)
      return sendOne({
        method: 'POST',
        path: '/api/contact',
        agent,
        body: { name: `Burst ${index}`, email: `burst-${index}@example.test`, message: 'Sent during shutdown.' },
      });
    return sendOne({ method: 'GET', path: index % 3 === 0 ? '/api/health' : '/api/properties', agent, cookie });
  });
  const written = Promise.all(writes).then(() => undefined);
  void Promise.all([...exports, ...others]).then(() => keepAlive.destroy());
  return { exports, others, written };
}

/** How long the server may take to finish the burst after SIGTERM before the test gives up (it is not killed sooner). */
const STOP_WITHIN_MS = 300_000;

/**
 * The outside review's test: keep-alive clients going, 45 requests at once with 10 PDF exports, SIGTERM once they are
 * all written. Every request is answered (an export read after shutdown began may be refused with 503 and
 * Retry-After, which is an answer too), nothing is reset, and the process exits 0 with no connection cut.
 */
export async function expectShutdownUnderLoadAnswersEverything(server: ServerProcess): Promise<void> {
  const cookie = await signInAsDemoLandlord(server.url);
  const keepAlive = Array.from({ length: 5 }, () => keepAliveClient(server.url, cookie));
  // Let the keep-alive clients get going, so shutdown finds connections in every state.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const burst = sendBurst(server.url, cookie);
  await burst.written;
  const exitCode = await server.stop(STOP_WITHIN_MS);

  const others = await Promise.all(burst.others);
  expect(others.filter((outcome) => !('status' in outcome) || outcome.status !== 200)).toEqual([]);
  const exports = await Promise.all(burst.exports);
  const unanswered = exports.filter(
    (outcome) => !('status' in outcome) || !(outcome.status === 200 || (outcome.status === 503 && outcome.retryAfter)),
  );
  expect(unanswered).toEqual([]);
  for (const client of await Promise.all(keepAlive)) {
    // A new connection after listening stopped is refused (never sent); a sent request is never reset.
    expect(client.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED')).toEqual([]);
    expect(client.some((outcome) => 'status' in outcome && outcome.status === 200)).toBe(true);
  }
  expect(exitCode).toBe(0);
  const messages = server.logs().map((line) => line.msg);
  expect(messages).not.toContain('grace period over: remaining connections were closed');
  expect(messages.at(-1)).toBe('stopped cleanly');
}
