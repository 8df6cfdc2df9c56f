import { createSignedInMember, type SignedInAccount } from './account-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const SITE_ADMIN_KEY = 'site-admin-key-for-tests-0123456789';

/** A signed-in site administrator whose session has unlocked the console. */
export async function unlockedSiteAdmin(testApp: TestApp): Promise<SignedInAccount> {
  const admin = await createSignedInMember(testApp, 'site_admin', null);
  const response = await admin.client.post('/api/site-admin/unlock', { email: admin.email, secretKey: SITE_ADMIN_KEY });
  if (response.status !== 200) throw new Error(`fixture unlock failed: ${response.status}`);
  return admin;
}
