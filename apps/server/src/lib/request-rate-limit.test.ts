// @postgres: concurrent requests counted exactly against one row
import { requestLimits } from '@rentwell/db/schema/request-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { consumeRateLimit } from './request-rate-limit.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const LIMIT = { max: 2, windowSeconds: 60 };

describe('consumeRateLimit', () => {
  it('allows max requests per window and tells how long to wait after', async () => {
    const results = [];
    for (let attempt = 0; attempt < 3; attempt++) results.push(await consumeRateLimit(testApp.deps.db, 'a', LIMIT));
    expect(results.map((result) => result.isAllowed)).toEqual([true, true, false]);
    expect(results[2]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[2]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit(testApp.deps.db, 'b', LIMIT)).isAllowed).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await consumeRateLimit(testApp.deps.db, 'c', LIMIT);
    await testApp.deps.db
      .update(requestLimits)
      .set({ windowStartedAt: new Date(Date.now() - 61_000) })
      .where(eq(requestLimits.key, 'c'));
    expect(await consumeRateLimit(testApp.deps.db, 'c', LIMIT)).toMatchObject({ isAllowed: true });
    const [row] = await testApp.deps.db.select().from(requestLimits).where(eq(requestLimits.key, 'c'));
    expect(row?.count).toBe(1);
  });

  it('counts concurrent requests exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => consumeRateLimit(testApp.deps.db, 'd', { max: 4, windowSeconds: 60 })),
    );
    expect(results.filter((result) => result.isAllowed)).toHaveLength(4);
  });
});
