import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireActor } from './require-actor.ts';

/*
 * requireActor remembers a session for a few seconds (docs/decisions/012); each test first makes a request so the
 * session is remembered, then checks that whatever this instance changes shows on the very next request.
 */

const PASSWORD = 'fixture-password-123';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

async function rememberedMember(role: 'property_manager' | 'tenant' = 'property_manager') {
  const member = await createSignedInMember(testApp, role, landlord.organizationId);
  expect((await member.client.get('/api/me')).status).toBe(200);
  return member;
}

describe('a remembered session', () => {
  it('is refused on the next request once another device revoked it', async () => {
    const member = await rememberedMember();
    const otherDevice = testApp.client();
    expect((await otherDevice.signIn(member.email, PASSWORD)).status).toBe(200);
    expect((await otherDevice.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await member.client.get('/api/me')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(200);
  });

  it('is refused after a password change that signs out other sessions', async () => {
    const member = await rememberedMember();
    const otherDevice = testApp.client();
    await otherDevice.signIn(member.email, PASSWORD);
    const changed = await otherDevice.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-fixture-password',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await member.client.get('/api/me')).status).toBe(401);
  });

  it('is refused once the account is deactivated or deleted', async () => {
    const deactivated = await rememberedMember();
    expect((await landlord.client.post(`/api/users/${deactivated.userId}/deactivate`, {})).status).toBe(200);
    expect((await deactivated.client.get('/api/me')).status).toBe(401);

    const deleted = await rememberedMember();
    expect((await landlord.client.request('DELETE', `/api/users/${deleted.userId}`)).status).toBe(204);
    expect((await deleted.client.get('/api/me')).status).toBe(401);
  });

  it('carries a changed role on the next request', async () => {
    const member = await rememberedMember('tenant');
    expect((await member.client.get('/api/users')).status).toBe(403);
    expect((await landlord.client.patch(`/api/users/${member.userId}`, { role: 'admin' })).status).toBe(200);
    expect((await member.client.get('/api/users')).status).toBe(200);
  });

  it("carries the organization's new time zone on the next request", async () => {
    const member = await rememberedMember();
    const signedIn = await testApp.client().signIn(member.email, PASSWORD);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
    const actorEcho = new Hono<AppEnv>().use(requireActor(testApp.deps)).get('/', (c) => c.json(c.var.actor));
    const timeZone = async () => (await (await actorEcho.request('/', { headers: { cookie } })).json()).timeZone;
    expect(await timeZone()).toBe('UTC');
    const changed = await landlord.client.patch('/api/organization', { timeZone: 'Pacific/Auckland' });
    expect(changed.status).toBe(200);
    expect(await timeZone()).toBe('Pacific/Auckland');
  });
});
