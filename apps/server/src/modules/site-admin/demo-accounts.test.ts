import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';
import { createMemberAccount } from '../accounts/accounts.service.ts';

let developmentApp: TestApp;
let productionApp: TestApp;

beforeAll(async () => {
  developmentApp = await createTestApp({ SITE_ADMIN_KEY, NODE_ENV: 'development' });
  productionApp = await createTestApp({ SITE_ADMIN_KEY, NODE_ENV: 'production' });
});
afterAll(async () => {
  await developmentApp.close();
  await productionApp.close();
});

async function createDemoAccount(testApp: TestApp): Promise<string> {
  return createMemberAccount(testApp.deps.db, {
    email: uniqueEmail('demo'),
    fullName: 'Demo Person',
    phone: null,
    role: 'tenant',
    organizationId: null,
    passwordHash: 'not-a-real-hash',
    language: 'en',
    isDemoAccount: true,
  });
}

describe('demo accounts in the site-admin console', () => {
  it('flags demo accounts in the users list, and only there', async () => {
    const admin = await unlockedSiteAdmin(developmentApp);
    const landlord = await signUpLandlord(developmentApp);
    const demoUserId = await createDemoAccount(developmentApp);

    const list = await (await admin.client.get('/api/site-admin/users?pageSize=100')).json();
    const flagOf = (id: string) => list.items.find((item: { id: string }) => item.id === id)?.isDemoAccount;
    expect(flagOf(demoUserId)).toBe(true);
    expect(flagOf(landlord.userId)).toBe(false);
    expect(flagOf(admin.userId)).toBe(false);

    const ownList = await (await landlord.client.get('/api/users')).json();
    expect(ownList.items[0]).not.toHaveProperty('isDemoAccount');
  });

  it('counts the demo accounts that can still sign in and says whether the server runs in production', async () => {
    const admin = await unlockedSiteAdmin(productionApp);
    expect(await (await admin.client.get('/api/site-admin/demo-accounts')).json()).toEqual({
      activeCount: 0,
      isProduction: true,
    });

    await createDemoAccount(productionApp);
    const deactivated = await createDemoAccount(productionApp);
    expect((await admin.client.post(`/api/site-admin/users/${deactivated}/deactivate`, {})).status).toBe(200);
    expect(await (await admin.client.get('/api/site-admin/demo-accounts')).json()).toEqual({
      activeCount: 1,
      isProduction: true,
    });

    const developmentAdmin = await unlockedSiteAdmin(developmentApp);
    const development = await (await developmentAdmin.client.get('/api/site-admin/demo-accounts')).json();
    expect(development.isProduction).toBe(false);
  });
});
