import { user } from '@rentwell/db/schema/auth';
import { profiles } from '@rentwell/db/schema/profiles';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('demo data', () => {
  it('seeds an empty database once, with accounts that can sign in and a living portfolio', async () => {
    expect(await seedDemoData(testApp.deps)).toBe(true);
    expect(await seedDemoData(testApp.deps)).toBe(false);

    for (const account of DEMO_ACCOUNTS) {
      const client = testApp.client();
      expect((await client.signIn(account.email, DEMO_PASSWORD)).status).toBe(200);
      expect((await (await client.get('/api/me')).json()).role).toBe(account.role);
    }

    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const list = await (await landlord.get('/api/properties?pageSize=50')).json();
    expect(list.total).toBe(10);
    expect(list.totals.totalUnits).toBe(71);
    expect(new Set(list.items.map((item: { type: string }) => item.type))).toEqual(
      new Set(['apartment', 'house', 'condo', 'commercial']),
    );
    expect(list.items.every((item: { coverImage: unknown }) => item.coverImage !== null)).toBe(true);
    const portfolios = await (await landlord.get('/api/portfolios')).json();
    expect(portfolios[0].propertyIds).toHaveLength(8);

    const leases = (await (await landlord.get('/api/tenants')).json()) as { status: string }[];
    expect(new Set(leases.map((lease) => lease.status))).toEqual(
      new Set(['active', 'pending', 'expired', 'terminated']),
    );
    const dashboard = await (await landlord.get('/api/dashboard')).json();
    expect(dashboard.occupiedUnits).toBeGreaterThan(40);
    expect(dashboard.awaitingConfirmation).toHaveLength(1);
    const history = await (await landlord.get('/api/payments?pageSize=200&status=paid')).json();
    expect(history.total).toBeGreaterThan(200);
    const expenses = await (await landlord.get('/api/expenses?pageSize=200')).json();
    expect(expenses.total).toBeGreaterThan(150);
    expect(expenses.totalAmountMinor).toBeGreaterThan(0);
    const receipt = expenses.items.find((item: { receipt: unknown }) => item.receipt)?.receipt;
    expect((await landlord.get(receipt.url)).headers.get('content-type')).toBe('image/png');
    expect((await (await landlord.get('/api/expenses?propertyId=portfolio')).json()).total).toBeGreaterThan(20);
    expect((await (await landlord.get('/api/expenses?category=mortgage')).json()).total).toBeGreaterThanOrEqual(48);

    const tenant = testApp.client();
    await tenant.signIn('tenant@rentwell.demo', DEMO_PASSWORD);
    const portal = await (await tenant.get('/api/tenant-portal')).json();
    expect(portal.leases[0].status).toBe('active');
    const maintenance = await (await tenant.get('/api/maintenance')).json();
    expect(Object.values(maintenance.countsByStatus).every((count) => (count as number) > 0)).toBe(true);
    expect((await (await tenant.get('/api/messages')).json()).length).toBeGreaterThan(0);
  }, 180_000);

  it('marks every seeded account as a demo account: they all share the published password', async () => {
    const marked = await testApp.deps.db
      .select({ email: user.email, isDemoAccount: profiles.isDemoAccount })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id));
    expect(marked.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    expect(marked.map((row) => row.email)).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.email)),
    );
    expect(marked.every((row) => row.isDemoAccount)).toBe(true);

    await testApp.client().signUp({ email: uniqueEmail('real'), role: 'admin' });
    const [signedUp] = await testApp.deps.db
      .select({ isDemoAccount: profiles.isDemoAccount })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(like(user.email, 'real%'));
    expect(signedUp?.isDemoAccount).toBe(false);
  });
});
