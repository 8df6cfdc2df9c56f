// @postgres: two sign-ups with one email at once race on the unique index
import { user } from '@rentwell/db/schema/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('signing up twice at once', () => {
  it('creates one account for 20 sign-ups with the same email at once; the others are told the email is taken', async () => {
    const email = uniqueEmail('double-sign-up');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => testApp.client().signUp({ role: 'tenant', email })),
    );
    const statuses = attempts.map(({ response }) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refusals = await Promise.all(
      attempts.filter(({ response }) => response.status !== 200).map(({ response }) => response.json()),
    );
    expect(refusals).toHaveLength(19);
    expect(new Set(refusals.map((refusal) => refusal.code))).toEqual(
      new Set(['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']),
    );
    expect(await testApp.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });
});
