import type { TRole } from '@rentwell/contracts/roles';
import { createMemberAccount } from '../modules/accounts/accounts.service.ts';
import type { TestApp } from './test-app.ts';
import { type TestClient, uniqueEmail } from './test-client.ts';

const PASSWORD = 'fixture-password-123';

export type SignedInAccount = { client: TestClient; email: string; organizationId: string | null; userId: string };

/** A landlord who signed up through the public form, with their new organization. */
export async function signUpLandlord(testApp: TestApp): Promise<SignedInAccount & { organizationId: string }> {
  const client = testApp.client();
  const { email } = await client.signUp({ role: 'admin', name: 'Lana Landlord' });
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string }; organization: { id: string } };
  return { client, email, organizationId: me.organization.id, userId: me.user.id };
}

/** An account someone else created (the only way to get maintenance staff or a second member of an organization). */
export async function createSignedInMember(
  testApp: TestApp,
  role: TRole,
  organizationId: string | null,
): Promise<SignedInAccount> {
  const email = uniqueEmail(role);
  const passwordHash = await (await testApp.deps.auth.$context).password.hash(PASSWORD);
  const userId = await createMemberAccount(testApp.deps.db, {
    email,
    fullName: `Test ${role}`,
    phone: null,
    role,
    organizationId,
    passwordHash,
    language: 'en',
  });
  const client = testApp.client();
  const response = await client.signIn(email, PASSWORD);
  if (response.status !== 200) throw new Error(`fixture sign-in failed: ${response.status}`);
  return { client, email, organizationId, userId };
}
