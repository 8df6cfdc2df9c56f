import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/analytics/reports/rent-roll/export?format=pdf&from=2026-01-01&to=2026-01-31&lang=en';

let testApp: TestApp;
let landlord: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

describe('exports once shutdown has begun', () => {
  it('are refused with 503, Retry-After and a code the app translates, while other requests are answered', async () => {
    const before = await landlord.client.get(EXPORT);
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    testApp.deps.shutdown.begin();
    const refused = await landlord.client.get(EXPORT);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('shutting_down');
    expect((await landlord.client.get('/api/properties')).status).toBe(200);
  });
});
