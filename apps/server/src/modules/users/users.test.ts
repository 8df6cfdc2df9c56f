import { auditLog } from '@rentwell/db/schema/audit';
import { userRoles } from '@rentwell/db/schema/organizations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let outsider: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  outsider = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

async function createUser(body: Record<string, unknown> = {}, client = landlord.client) {
  return client.post('/api/users', {
    name: 'Mia Maintenance',
    email: uniqueEmail('staff'),
    role: 'maintenance',
    delivery: 'generated_password',
    ...body,
  });
}

describe('GET /api/users', () => {
  it("lists the organization's users with role, status and last sign-in, not other organizations'", async () => {
    const member = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const body = await (await landlord.client.get('/api/users')).json();
    const ids = body.items.map((user: { id: string }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([landlord.userId, member.userId]));
    expect(ids).not.toContain(outsider.userId);
    const listed = body.items.find((user: { id: string }) => user.id === member.userId);
    expect(listed).toMatchObject({
      email: member.email,
      name: 'Test property_manager',
      role: 'property_manager',
      status: 'active',
      mustChangePassword: false,
      phone: null,
    });
    expect(new Date(listed.lastSignInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.createdAt).toEqual(expect.any(String));
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
    expect(body.total).toBe(body.items.length);
  });

  it('filters by role, status and search', async () => {
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    await landlord.client.post(`/api/users/${tenant.userId}/deactivate`, {});
    const byRole = await (await landlord.client.get('/api/users?role=tenant')).json();
    expect(byRole.items.every((user: { role: string }) => user.role === 'tenant')).toBe(true);
    const deactivated = await (await landlord.client.get('/api/users?status=deactivated')).json();
    expect(deactivated.items.map((user: { id: string }) => user.id)).toContain(tenant.userId);
    const active = await (await landlord.client.get('/api/users?status=active')).json();
    expect(active.items.map((user: { id: string }) => user.id)).not.toContain(tenant.userId);
    const search = await (await landlord.client.get(`/api/users?search=${tenant.email.toUpperCase()}`)).json();
    expect(search.items.map((user: { id: string }) => user.id)).toEqual([tenant.userId]);
    const wildcard = await (await landlord.client.get('/api/users?search=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('answers 422 for a bad filter', async () => {
    expect((await landlord.client.get('/api/users?status=sleeping')).status).toBe(422);
    expect((await landlord.client.get('/api/users?pageSize=1000')).status).toBe(422);
  });

  it('answers 401 signed out on every route', async () => {
    const visitor = testApp.client();
    const id = landlord.userId;
    expect((await visitor.get('/api/users')).status).toBe(401);
    expect((await visitor.get(`/api/users/${id}`)).status).toBe(401);
    expect((await createUser({}, visitor)).status).toBe(401);
    expect((await visitor.patch(`/api/users/${id}`, { role: 'tenant' })).status).toBe(401);
    expect((await visitor.post(`/api/users/${id}/deactivate`, {})).status).toBe(401);
    expect((await visitor.post(`/api/users/${id}/reactivate`, {})).status).toBe(401);
    expect((await visitor.request('DELETE', `/api/users/${id}`)).status).toBe(401);
  });

  it.each(['property_manager', 'tenant', 'maintenance', 'site_admin'] as const)(
    'answers 403 to a %s on every route',
    async (role) => {
      const member = await createSignedInMember(testApp, role, role === 'site_admin' ? null : landlord.organizationId);
      const id = landlord.userId;
      expect((await member.client.get('/api/users')).status).toBe(403);
      expect((await member.client.get(`/api/users/${id}`)).status).toBe(403);
      expect((await createUser({}, member.client)).status).toBe(403);
      expect((await member.client.patch(`/api/users/${id}`, { role: 'tenant' })).status).toBe(403);
      expect((await member.client.post(`/api/users/${id}/deactivate`, {})).status).toBe(403);
      expect((await member.client.post(`/api/users/${id}/reactivate`, {})).status).toBe(403);
      expect((await member.client.request('DELETE', `/api/users/${id}`)).status).toBe(403);
      expect((await member.client.get('/api/audit-log')).status).toBe(403);
    },
  );
});

describe('POST /api/users', () => {
  it('creates a user with a generated password shown once, who must change it', async () => {
    const email = uniqueEmail('generated');
    const response = await createUser({ email, name: 'Gene Rated', phone: '+1 555 0199' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      delivery: 'generated_password',
      user: { email, name: 'Gene Rated', phone: '+1 555 0199', role: 'maintenance', status: 'active' },
    });
    expect(body.user.mustChangePassword).toBe(true);
    expect(body.generatedPassword).toMatch(/^[A-Za-z0-9]{16,}$/);

    const client = testApp.client();
    expect((await client.signIn(email, body.generatedPassword)).status).toBe(200);
    const me = await (await client.get('/api/me')).json();
    expect(me).toMatchObject({ role: 'maintenance', organization: { id: landlord.organizationId } });
    expect(me.profile.mustChangePassword).toBe(true);
    const fetched = await (await landlord.client.get(`/api/users/${body.user.id}`)).json();
    expect(fetched).not.toHaveProperty('generatedPassword');
  });

  it('mails a set-password link that works through the password-reset flow', async () => {
    const email = uniqueEmail('invited');
    const response = await createUser({ email, role: 'property_manager', delivery: 'email_link', language: 'fr' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.generatedPassword).toBeNull();
    expect(body.user.mustChangePassword).toBe(false);

    const mails = await testApp.deps.db.query.mailOutbox.findMany({ where: (mail) => eq(mail.toAddress, email) });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'account_invitation', subject: 'Votre compte Rentwell est prêt' });
    const link = mails[0]?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '';
    const visitor = testApp.client();
    const opened = await visitor.get(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get('location') ?? '', 'http://localhost').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await visitor.post('/api/auth/reset-password', { token, newPassword: 'my-own-new-password' });
    expect(reset.status).toBe(200);
    expect((await testApp.client().signIn(email, 'my-own-new-password')).status).toBe(200);
  });

  it('records who created whom in the audit log', async () => {
    const body = await (await createUser({ role: 'tenant' })).json();
    const [event] = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.user.id), eq(auditLog.action, 'user.created')));
    expect(event).toMatchObject({
      organizationId: landlord.organizationId,
      actorUserId: landlord.userId,
      entityType: 'user',
      details: { name: body.user.name, role: 'tenant', delivery: 'generated_password' },
      ipAddress: landlord.client.ip,
    });
  });

  it('answers 409 email_in_use for an email that has an account, whatever its case', async () => {
    const response = await createUser({ email: landlord.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('email_in_use');
  });

  it('answers 422 for a role outside user management, a bad email or a missing delivery', async () => {
    const response = await createUser({ role: 'site_admin', email: 'not-an-email', delivery: undefined });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.details).sort()).toEqual(['delivery', 'email', 'role']);
  });
});

describe('PATCH /api/users/:userId', () => {
  it('changes the role and audits it', async () => {
    const member = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    const response = await landlord.client.patch(`/api/users/${member.userId}`, { role: 'property_manager' });
    expect(response.status).toBe(200);
    expect((await response.json()).role).toBe('property_manager');
    expect((await member.client.get('/api/properties')).status).toBe(200);
    const [event] = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.userId), eq(auditLog.action, 'user.role_changed')));
    expect(event?.details).toEqual({ from: 'maintenance', to: 'property_manager' });
  });

  it('refuses to demote the last active admin with 409 last_admin, and allows it once another admin exists', async () => {
    const owner = await signUpLandlord(testApp);
    const refused = await owner.client.patch(`/api/users/${owner.userId}`, { role: 'property_manager' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('last_admin');

    const second = await createSignedInMember(testApp, 'admin', owner.organizationId);
    await owner.client.post(`/api/users/${second.userId}/deactivate`, {});
    expect((await owner.client.patch(`/api/users/${owner.userId}`, { role: 'tenant' })).status).toBe(409);
    await owner.client.post(`/api/users/${second.userId}/reactivate`, {});
    const demoted = await owner.client.patch(`/api/users/${owner.userId}`, { role: 'property_manager' });
    expect(demoted.status).toBe(200);
    expect((await owner.client.get('/api/users')).status).toBe(403);
  });

  it("answers 404 for another organization's user or a malformed id, 422 for a bad role", async () => {
    expect((await landlord.client.patch(`/api/users/${outsider.userId}`, { role: 'tenant' })).status).toBe(404);
    expect((await landlord.client.get(`/api/users/${outsider.userId}`)).status).toBe(404);
    expect((await landlord.client.patch('/api/users/not-a-uuid', { role: 'tenant' })).status).toBe(404);
    const member = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect((await landlord.client.patch(`/api/users/${member.userId}`, { role: 'site_admin' })).status).toBe(422);
    expect((await landlord.client.patch(`/api/users/${member.userId}`, { role: 'admin', name: 'x' })).status).toBe(422);
  });
});

describe('deactivate and reactivate', () => {
  it('ends the sessions, refuses sign-in with ACCOUNT_DEACTIVATED, and reactivation lets the user back in', async () => {
    const member = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const response = await landlord.client.post(`/api/users/${member.userId}/deactivate`, {});
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('deactivated');
    expect((await member.client.get('/api/me')).status).toBe(401);

    const again = testApp.client();
    const refused = await again.signIn(member.email, 'fixture-password-123');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ACCOUNT_DEACTIVATED');
    const wrongPassword = await testApp.client().signIn(member.email, 'not-the-password');
    expect(wrongPassword.status).toBe(401);

    const reactivated = await landlord.client.post(`/api/users/${member.userId}/reactivate`, {});
    expect((await reactivated.json()).status).toBe('active');
    expect((await again.signIn(member.email, 'fixture-password-123')).status).toBe(200);
    const actions = await testApp.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, member.userId));
    expect(actions.map((row) => row.action)).toEqual(['user.deactivated', 'user.reactivated']);
  });

  it('answers 403 account_deactivated to a session that outlived its deactivation', async () => {
    const member = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    await testApp.deps.db
      .update(userRoles)
      .set({ deactivatedAt: new Date() })
      .where(eq(userRoles.userId, member.userId));
    const response = await member.client.get('/api/me');
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('account_deactivated');
  });

  it('refuses to deactivate yourself, and 404s for other organizations', async () => {
    const self = await landlord.client.post(`/api/users/${landlord.userId}/deactivate`, {});
    expect(self.status).toBe(409);
    expect((await self.json()).error.code).toBe('cannot_modify_self');
    expect((await landlord.client.post(`/api/users/${outsider.userId}/deactivate`, {})).status).toBe(404);
    expect((await landlord.client.post(`/api/users/${outsider.userId}/reactivate`, {})).status).toBe(404);
  });
});

describe('DELETE /api/users/:userId', () => {
  it('removes access and frees the email, and the audit log still names the deleted user', async () => {
    const coAdmin = await createSignedInMember(testApp, 'admin', landlord.organizationId);
    const created = await (await createUser({ role: 'tenant' }, coAdmin.client)).json();

    expect((await landlord.client.request('DELETE', `/api/users/${coAdmin.userId}`)).status).toBe(204);
    expect((await coAdmin.client.get('/api/me')).status).toBe(401);
    expect((await testApp.client().signIn(coAdmin.email, 'fixture-password-123')).status).toBe(401);
    expect((await landlord.client.get(`/api/users/${coAdmin.userId}`)).status).toBe(404);
    const list = await (await landlord.client.get('/api/users?status=deactivated')).json();
    expect(list.items.map((user: { id: string }) => user.id)).not.toContain(coAdmin.userId);

    const log = await (await landlord.client.get('/api/audit-log?entityType=user&pageSize=100')).json();
    const creation = log.items.find(
      (event: { action: string; entityId: string }) =>
        event.action === 'user.created' && event.entityId === created.user.id,
    );
    expect(creation.actor).toEqual({ id: coAdmin.userId, name: 'Test admin' });

    const reused = await createUser({ email: coAdmin.email });
    expect(reused.status).toBe(201);
  });

  it('refuses to delete yourself, and 404s for other organizations or a deleted user', async () => {
    const self = await landlord.client.request('DELETE', `/api/users/${landlord.userId}`);
    expect(self.status).toBe(409);
    expect((await self.json()).error.code).toBe('cannot_modify_self');
    expect((await landlord.client.request('DELETE', `/api/users/${outsider.userId}`)).status).toBe(404);
    const member = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    expect((await landlord.client.request('DELETE', `/api/users/${member.userId}`)).status).toBe(204);
    expect((await landlord.client.request('DELETE', `/api/users/${member.userId}`)).status).toBe(404);
    expect((await landlord.client.post(`/api/users/${member.userId}/reactivate`, {})).status).toBe(404);
  });
});
