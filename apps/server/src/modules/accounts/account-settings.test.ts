import { auditLog } from '@rentwell/db/schema/audit';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PASSWORD = 'correct-horse-battery';

describe('notification settings and short-term-rental mode', () => {
  it('start with every notification on and short-term mode off', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin' });
    const { profile } = await (await client.get('/api/me')).json();
    expect(profile).toMatchObject({
      notifyByEmail: true,
      notifyPaymentReminders: true,
      notifyMaintenanceUpdates: true,
      notifyLeaseReminders: true,
      shortTermRentalMode: false,
      mustChangePassword: false,
    });
  });

  it('are saved and returned by /api/me in a later session', async () => {
    const client = testApp.client();
    const { email } = await client.signUp({ role: 'property_manager' });
    const saved = await client.patch('/api/me/profile', {
      notifyByEmail: false,
      notifyPaymentReminders: false,
      notifyMaintenanceUpdates: true,
      notifyLeaseReminders: false,
      shortTermRentalMode: true,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ notifyByEmail: false, shortTermRentalMode: true });

    const later = testApp.client();
    await later.signIn(email, PASSWORD);
    const { profile } = await (await later.get('/api/me')).json();
    expect(profile).toMatchObject({
      notifyByEmail: false,
      notifyPaymentReminders: false,
      notifyMaintenanceUpdates: true,
      notifyLeaseReminders: false,
      shortTermRentalMode: true,
    });
  });

  it('refuse non-boolean toggles and a write to mustChangePassword with 422', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'tenant' });
    const response = await client.patch('/api/me/profile', { notifyByEmail: 'yes', mustChangePassword: false });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.details).sort()).toEqual(['_', 'notifyByEmail']);
  });
});

describe('POST /api/me/email', () => {
  it('refuses a wrong current password with 403 invalid_password and keeps the email', async () => {
    const client = testApp.client();
    const { email } = await client.signUp({ role: 'tenant' });
    const response = await client.post('/api/me/email', {
      newEmail: uniqueEmail('new'),
      currentPassword: 'not-my-password',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('invalid_password');
    expect((await (await client.get('/api/me')).json()).user.email).toBe(email);
  });

  it('changes the email with the current password, tells the old address and asks to verify the new one', async () => {
    const client = testApp.client();
    const { email: oldEmail } = await client.signUp({ role: 'admin', name: 'Ella Email' });
    const newEmail = uniqueEmail('moved');
    const response = await client.post('/api/me/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: newEmail, emailVerified: false });
    expect((await (await client.get('/api/me')).json()).user).toMatchObject({ email: newEmail, emailVerified: false });

    expect((await testApp.client().signIn(oldEmail, PASSWORD)).status).toBe(401);
    expect((await testApp.client().signIn(newEmail, PASSWORD)).status).toBe(200);
    const oldMails = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, oldEmail));
    const notice = oldMails.find((mail) => mail.purpose === 'email_changed');
    expect(notice?.textBody).toContain(newEmail);
    const [verify] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail));
    expect(verify?.purpose).toBe('email_verification');
    const me = await (await client.get('/api/me')).json();
    const [event] = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, me.user.id));
    expect(event).toMatchObject({ action: 'user.email_changed', actorUserId: me.user.id });
  });

  it('answers 409 email_in_use for a taken address, 422 for a bad one, 401 signed out', async () => {
    const taken = await signUpLandlord(testApp);
    const client = testApp.client();
    await client.signUp({ role: 'tenant' });
    const conflict = await client.post('/api/me/email', { newEmail: taken.email, currentPassword: PASSWORD });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).error.code).toBe('email_in_use');
    const invalid = await client.post('/api/me/email', { newEmail: 'nope', currentPassword: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json()).error.details).sort()).toEqual(['currentPassword', 'newEmail']);
    const signedOut = await testApp
      .client()
      .post('/api/me/email', { newEmail: uniqueEmail(), currentPassword: PASSWORD });
    expect(signedOut.status).toBe(401);
  });

  it('answers 429 after 5 attempts', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'tenant' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await client.post('/api/me/email', { newEmail: uniqueEmail(), currentPassword: 'guess' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});

describe('password', () => {
  async function createdWithGeneratedPassword() {
    const landlord = await signUpLandlord(testApp);
    const email = uniqueEmail('generated');
    const created = await landlord.client.post('/api/users', {
      name: 'Pat Password',
      email,
      role: 'property_manager',
      delivery: 'generated_password',
    });
    const { generatedPassword } = await created.json();
    const client = testApp.client();
    await client.signIn(email, generatedPassword);
    return { client, email, generatedPassword: generatedPassword as string };
  }

  it('a change through /api/auth/change-password clears mustChangePassword', async () => {
    const { client, email, generatedPassword } = await createdWithGeneratedPassword();
    expect((await (await client.get('/api/me')).json()).profile.mustChangePassword).toBe(true);

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'my-chosen-password',
    });
    expect(wrong.status).toBe(400);
    expect((await (await client.get('/api/me')).json()).profile.mustChangePassword).toBe(true);

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: generatedPassword,
      newPassword: 'my-chosen-password',
    });
    expect(changed.status).toBe(200);
    expect((await (await client.get('/api/me')).json()).profile.mustChangePassword).toBe(false);
    expect((await testApp.client().signIn(email, 'my-chosen-password')).status).toBe(200);
  });

  it('a reset through the mailed link clears mustChangePassword too', async () => {
    const { email } = await createdWithGeneratedPassword();
    const visitor = testApp.client();
    await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' });
    const [mail] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const token = new URL(mail?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '').pathname.split('/').at(-1);
    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: 'reset-chosen-pw' })).status).toBe(
      200,
    );
    const client = testApp.client();
    await client.signIn(email, 'reset-chosen-pw');
    expect((await (await client.get('/api/me')).json()).profile.mustChangePassword).toBe(false);
  });

  it('revoke-other-sessions signs out every other session and keeps this one', async () => {
    const here = testApp.client();
    const { email } = await here.signUp({ role: 'tenant' });
    const elsewhere = testApp.client();
    await elsewhere.signIn(email, PASSWORD);
    expect((await elsewhere.get('/api/me')).status).toBe(200);
    expect((await here.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    expect((await here.get('/api/me')).status).toBe(200);
  });
});
