import { verification } from '@rentwell/db/schema/auth';
import { requestLimits } from '@rentwell/db/schema/request-limits';
import { desc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let unlimitedApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  unlimitedApp = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(async () => {
  await testApp.close();
  await unlimitedApp.close();
});

const PASSWORD = 'correct-horse-battery';

/** Wrong-password guesses for one account, each from a client address never used before. */
async function guessFromManyAddresses(app: TestApp, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < times; guess++) {
    statuses.push((await app.client().signIn(email, `wrong-guess-${guess}`)).status);
  }
  return statuses;
}

describe('per-account sign-in limit', () => {
  it('after 10 failed sign-ins, from any addresses, the account answers 429 even to the right password', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    const { email: otherEmail } = await testApp.client().signUp({ role: 'tenant' });

    expect(await guessFromManyAddresses(testApp, email, 10)).toEqual(Array(10).fill(401));

    const locked = await testApp.client().signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_SIGN_IN_LOCKED' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await testApp.client().signIn(` ${email.toUpperCase()} `, PASSWORD)).status).toBe(429);

    expect((await testApp.client().signIn(otherEmail, PASSWORD)).status).toBe(200);
  });

  it('keeps no email address in the limiter table', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    await guessFromManyAddresses(testApp, email, 1);
    const keys = await testApp.deps.db.select({ key: requestLimits.key }).from(requestLimits);
    expect(keys.some(({ key }) => key.startsWith('sign-in-failures:'))).toBe(true);
    expect(keys.some(({ key }) => key.includes('@'))).toBe(false);
  });

  it('counts only failures: a successful sign-in starts the count over', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    expect(await guessFromManyAddresses(testApp, email, 9)).toEqual(Array(9).fill(401));
    expect((await testApp.client().signIn(email, PASSWORD)).status).toBe(200);
    expect(await guessFromManyAddresses(testApp, email, 9)).toEqual(Array(9).fill(401));
    expect((await testApp.client().signIn(email, PASSWORD)).status).toBe(200);
  });

  it('opens again when the 15-minute window has passed', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    await guessFromManyAddresses(testApp, email, 10);
    expect((await testApp.client().signIn(email, PASSWORD)).status).toBe(429);
    await testApp.deps.db
      .update(requestLimits)
      .set({ windowStartedAt: sql`now() - interval '15 minutes'` })
      .where(sql`${requestLimits.key} like 'sign-in-failures:%'`);
    expect((await testApp.client().signIn(email, PASSWORD)).status).toBe(200);
  });

  it('opens again when the owner resets the password by email', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant' });
    await guessFromManyAddresses(testApp, email, 10);
    const owner = testApp.client();
    expect((await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/auth' })).status).toBe(200);
    const [resetRequest] = await testApp.deps.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(like(verification.identifier, 'reset-password:%'))
      .orderBy(desc(verification.createdAt))
      .limit(1);
    const token = resetRequest?.identifier.replace('reset-password:', '');
    expect((await owner.post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password' })).status).toBe(
      200,
    );
    expect((await testApp.client().signIn(email, 'a-brand-new-password')).status).toBe(200);
  });

  it('is off with RATE_LIMITS=false', async () => {
    const { email } = await unlimitedApp.client().signUp({ role: 'tenant' });
    expect(await guessFromManyAddresses(unlimitedApp, email, 12)).toEqual(Array(12).fill(401));
    expect((await unlimitedApp.client().signIn(email, PASSWORD)).status).toBe(200);
  });
});
