import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';
import { writeAuditEvent } from './audit.service.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

type Event = { action: string; entityId: string | null; entityType: string };

async function createStaff(name: string) {
  const response = await landlord.client.post('/api/users', {
    name,
    email: uniqueEmail('audited'),
    role: 'maintenance',
    delivery: 'generated_password',
  });
  return (await response.json()).user.id as string;
}

describe('GET /api/audit-log', () => {
  it("pages through the organization's events newest first, with actor and address", async () => {
    const firstId = await createStaff('First Hire');
    const secondId = await createStaff('Second Hire');
    const other = await signUpLandlord(testApp);
    await writeAuditEvent(testApp.deps.db, {
      organizationId: other.organizationId,
      actorUserId: other.userId,
      action: 'payment.confirmed',
      entityType: 'payment',
      entityId: null,
    });

    const page1 = await (await landlord.client.get('/api/audit-log?pageSize=1')).json();
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.items[0]).toMatchObject({
      action: 'user.created',
      entityType: 'user',
      entityId: secondId,
      details: { role: 'maintenance', delivery: 'generated_password' },
      actor: { id: landlord.userId, name: 'Lana Landlord' },
      ipAddress: landlord.client.ip,
    });
    expect(page1.items[0].occurredAt).toEqual(expect.any(String));
    const page2 = await (await landlord.client.get('/api/audit-log?pageSize=1&page=2')).json();
    expect(page2.items.map((event: Event) => event.entityId)).toEqual([firstId]);
  });

  it('filters by entity type and shows system events without an actor', async () => {
    await writeAuditEvent(testApp.deps.db, {
      organizationId: landlord.organizationId,
      actorUserId: null,
      action: 'lease.terminated',
      entityType: 'lease',
      entityId: 'lease-1',
    });
    const leases = await (await landlord.client.get('/api/audit-log?entityType=lease')).json();
    expect(leases.items).toEqual([
      expect.objectContaining({ action: 'lease.terminated', actor: null, ipAddress: null, details: null }),
    ]);
  });

  it('answers 422 for a bad page, 401 signed out, 403 to roles other than admin', async () => {
    expect((await landlord.client.get('/api/audit-log?page=0')).status).toBe(422);
    expect((await testApp.client().get('/api/audit-log')).status).toBe(401);
    for (const role of ['property_manager', 'tenant', 'maintenance'] as const) {
      const member = await createSignedInMember(testApp, role, landlord.organizationId);
      expect((await member.client.get('/api/audit-log')).status).toBe(403);
    }
    const siteAdmin = await createSignedInMember(testApp, 'site_admin', null);
    expect((await siteAdmin.client.get('/api/audit-log')).status).toBe(403);
  });
});
