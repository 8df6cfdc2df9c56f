import { auditLog } from '@rentwell/db/schema/audit';
import { verification } from '@rentwell/db/schema/auth';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let keylessApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp({ SITE_ADMIN_KEY });
  keylessApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(async () => {
  await testApp.close();
  await keylessApp.close();
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** Every console route behind the unlock, with a body where it takes one. */
const CONSOLE_ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/site-admin/organizations'],
  ['GET', '/api/site-admin/users'],
  ['PATCH', `/api/site-admin/users/${ANY_ID}`, { role: 'tenant' }],
  ['POST', `/api/site-admin/users/${ANY_ID}/deactivate`, {}],
  ['POST', `/api/site-admin/users/${ANY_ID}/reactivate`, {}],
  ['GET', '/api/site-admin/system'],
  ['GET', '/api/site-admin/demo-accounts'],
  ['GET', '/api/site-admin/contact-submissions'],
  ['POST', `/api/site-admin/contact-submissions/${ANY_ID}/handle`, {}],
  ['GET', '/api/site-admin/mail'],
  ['GET', `/api/site-admin/mail/${ANY_ID}`],
  ['GET', '/api/site-admin/jobs'],
  ['GET', '/api/site-admin/job-runs'],
];

function callRoute(account: SignedInAccount, [method, path, body]: (typeof CONSOLE_ROUTES)[number]) {
  return account.client.request(method, path, body === undefined ? {} : { json: body });
}

describe('access to the console', () => {
  it('answers 401 signed out and 403 to every other role', async () => {
    const visitor = testApp.client();
    expect((await visitor.get('/api/site-admin/lock')).status).toBe(401);
    expect((await visitor.post('/api/site-admin/unlock', { email: 'a@example.test', secretKey: 'x' })).status).toBe(
      401,
    );
    for (const [method, path, body] of CONSOLE_ROUTES) {
      const response = await visitor.request(method, path, body === undefined ? {} : { json: body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const others = [
      landlord,
      await createSignedInMember(testApp, 'property_manager', landlord.organizationId),
      await createSignedInMember(testApp, 'tenant', null),
      await createSignedInMember(testApp, 'maintenance', landlord.organizationId),
    ];
    for (const account of others) {
      expect((await account.client.get('/api/site-admin/lock')).status).toBe(403);
      expect(
        (await account.client.post('/api/site-admin/unlock', { email: account.email, secretKey: SITE_ADMIN_KEY }))
          .status,
      ).toBe(403);
      for (const route of CONSOLE_ROUTES) {
        const response = await callRoute(account, route);
        expect(response.status, `${route[0]} ${route[1]}`).toBe(403);
        expect((await response.json()).error.code).toBe('forbidden');
      }
    }
  });

  it('answers 403 site_admin_locked on every console route until the session is unlocked', async () => {
    const admin = await createSignedInMember(testApp, 'site_admin', null);
    expect(await (await admin.client.get('/api/site-admin/lock')).json()).toEqual({
      isUnlocked: false,
      unlockedUntil: null,
      isKeyConfigured: true,
    });
    for (const route of CONSOLE_ROUTES) {
      const response = await callRoute(admin, route);
      expect(response.status, `${route[0]} ${route[1]}`).toBe(403);
      expect((await response.json()).error.code).toBe('site_admin_locked');
    }
  });
});

describe('POST /api/site-admin/unlock', () => {
  it('refuses a wrong key or another email with 403, audited, and 422 for a bad body', async () => {
    const admin = await createSignedInMember(testApp, 'site_admin', null);
    const wrongKey = await admin.client.post('/api/site-admin/unlock', { email: admin.email, secretKey: 'wrong-key' });
    expect(wrongKey.status).toBe(403);
    expect((await wrongKey.json()).error.code).toBe('site_admin_unlock_failed');
    const otherEmail = await admin.client.post('/api/site-admin/unlock', {
      email: landlord.email,
      secretKey: SITE_ADMIN_KEY,
    });
    expect(otherEmail.status).toBe(403);
    expect((await admin.client.post('/api/site-admin/unlock', { email: 'nope' })).status).toBe(422);
    expect((await admin.client.get('/api/site-admin/system')).status).toBe(403);
    const failures = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.userId), eq(auditLog.action, 'site_admin.unlock_failed')));
    expect(failures).toHaveLength(2);
  });

  it('unlocks this session for 12 hours, in any case of the email; other sessions stay locked', async () => {
    const admin = await createSignedInMember(testApp, 'site_admin', null);
    const response = await admin.client.post('/api/site-admin/unlock', {
      email: admin.email.toUpperCase(),
      secretKey: SITE_ADMIN_KEY,
    });
    expect(response.status).toBe(200);
    const status = await response.json();
    expect(status).toMatchObject({ isUnlocked: true, isKeyConfigured: true });
    const hours = (new Date(status.unlockedUntil).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect((await admin.client.get('/api/site-admin/lock')).status).toBe(200);
    expect((await admin.client.get('/api/site-admin/system')).status).toBe(200);

    const otherSession = testApp.client();
    await otherSession.signIn(admin.email, 'fixture-password-123');
    expect((await otherSession.get('/api/site-admin/system')).status).toBe(403);
    await admin.client.signOut();
    await admin.client.signIn(admin.email, 'fixture-password-123');
    expect((await admin.client.get('/api/site-admin/system')).status).toBe(403);
  });

  it('locks again when the 12 hours are over', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    expect((await admin.client.get('/api/site-admin/system')).status).toBe(200);
    await testApp.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'site-admin-unlock:%'));
    const response = await admin.client.get('/api/site-admin/system');
    expect((await response.json()).error.code).toBe('site_admin_locked');
  });

  it('answers 429 after 5 attempts', async () => {
    const admin = await createSignedInMember(testApp, 'site_admin', null);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await admin.client.post('/api/site-admin/unlock', { email: admin.email, secretKey: 'guess' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await admin.client.post('/api/site-admin/unlock', { email: admin.email, secretKey: SITE_ADMIN_KEY });
    expect(right.status).toBe(429);
  });

  it('cannot unlock when the server has no SITE_ADMIN_KEY, and says so', async () => {
    const admin = await createSignedInMember(keylessApp, 'site_admin', null);
    expect((await (await admin.client.get('/api/site-admin/lock')).json()).isKeyConfigured).toBe(false);
    const response = await admin.client.post('/api/site-admin/unlock', { email: admin.email, secretKey: 'anything' });
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error.code).toBe('site_admin_key_not_configured');
    expect(body.error.message).toContain('SITE_ADMIN_KEY');
  });
});

describe('organizations and users across the site', () => {
  it('lists organizations with user, property and unit counts', async () => {
    const owner = await signUpLandlord(testApp);
    await createSignedInMember(testApp, 'maintenance', owner.organizationId);
    await owner.client.post('/api/properties', {
      name: 'Counted Court',
      type: 'apartment',
      address: '1 Count Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      country: 'US',
      notes: '',
      yearBuilt: null,
      purchasePriceMinor: null,
      currency: 'USD',
      unitCount: 3,
    });
    const admin = await unlockedSiteAdmin(testApp);
    const body = await (await admin.client.get('/api/site-admin/organizations?pageSize=100')).json();
    const counted = body.items.find((organization: { id: string }) => organization.id === owner.organizationId);
    expect(counted).toMatchObject({ userCount: 2, propertyCount: 1, unitCount: 3, currency: 'USD' });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect((await admin.client.get('/api/site-admin/organizations?page=0')).status).toBe(422);
  });

  it('lists every user with their organization, filtered by organization', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    const all = await (await admin.client.get('/api/site-admin/users?pageSize=100')).json();
    const listedLandlord = all.items.find((user: { id: string }) => user.id === landlord.userId);
    expect(listedLandlord.organization).toEqual({ id: landlord.organizationId, name: "Lana Landlord's properties" });
    expect(all.items.find((user: { id: string }) => user.id === admin.userId).organization).toBeNull();
    const filtered = await (
      await admin.client.get(`/api/site-admin/users?organizationId=${landlord.organizationId}&role=admin`)
    ).json();
    expect(filtered.items.map((user: { id: string }) => user.id)).toEqual([landlord.userId]);
    expect((await admin.client.get('/api/site-admin/users?organizationId=nope')).status).toBe(422);
  });

  it('changes roles and deactivates under the same rules, audited in the organization', async () => {
    const owner = await signUpLandlord(testApp);
    const member = await createSignedInMember(testApp, 'tenant', owner.organizationId);
    const admin = await unlockedSiteAdmin(testApp);

    const changed = await admin.client.patch(`/api/site-admin/users/${member.userId}`, { role: 'maintenance' });
    expect(await changed.json()).toMatchObject({ role: 'maintenance', organization: { id: owner.organizationId } });
    const lastAdmin = await admin.client.post(`/api/site-admin/users/${owner.userId}/deactivate`, {});
    expect(lastAdmin.status).toBe(409);
    expect((await lastAdmin.json()).error.code).toBe('last_admin');
    const demote = await admin.client.patch(`/api/site-admin/users/${owner.userId}`, { role: 'tenant' });
    expect((await demote.json()).error.code).toBe('last_admin');

    const deactivated = await admin.client.post(`/api/site-admin/users/${member.userId}/deactivate`, {});
    expect((await deactivated.json()).status).toBe('deactivated');
    expect((await member.client.get('/api/me')).status).toBe(401);
    const reactivated = await admin.client.post(`/api/site-admin/users/${member.userId}/reactivate`, {});
    expect((await reactivated.json()).status).toBe('active');

    const events = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, member.userId));
    expect(events.map((event) => [event.action, event.organizationId, event.actorUserId])).toEqual([
      ['user.role_changed', owner.organizationId, admin.userId],
      ['user.deactivated', owner.organizationId, admin.userId],
      ['user.reactivated', owner.organizationId, admin.userId],
    ]);
    const log = await (await owner.client.get('/api/audit-log')).json();
    expect(log.items[0]).toMatchObject({
      action: 'user.reactivated',
      actor: { id: admin.userId, name: 'Test site_admin' },
    });
  });

  it('refuses role changes for accounts without an organization, and deactivating yourself', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    const loneTenant = await createSignedInMember(testApp, 'tenant', null);
    const response = await admin.client.patch(`/api/site-admin/users/${loneTenant.userId}`, { role: 'admin' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('role_requires_organization');
    const self = await admin.client.post(`/api/site-admin/users/${admin.userId}/deactivate`, {});
    expect((await self.json()).error.code).toBe('cannot_modify_self');
    expect((await admin.client.patch(`/api/site-admin/users/${ANY_ID}`, { role: 'tenant' })).status).toBe(404);
    expect(
      (await admin.client.patch(`/api/site-admin/users/${loneTenant.userId}`, { role: 'site_admin' })).status,
    ).toBe(422);
  });
});

describe('GET /api/site-admin/system', () => {
  it('reports the database kind and size, versions and uptime', async () => {
    const admin = await unlockedSiteAdmin(testApp);
    const body = await (await admin.client.get('/api/site-admin/system')).json();
    expect(body).toMatchObject({
      database: { kind: testApp.deps.handle.kind },
      nodeVersion: process.version,
      startedAt: testApp.deps.startedAt.toISOString(),
    });
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body).toHaveProperty('appVersion');
  });
});
