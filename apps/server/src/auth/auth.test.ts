import { user } from '@rentwell/db/schema/auth';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('sign-up', () => {
  it.each([
    ['admin', true],
    ['property_manager', true],
    ['tenant', false],
  ] as const)('a %s signs up and gets the role (organization created: %s)', async (role, hasOrganization) => {
    const client = testApp.client();
    const { response } = await client.signUp({ role, name: 'Rosa Parkway', phone: '+1 555 0100' });
    expect(response.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.role).toBe(role);
    expect(body.profile).toMatchObject({ fullName: 'Rosa Parkway', phone: '+1 555 0100', displayScale: 1 });
    expect(body.organization === null).toBe(!hasOrganization);
    if (hasOrganization) expect(body.organization.name).toBe("Rosa Parkway's properties");
  });

  it('uses the organization name given at sign-up', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin', organizationName: 'Maple Court Rentals' });
    const body = await (await client.get('/api/me')).json();
    expect(body.organization.name).toBe('Maple Court Rentals');
  });

  it.each(['site_admin', 'maintenance', 'owner', ''])('refuses the role "%s" and creates no user', async (role) => {
    const client = testApp.client();
    const email = uniqueEmail('forbidden');
    const { response } = await client.signUp({ role, email });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('INVALID_ROLE');
    const rows = await testApp.deps.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { response } = await testApp.client().signUp({ role: 'tenant', password: 'short7!' });
    expect(response.status).toBe(422);
  });

  it('refuses a second account with the same email', async () => {
    const email = uniqueEmail('twice');
    await testApp.client().signUp({ role: 'tenant', email });
    const { response } = await testApp.client().signUp({ role: 'tenant', email });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('sends a verification mail whose link lands on /dashboard', async () => {
    const email = uniqueEmail('verify');
    await testApp.client().signUp({ role: 'admin', email });
    const [mail] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.purpose).toBe('email_verification');
    const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(new URL(link).searchParams.get('callbackURL')).toBe('http://localhost:3000/dashboard');
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in, restores the session from the cookie, and signs out', async () => {
    const { email, password } = await testApp.client().signUp({ role: 'admin' });
    const client = testApp.client();
    expect((await client.get('/api/me')).status).toBe(401);

    expect((await client.signIn(email, password)).status).toBe(200);
    const session = await client.get('/api/auth/get-session');
    expect((await session.json()).user.email).toBe(email);
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.signOut()).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses a wrong password', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    const response = await testApp.client().signIn(email, 'not-the-password');
    expect(response.status).toBe(401);
  });

  it('answers 429 after too many sign-in attempts from one address', async () => {
    const client = testApp.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await client.signIn('nobody@example.test', 'wrong-password')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await testApp.client().signIn('somebody-else@example.test', 'wrong-password')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a reset link to the outbox and the new password works', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant', name: 'Reset Me' });
    const client = testApp.client();
    const request = await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' });
    expect(request.status).toBe(200);
    const mails = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const resetMail = mails.find((mail) => mail.purpose === 'password_reset');
    const link = resetMail?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '';
    const token = new URL(link).pathname.split('/').at(-1);
    expect(token).toBeTruthy();

    const reset = await client.post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    expect((await testApp.client().signIn(email, 'a-brand-new-password')).status).toBe(200);
  });
});
