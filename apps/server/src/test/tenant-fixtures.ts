import { rentCharges } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { asc, eq } from 'drizzle-orm';
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

/** Moves a lease's first rent charge to fall due on `dueDate`, so a test controls when it is due; returns its id. */
export async function setFirstChargeDueDate(testApp: TestApp, leaseId: string, dueDate: string): Promise<string> {
  const [first] = await testApp.deps.db
    .select({ id: rentCharges.id })
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, leaseId))
    .orderBy(asc(rentCharges.dueDate))
    .limit(1);
  if (!first) throw new Error('fixture: the lease has no charge');
  await testApp.deps.db.update(rentCharges).set({ dueDate }).where(eq(rentCharges.id, first.id));
  return first.id;
}
