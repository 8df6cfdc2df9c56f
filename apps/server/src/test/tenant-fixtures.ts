import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import type { CreatedProperty } from './property-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { type TestClient, uniqueEmail } from './test-client.ts';

export type CreatedTenancy = {
  leaseId: string;
  email: string;
  password: string;
  tenant: TestClient;
  response: Record<string, unknown>;
};

/** Adds a tenant with a lease through the API (running from a month ago for a year unless told) and signs them in. */
export async function addTenantViaApi(
  testApp: TestApp,
  landlord: TestClient,
  property: CreatedProperty,
  overrides: Partial<{
    unitIndex: number;
    startDate: string;
    endDate: string;
    monthlyRentMinor: number;
    email: string;
  }> = {},
): Promise<CreatedTenancy> {
  const today = todayIn('UTC');
  const email = overrides.email ?? uniqueEmail('tenant');
  const unit = property.units[overrides.unitIndex ?? 0];
  if (!unit) throw new Error('fixture: no such unit');
  const response = await landlord.post('/api/tenants', {
    fullName: 'Terry Tenant',
    email,
    phone: '+1 555 0199',
    propertyId: property.id,
    unitId: unit.id,
    startDate: overrides.startDate ?? addDays(today, -30),
    endDate: overrides.endDate ?? addDays(today, 335),
    monthlyRentMinor: overrides.monthlyRentMinor ?? 150_000,
    securityDepositMinor: 150_000,
    dueDay: 1,
  });
  if (response.status !== 201) throw new Error(`fixture tenant: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { lease: { id: string }; credentials: { password: string } };
  const tenant = testApp.client();
  const signIn = await tenant.signIn(email, body.credentials.password);
  if (signIn.status !== 200) throw new Error(`fixture tenant sign-in: ${signIn.status}`);
  return { leaseId: body.lease.id, email, password: body.credentials.password, tenant, response: body };
}
