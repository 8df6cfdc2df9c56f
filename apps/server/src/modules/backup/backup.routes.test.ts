import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { serve } from '@hono/node-server';
import { auditLog } from '@rentwell/db/schema/audit';
import { eq } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TBackupManifest, ZBackupManifest } from './backup-manifest.ts';

let testApp: TestApp;
let landlord: SignedInAccount;
let keylessApp: TestApp;
let server: ReturnType<typeof serve>;
let loopbackUrl: string;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_ADMIN_KEY, RATE_LIMITS: 'false' });
  keylessApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  await testApp.deps.files.put('property-images', 'jpg', Buffer.from('a stored image'));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: createApp(testApp.deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  loopbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/backup`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
  await keylessApp.close();
});

/** The entry names of a gzipped tar and its parsed manifest. */
async function readArchive(response: Response): Promise<{ names: string[]; manifest: TBackupManifest }> {
  const names: string[] = [];
  let manifestText = '';
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      if (header.name === 'manifest.json') manifestText = Buffer.concat(chunks).toString('utf8');
      next();
    });
  });
  await pipeline(Readable.from(Buffer.from(await response.arrayBuffer())), createGunzip(), extract);
  return { names, manifest: ZBackupManifest.parse(JSON.parse(manifestText)) };
}

describe('Download backup in the site-admin console', () => {
  it('is refused to a locked console and to other roles', async () => {
    const locked = await createSignedInMember(testApp, 'site_admin', null);
    expect((await locked.client.get('/api/site-admin/backup')).status).toBe(403);
    expect((await landlord.client.get('/api/site-admin/backup')).status).toBe(403);
    expect((await testApp.client().get('/api/site-admin/backup')).status).toBe(401);
  });

  it('streams one archive with the database and the files, and audits who took it', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    const response = await admin.client.get('/api/site-admin/backup');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentwell-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz"$/,
    );
    const { names, manifest } = await readArchive(response);
    expect(names.at(-1)).toBe('manifest.json');
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.database.tables.find((table) => table.name === 'organizations')?.rows).toBeGreaterThan(0);
    expect(manifest.files.map((file) => file.key)).toEqual([expect.stringMatching(/^property-images\/.+\.jpg$/)]);
    expect(names).toContain(`files/${manifest.files[0]?.key}`);

    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site_admin.backup_downloaded'));
    const event = events.find((row) => row.actorUserId === admin.userId);
    expect(event?.details).toMatchObject({ via: 'console', files: 1, migration: manifest.database.migration.tag });
  });

  it('answers a HEAD with the headers alone, without making or auditing an archive', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    const downloads = async () =>
      (await testApp.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site_admin.backup_downloaded'))).length;
    const before = await downloads();
    const response = await admin.client.request('HEAD', '/api/site-admin/backup');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await downloads()).toBe(before);
  });
});

describe('npm run backup against the running server', () => {
  it('serves the archive over loopback to the site-admin key', async () => {
    const response = await fetch(loopbackUrl, { headers: { authorization: `Bearer ${SITE_ADMIN_KEY}` } });
    expect(response.status).toBe(200);
    const { manifest } = await readArchive(response);
    expect(manifest.files).toHaveLength(1);
    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site_admin.backup_downloaded'));
    expect(events.some((row) => (row.details as { via?: string } | null)?.via === 'command')).toBe(true);
  });

  it('refuses a wrong or missing key, a relayed request and a request not from this machine', async () => {
    expect((await fetch(loopbackUrl, { headers: { authorization: 'Bearer not-the-key-at-all' } })).status).toBe(403);
    expect((await fetch(loopbackUrl)).status).toBe(422);
    const relayed = await fetch(loopbackUrl, {
      headers: { authorization: `Bearer ${SITE_ADMIN_KEY}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(403);
    // Through the app without a socket (the test client stands in for any remote caller).
    const remote = await testApp.client().request('GET', '/api/backup', {
      headers: { authorization: `Bearer ${SITE_ADMIN_KEY}` },
    });
    expect(remote.status).toBe(403);
  });

  it('tells the command to set SITE_ADMIN_KEY when the server has none', async () => {
    const response = await keylessApp.client().request('GET', '/api/backup', {
      headers: { authorization: 'Bearer some-key-the-server-lacks' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('site_admin_key_not_configured');
  });
});
