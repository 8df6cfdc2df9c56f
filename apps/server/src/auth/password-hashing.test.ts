import { account, user } from '@rentwell/db/schema/auth';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let productionApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  productionApp = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await testApp.close();
  await productionApp.close();
});

/** Signs up through the public form and answers the password hash stored for the new account. */
async function storedHashAfterSignUp(app: TestApp): Promise<{ hash: string; email: string; password: string }> {
  const { response, email, password } = await app.client().signUp({ role: 'admin' });
  expect(response.status).toBe(200);
  const [row] = await app.deps.db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return { hash: row?.hash ?? '', email, password };
}

describe('password hashing', () => {
  it('is better-auth’s scrypt under a production configuration', async () => {
    const { hash, email, password } = await storedHashAfterSignUp(productionApp);
    expect(hash).not.toMatch(/^test-sha256:/);
    expect(await verifyPassword({ hash, password })).toBe(true);
    // Production requires a verified email before sign-in (decision 041): as if the mailed link was opened.
    await productionApp.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect((await productionApp.client().signIn(email, password)).status).toBe(200);
  });

  it('is a cheap salted hash under NODE_ENV=test that still tells right from wrong passwords', async () => {
    const { hash, email, password } = await storedHashAfterSignUp(testApp);
    expect(hash).toMatch(/^test-sha256:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect((await testApp.client().signIn(email, password)).status).toBe(200);
    expect((await testApp.client().signIn(email, `${password}!`)).status).toBe(401);
  });
});
