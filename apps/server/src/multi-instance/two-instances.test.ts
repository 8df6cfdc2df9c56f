// @postgres: two server processes on one PostgreSQL database
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DatabaseHandle } from '@rentwell/db/create-db';
import { jobRuns } from '@rentwell/db/schema/jobs';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { organizations } from '@rentwell/db/schema/organizations';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../jobs/scheduler.ts';
import { DEMO_PASSWORD, DEMO_TIME_ZONE } from '../seed/demo-seed.ts';
import { pngImage } from '../test/image-fixtures.ts';
import { startTestS3, type TestS3 } from '../test/s3-fixtures.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp-fixtures.ts';
import { TestClient } from '../test/test-client.ts';

/**
 * Two real server processes, started together on one fresh PostgreSQL database with the same AUTH_SECRET, as behind
 * a reverse proxy, with their files in one S3-compatible bucket (s3rver in this process). Needs PostgreSQL (TEST_DATABASE_URL): the server-postgres project, which exists only when it is
 * set, runs this; on PGlite it is skipped, since an embedded database belongs to one process.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && adminUrl !== undefined;

const AUTH_SECRET = 'two-instances-share-this-secret-0123456789';
const databaseName = `rentwell_two_instances_${randomUUID().replaceAll('-', '')}`;
let baseUrl = '';
let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let s3: TestS3;
let instanceA: ServerProcess;
let instanceB: ServerProcess;
/** How B was started, to start it again. */
let restartB: () => Promise<ServerProcess>;
const workDirs: string[] = [];

/** Runs one statement on the PostgreSQL server's admin database (creating and dropping ours). */
async function adminQuery(statement: string): Promise<void> {
  const admin = await createDb({ url: adminUrl });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The request a reverse proxy would pass on: same URL path, headers and body, to the chosen instance. */
async function forward(request: Request, instance: ServerProcess): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(`${instance.url}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
  });
}

let clientCount = 0;
type Browser = TestClient & { use: (instance: ServerProcess) => Browser };

/** A browser with its own address whose requests the proxy sends to whichever instance `use` picked. */
function browser(): Browser {
  let target = instanceA;
  clientCount++;
  const client = new TestClient((request) => forward(request, target), baseUrl, `10.88.0.${clientCount}`);
  const switchable: Browser = Object.assign(client, {
    use(instance: ServerProcess) {
      target = instance;
      return switchable;
    },
  });
  return switchable;
}

/** The (job_runs) claim of each daily job on the demo organization's day: per time zone or once. */
function dailyClaims(): string[] {
  return SCHEDULED_JOBS.map((job) => (job.perTimeZone ? `${job.name}:${DEMO_TIME_ZONE}` : job.name));
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  if (!onPostgres) return;
  await adminQuery(`create database ${databaseName}`);
  smtp = await startSmtpServer({ refuse: 0 });
  s3 = await startTestS3();
  const [portA, portB] = await Promise.all([freePort(), freePort()]);
  // Both instances sit behind one public address, as behind a reverse proxy.
  baseUrl = `http://localhost:${portA}`;
  const envFor = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-instance-'));
    workDirs.push(dataDir);
    return {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(),
      AUTH_SECRET,
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      ...s3.env,
    };
  };
  const [envA, envB] = await Promise.all([envFor(), envFor()]);
  restartB = () => startServerProcess('B (restarted)', { port: portB, env: envB });
  // Started together on the empty database: both migrate, both want to seed.
  [instanceA, instanceB] = await Promise.all([
    startServerProcess('A', { port: portA, env: envA }),
    startServerProcess('B', { port: portB, env: envB }),
  ]);
  handle = await createDb({ url: databaseUrl() });
}, 200_000);

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([instanceA?.stop(), instanceB?.stop()]);
  await handle?.close();
  await smtp?.close();
  await s3?.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database (PostgreSQL only)', () => {
  it('seeded the demo data once, though both started on the empty database', async () => {
    const seeded = [instanceA, instanceB].filter((instance) =>
      instance.logs().some((line) => line.msg === 'seeded the demo portfolio into the empty database'),
    );
    expect(seeded).toHaveLength(1);
    const [row] = await handle.db.select({ count: count() }).from(organizations);
    expect(row?.count).toBe(1);
  });

  it('seals signed documents with one certificate, created by whichever started first', () => {
    const fingerprints = [instanceA, instanceB].map(
      (instance) =>
        instance.logs().find((line) => line.msg === 'signed documents are sealed with this certificate')
          ?.fingerprintSha256,
    );
    expect(fingerprints[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprints[1]).toBe(fingerprints[0]);
  });

  it('accepts a session made on A on B, and a sign-out on B ends it on A', async () => {
    const landlord = browser().use(instanceA);
    const signedIn = await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const me = await landlord.use(instanceB).get('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('landlord@rentwell.demo');
    expect((await landlord.use(instanceB).signOut()).status).toBe(200);
    // The same cookie, replayed on A, names a session B revoked in the shared database.
    const replayed = await fetch(`${instanceA.url}/api/me`, { headers: { cookie: sessionCookie } });
    expect(replayed.status).toBe(401);
  });

  it('refuses on B a write sent right after a sign-out on A answered, though B remembered the session', async () => {
    const landlord = browser().use(instanceA);
    const signedIn = await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const rename = { fullName: 'Lana Landlord' };
    // B looks the session up and remembers it (decision 012).
    expect((await landlord.use(instanceB).patch('/api/me/profile', rename)).status).toBe(200);
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect((await landlord.use(instanceA).signOut()).status).toBe(200);
    const write = await fetch(`${instanceB.url}/api/me/profile`, {
      method: 'PATCH',
      headers: { cookie: sessionCookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(rename),
    });
    expect(write.status).toBe(401);
  });

  it('downloads on B an image uploaded on A', async () => {
    const landlord = browser().use(instanceA);
    expect((await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD)).status).toBe(200);
    const list = await (await landlord.get('/api/properties?pageSize=1')).json();
    const propertyId: string = list.items[0].id;
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await pngImage(320, 200))], 'front.png', { type: 'image/png' }));
    const uploaded = await landlord.request('POST', `/api/properties/${propertyId}/images`, { body: form });
    expect(uploaded.status).toBe(201);
    const image: { id: string } = await uploaded.json();
    const path = `/api/properties/${propertyId}/images/${image.id}/display`;
    const fromA = await landlord.use(instanceA).get(path);
    const fromB = await landlord.use(instanceB).get(path);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(bytesB.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
    // Another organization's member gets no such image, whichever instance answers.
    const stranger = browser().use(instanceB);
    expect((await stranger.signUp({ role: 'admin' })).response.status).toBe(200);
    expect((await stranger.get(path)).status).toBe(404);
  });

  it('counts failed sign-ins of one account across both instances', async () => {
    const email = 'maintenance@rentwell.demo';
    for (let attempt = 0; attempt < 10; attempt++) {
      const guesser = browser().use(attempt % 2 === 0 ? instanceA : instanceB);
      expect((await guesser.signIn(email, `wrong-password-${attempt}`)).status).toBe(401);
    }
    const locked = await browser().use(instanceB).signIn(email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect((await locked.json()).code).toBe('ACCOUNT_SIGN_IN_LOCKED');
  });

  it('ran each due daily job once between them', async () => {
    const claims = dailyClaims();
    const runs = await waitFor('the daily jobs to finish on both instances', async () => {
      const rows = await handle.db.select().from(jobRuns).where(inArray(jobRuns.jobName, claims));
      const done = rows.length === claims.length && rows.every((row) => row.status !== 'running');
      return done ? rows : undefined;
    });
    for (const run of runs) expect(run, run.jobName).toMatchObject({ status: 'succeeded', attempts: 1 });
    // A run's row is marked before its line is logged, and the lines come through pipes: wait for the last of them.
    const finishedClaims = () =>
      [...instanceA.logs(), ...instanceB.logs()]
        .filter((line) => line.msg === 'job finished')
        .map((line) => (line.timeZone ? `${line.job}:${line.timeZone}` : line.job));
    await waitFor('every run to be logged', async () => (finishedClaims().length >= claims.length ? true : undefined));
    expect(finishedClaims().sort()).toEqual([...claims].sort());
  }, 60_000);

  it('after a restart, takes over the run a killed instance left running once its lease ran out, not a live one', async () => {
    const staleClaim = 'database-statistics';
    const liveClaim = `lease-status:${DEMO_TIME_ZONE}`;
    expect(dailyClaims()).toEqual(expect.arrayContaining([staleClaim, liveClaim]));
    const [stale, live] = await handle.db
      .select()
      .from(jobRuns)
      .where(inArray(jobRuns.jobName, [staleClaim, liveClaim]))
      .orderBy(jobRuns.jobName);
    if (stale?.jobName !== staleClaim || live?.jobName !== liveClaim) throw new Error('the daily runs are missing');
    await instanceB.kill();
    // What a killed instance leaves behind: claims still running, one whose lease ran out, one another instance
    // would still be renewing.
    const leftRunning = { status: 'running' as const, finishedAt: null, details: null };
    await handle.db
      .update(jobRuns)
      .set({ ...leftRunning, leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.id, stale.id));
    await handle.db
      .update(jobRuns)
      .set({ ...leftRunning, leaseExpiresAt: sql`now() + interval '10 minutes'` })
      .where(eq(jobRuns.id, live.id));
    // Started again, it runs the day's jobs at once, as every instance does at start.
    instanceB = await restartB();
    const takenOver = await waitFor('the stale run to be taken over', async () => {
      const [row] = await handle.db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.id, stale.id), eq(jobRuns.status, 'succeeded')));
      return row;
    });
    expect(takenOver.attempts).toBe(2);
    // The row is marked before the line is logged, and the line comes through a pipe: wait for it too.
    const finished = await waitFor('the takeover to be logged', async () => {
      const lines = instanceB.logs().filter((line) => line.msg === 'job finished');
      return lines.some((line) => line.job === 'database-statistics') ? lines : undefined;
    });
    // Once, as the second attempt; the live claim is left alone (other lines: the zone a later sign-up brought).
    const statistics = finished.filter((line) => line.job === 'database-statistics');
    expect(statistics.map((line) => line.attempt)).toEqual([2]);
    expect(finished.some((line) => line.job === 'lease-status' && line.timeZone === DEMO_TIME_ZONE)).toBe(false);
    const [untouched] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, live.id));
    expect(untouched).toMatchObject({ status: 'running', attempts: 1 });
  }, 90_000);

  it('sends each queued mail once while both instances deliver', async () => {
    const subjects = Array.from({ length: 30 }, (_, index) => `Two instances, mail ${index + 1}`);
    const queued = await handle.db
      .insert(mailOutbox)
      .values(
        subjects.map((subject) => ({
          toAddress: 'tenant@rentwell.demo',
          subject,
          textBody: `${subject}: delivered once.`,
          purpose: 'notification',
          status: 'queued' as const,
          // Due for a while: ahead of the demo's notifications in the queue, so the deliveries below take these first.
          nextAttemptAt: new Date(Date.now() - 60 * 60_000),
        })),
      )
      .returning({ id: mailOutbox.id });
    // A password-reset request queues a mail and has its instance deliver everything due at once: both at the same time.
    const reset = { email: 'tenant@rentwell.demo', redirectTo: '/auth?mode=reset' };
    const requests = await Promise.all([
      browser().use(instanceA).post('/api/auth/request-password-reset', reset),
      browser().use(instanceB).post('/api/auth/request-password-reset', reset),
    ]);
    expect(requests.map((response) => response.status)).toEqual([200, 200]);
    const ids = queued.map((row) => row.id);
    await waitFor('every queued mail to be sent', async () => {
      const rows = await handle.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
      return rows.every((row) => row.status === 'sent') ? true : undefined;
    });
    const received = subjects.map(
      (subject) => smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}\r\n`)).length,
    );
    expect(received).toEqual(subjects.map(() => 1));
  }, 60_000);
});
