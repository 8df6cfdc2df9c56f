// @postgres: concurrent handling of one contact message
import { auditLog } from '@rentwell/db/schema/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAccount } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_ADMIN_KEY });
  admin = await unlockedSiteAdmin(testApp);
});
afterAll(() => testApp.close());

describe('marking a contact message handled many times at once', () => {
  it('answers every request with the handled message and audits the change once', async () => {
    const email = uniqueEmail('visitor');
    const sent = await testApp.client().post('/api/contact', { name: 'Carl Contact', email, message: 'Call me back.' });
    expect(sent.status).toBe(200);
    const list = await (await admin.client.get('/api/site-admin/contact-submissions')).json();
    const target = list.items.find((item: { email: string }) => item.email === email);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.client.post(`/api/site-admin/contact-submissions/${target.id}/handle`, {}),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => body.status))).toEqual(new Set(['handled']));
    const events = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(events).toHaveLength(1);
  });
});
