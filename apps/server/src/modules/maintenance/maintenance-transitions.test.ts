// @postgres: concurrent transitions of one request
import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { notifications } from '@rentwell/db/schema/notifications';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Busy Block', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
});
afterAll(() => testApp.close());

async function fileRequest(title: string): Promise<string> {
  const response = await tenancy.tenant.post('/api/maintenance', {
    title,
    description: 'Reported to test requests arriving together.',
    priority: 'medium',
    category: 'plumbing',
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function transitionAtOnce(requestId: string, moves: { client: TestClient; action: string }[]) {
  const responses = await Promise.all(
    moves.map(({ client, action }) => client.post(`/api/maintenance/${requestId}/transition`, { action })),
  );
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.json() })));
}

async function storedStatus(requestId: string) {
  const [row] = await testApp.deps.db
    .select({ status: maintenanceRequests.status })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, requestId));
  return row?.status;
}

/** The reporter is the only other participant, so every status notice goes to the tenant. */
async function tenantStatusNotices(requestId: string) {
  return testApp.deps.db
    .select()
    .from(notifications)
    .where(like(notifications.dedupeKey, `maintenance_status:${requestId}:%`));
}

function expectOneWinner(results: { status: number; body: { status?: string; error?: { code: string } } }[]) {
  const winners = results.filter((result) => result.status === 200);
  expect(winners).toHaveLength(1);
  const losers = results.filter((result) => result.status === 409);
  expect(losers).toHaveLength(results.length - 1);
  expect(new Set(losers.map((result) => result.body.error?.code))).toEqual(new Set(['invalid_transition']));
  return winners[0]?.body.status;
}

describe('moving one request from many requests at once', () => {
  it('lets exactly one of 25 completes and 25 cancels of a request in progress win', async () => {
    const requestId = await fileRequest('Burst pipe');
    expect((await landlord.client.post(`/api/maintenance/${requestId}/transition`, { action: 'start' })).status).toBe(
      200,
    );
    const results = await transitionAtOnce(
      requestId,
      Array.from({ length: 50 }, (_, index) => ({
        client: landlord.client,
        action: index % 2 === 0 ? 'complete' : 'cancel',
      })),
    );
    const winner = expectOneWinner(results);
    expect(await storedStatus(requestId)).toBe(winner);
    const notices = await tenantStatusNotices(requestId);
    expect(notices.map((notice) => notice.params.status).sort()).toEqual(['in_progress', winner].sort());
  });

  it('starts a request once for 50 starts at once', async () => {
    const requestId = await fileRequest('Broken boiler');
    const results = await transitionAtOnce(
      requestId,
      Array.from({ length: 50 }, () => ({ client: landlord.client, action: 'start' })),
    );
    expect(expectOneWinner(results)).toBe('in_progress');
    expect(await tenantStatusNotices(requestId)).toHaveLength(1);
  });

  it("refuses the tenant's cancel once the landlord's start has won, and the start once the cancel has", async () => {
    const requestId = await fileRequest('Cracked tile');
    const results = await transitionAtOnce(requestId, [
      { client: tenancy.tenant, action: 'cancel' },
      ...Array.from({ length: 10 }, () => ({ client: landlord.client, action: 'start' })),
    ]);
    const winner = expectOneWinner(results);
    expect(await storedStatus(requestId)).toBe(winner);
  });
});
