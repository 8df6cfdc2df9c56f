// @postgres: concurrent role changes and deactivations
import { auditLog } from '@rentwell/db/schema/audit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

async function auditCount(userId: string, action: string) {
  const events = await testApp.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));
  return events.length;
}

async function sendAtOnce(count: number, path: string, body: unknown = {}) {
  const responses = await Promise.all(Array.from({ length: count }, () => landlord.client.post(path, body)));
  return responses.map((response) => response.status);
}

describe('changing one member from many requests at once', () => {
  it('changes a role once for 20 identical role changes at once', async () => {
    const member = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await landlord.client.patch(`/api/users/${member.userId}`, { role: 'property_manager' })).status,
      ),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    expect(await auditCount(member.userId, 'user.role_changed')).toBe(1);
  });

  it('deactivates and reactivates once each for 20 requests at once, answering all of them', async () => {
    const member = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    expect(await sendAtOnce(20, `/api/users/${member.userId}/deactivate`)).toEqual(Array(20).fill(200));
    expect(await auditCount(member.userId, 'user.deactivated')).toBe(1);
    expect(await sendAtOnce(20, `/api/users/${member.userId}/reactivate`)).toEqual(Array(20).fill(200));
    expect(await auditCount(member.userId, 'user.reactivated')).toBe(1);
  });
});
