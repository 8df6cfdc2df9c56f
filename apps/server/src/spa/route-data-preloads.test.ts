import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, signUpLandlord } from '../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;

/** What the web build writes for /dashboard (vite-route-documents-plugin.ts): a document per audience, and one for all. */
async function writeDashboardDocuments() {
  const dir = path.join(testApp.deps.config.webDistDir, 'route-documents');
  await mkdir(dir, { recursive: true });
  for (const name of ['dashboard', 'dashboard.portfolio', 'dashboard.tenant']) {
    await writeFile(
      path.join(dir, `${name}.html`),
      `<!doctype html><title>Rentwell</title><div id="root">${name}</div>`,
    );
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  await writeDashboardDocuments();
});
afterAll(() => testApp.close());

describe("the /dashboard document preloads the signed-in role's first data", () => {
  it("preloads a landlord's dashboard figures, privately and varying with the cookie", async () => {
    const landlord = await signUpLandlord(testApp);
    const response = await landlord.client.get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe('</api/dashboard>; rel=preload; as=fetch; crossorigin');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it("preloads a tenant's portal summary, and nothing for maintenance staff", async () => {
    const landlord = await signUpLandlord(testApp);
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect((await tenant.client.get('/dashboard')).headers.get('link')).toBe(
      '</api/tenant-portal>; rel=preload; as=fetch; crossorigin',
    );
    const maintenance = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    const response = await maintenance.client.get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
  });

  it('serves the document without a preload to a visitor who is not signed in, or whose session is revoked', async () => {
    const visitor = await testApp.client().get('/dashboard');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('link')).toBeNull();

    const client = testApp.client();
    const { response: signedUp } = await client.signUp({ role: 'admin' });
    const sessionCookie = signedUp.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    await client.signOut();
    const revoked = await client.get('/dashboard', { headers: { cookie: sessionCookie } });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('link')).toBeNull();
  });

  it("sends the document that preloads the role's own dashboard, and the common one to others", async () => {
    const landlord = await signUpLandlord(testApp);
    expect(await (await landlord.client.get('/dashboard')).text()).toContain('dashboard.portfolio');
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    expect(await (await manager.client.get('/dashboard')).text()).toContain('dashboard.portfolio');
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect(await (await tenant.client.get('/dashboard')).text()).toContain('dashboard.tenant');
    const maintenance = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    expect(await (await maintenance.client.get('/dashboard')).text()).toContain('>dashboard<');
    expect(await (await testApp.client().get('/dashboard')).text()).toContain('>dashboard<');
  });

  it('leaves other routes public and cacheable without a preload', async () => {
    const landlord = await signUpLandlord(testApp);
    const response = await landlord.client.get('/properties');
    expect(response.headers.get('link')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
