import { auditLog } from '@rentwell/db/schema/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

const SECRET = 'bootstrap-secret-for-tests-0123456789';

let testApp: TestApp;
let closedApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ BOOTSTRAP_SECRET: SECRET });
  closedApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
  await closedApp.close();
});

const request = (body: Record<string, unknown> = {}) => ({
  name: 'Sita Admin',
  email: uniqueEmail('site-admin'),
  password: 'site-admin-password',
  secret: SECRET,
  ...body,
});

describe('bootstrap of the first site administrator', () => {
  it('refuses a wrong or missing secret with 403, and a short password with 422, before anything exists', async () => {
    expect(await (await testApp.client().get('/api/bootstrap-admin/status')).json()).toEqual({ open: true });
    const wrong = await testApp.client().post('/api/bootstrap-admin', request({ secret: 'not-the-secret' }));
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe('bootstrap_secret_invalid');
    const { secret: _secret, ...withoutSecret } = request();
    const missing = await testApp.client().post('/api/bootstrap-admin', withoutSecret);
    expect(missing.status).toBe(403);
    const short = await testApp.client().post('/api/bootstrap-admin', request({ password: 'short7!' }));
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).error.details)).toEqual(['password']);
  });

  it('answers 429 after 5 attempts from one address', async () => {
    const guesser = testApp.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await guesser.post('/api/bootstrap-admin', request({ secret: `guess-${attempt}` }))).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const limited = await guesser.post('/api/bootstrap-admin', request());
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
  });

  it('public sign-up cannot create a site administrator', async () => {
    const { response } = await testApp.client().signUp({ role: 'site_admin' });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('INVALID_ROLE');
    expect(await (await testApp.client().get('/api/bootstrap-admin/status')).json()).toEqual({ open: true });
  });

  it('creates the site administrator once, audited, and then closes for good', async () => {
    const body = request();
    const visitor = testApp.client();
    const response = await visitor.post('/api/bootstrap-admin', body);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({ id: expect.any(String), name: 'Sita Admin', email: body.email });

    const admin = testApp.client();
    expect((await admin.signIn(body.email, body.password)).status).toBe(200);
    const me = await (await admin.get('/api/me')).json();
    expect(me).toMatchObject({ role: 'site_admin', organization: null });
    const [event] = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(event).toMatchObject({ action: 'site_admin.bootstrapped', actorUserId: created.id, ipAddress: visitor.ip });

    expect(await (await testApp.client().get('/api/bootstrap-admin/status')).json()).toEqual({ open: false });
    const again = await testApp.client().post('/api/bootstrap-admin', request());
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('bootstrap_closed');
  });
});

describe('bootstrap without BOOTSTRAP_SECRET', () => {
  it('is closed: the status says so and a creation is refused with 403', async () => {
    expect(await (await closedApp.client().get('/api/bootstrap-admin/status')).json()).toEqual({ open: false });
    const response = await closedApp.client().post('/api/bootstrap-admin', request());
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('bootstrap_not_configured');
  });
});
