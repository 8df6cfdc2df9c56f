import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import { organizations } from '@rentwell/db/schema/organizations';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { units } from '@rentwell/db/schema/properties';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { createMemberAccount } from '../modules/accounts/accounts.service.ts';
import { type SignedInAccount, signUpLandlord } from './account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from './property-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { uniqueEmail } from './test-client.ts';

/**
 * A small organization with known money, for the financials and analytics tests (figures worked out by hand
 * in those tests). USD; everything in 2026.
 *
 * Properties: 'Çelësi Ëmbël' (units 1, 2, 3) and 'דירה' (units 1, 2); every unit added on 2026-01-01.
 * Leases, rent due on the 1st:
 *   L1 Çelësi Ëmbël/1, 'Arbër Gjoni', 2026-01-01..2026-12-31, 1,000.00 — charges Jan–Jun
 *   L2 Çelësi Ëmbël/2, 'Ëndrit, "Bledi" Hoxha', 2026-03-01..2027-02-28, 1,200.00 — charges Mar–Jun
 *   L3 דירה/1, 'נועה לוי', 2026-02-01..2026-05-31 terminated 2026-04-30, 800.00 — charges Feb–Apr
 *   L4 דירה/2, '=SUM(A1:A2)', 2026-01-01..2026-12-31, 900.00 EUR — charges Jan–Jun in EUR (never counted)
 *   Çelësi Ëmbël/3 never leased.
 * Payments: L1 Jan 1,000 paid 01-03; Feb 1,000 confirmed 02-05; Mar 500 paid 03-10; Apr 1,000 paid 05-02;
 *   Jun 1,000 awaiting confirmation 06-02. L2 Mar 1,200 paid 03-01; Apr 1,200 confirmed 04-03; May 600 paid
 *   05-05 and 600 rejected 05-06. L3 Feb 800 paid 02-01. L4 Jan 900 EUR paid 01-02.
 * Expenses: Çelësi Ëmbël repairs 250.00 on 03-15 and 50.00 on 06-20, utilities 99.99 on 07-05; דירה tax
 *   400.00 on 04-10; portfolio-wide insurance 300.00 on 03-01; Çelësi Ëmbël repairs 777.77 EUR on 03-20.
 */
export type FinancialFixture = {
  landlord: SignedInAccount & { organizationId: string };
  organizationName: string;
  celesi: CreatedProperty;
  dira: CreatedProperty;
  leaseIds: { l1: string; l2: string; l3: string; l4: string };
  tenantNames: { l1: string; l2: string; l3: string; l4: string };
};

const FIXTURE_ORGANIZATION_NAME = 'Çelësi Ëmbël Holdings';

function monthly(leaseId: string, organizationId: string, months: string[], amountMinor: number, currency: string) {
  return months.map((month) => {
    const periodStart = `2026-${month}-01`;
    return {
      organizationId,
      leaseId,
      dueDate: periodStart,
      periodStart,
      periodEnd: addDays(addMonths(periodStart, 1), -1),
      amountMinor,
      currency,
    };
  });
}

export async function seedFinancialFixture(testApp: TestApp): Promise<FinancialFixture> {
  const { db } = testApp.deps;
  const landlord = await signUpLandlord(testApp);
  const organizationId = landlord.organizationId;
  await db
    .update(organizations)
    .set({ name: FIXTURE_ORGANIZATION_NAME, currency: 'USD' })
    .where(eq(organizations.id, organizationId));
  const celesi = await createPropertyViaApi(landlord.client, { name: 'Çelësi Ëmbël', unitCount: 3 });
  const dira = await createPropertyViaApi(landlord.client, { name: 'דירה', unitCount: 2 });
  await db
    .update(units)
    .set({ createdAt: new Date('2026-01-01T12:00:00Z') })
    .where(eq(units.organizationId, organizationId));

  const tenantNames = {
    l1: 'Arbër Gjoni',
    l2: 'Ëndrit, "Bledi" Hoxha',
    l3: 'נועה לוי',
    l4: '=SUM(A1:A2)',
  };
  const tenantIds: Record<keyof typeof tenantNames, string> = { l1: '', l2: '', l3: '', l4: '' };
  for (const key of Object.keys(tenantNames) as (keyof typeof tenantNames)[]) {
    tenantIds[key] = await createMemberAccount(db, {
      email: uniqueEmail('fixture-tenant'),
      fullName: tenantNames[key],
      phone: null,
      role: 'tenant',
      organizationId,
      passwordHash: 'not-used',
      language: 'en',
    });
  }
  const unitOf = (property: CreatedProperty, index: number) => {
    const unit = property.units[index];
    if (!unit) throw new Error('fixture: missing unit');
    return unit.id;
  };
  const lease = (values: {
    property: CreatedProperty;
    unitIndex: number;
    tenant: keyof typeof tenantNames;
    startDate: string;
    endDate: string;
    rent: number;
    currency?: string;
    terminatedOn?: string;
  }) => ({
    organizationId,
    propertyId: values.property.id,
    unitId: unitOf(values.property, values.unitIndex),
    tenantUserId: tenantIds[values.tenant],
    startDate: values.startDate,
    endDate: values.endDate,
    monthlyRentMinor: values.rent,
    currency: values.currency ?? 'USD',
    status: values.terminatedOn ? ('terminated' as const) : ('active' as const),
    terminatedOn: values.terminatedOn ?? null,
    dueDay: 1,
  });
  const inserted = await db
    .insert(leases)
    .values([
      lease({
        property: celesi,
        unitIndex: 0,
        tenant: 'l1',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        rent: 100_000,
      }),
      lease({
        property: celesi,
        unitIndex: 1,
        tenant: 'l2',
        startDate: '2026-03-01',
        endDate: '2027-02-28',
        rent: 120_000,
      }),
      lease({
        property: dira,
        unitIndex: 0,
        tenant: 'l3',
        startDate: '2026-02-01',
        endDate: '2026-05-31',
        rent: 80_000,
        terminatedOn: '2026-04-30',
      }),
      lease({
        property: dira,
        unitIndex: 1,
        tenant: 'l4',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        rent: 90_000,
        currency: 'EUR',
      }),
    ])
    .returning({ id: leases.id });
  const [l1, l2, l3, l4] = inserted.map((row) => row.id);
  if (!l1 || !l2 || !l3 || !l4) throw new Error('fixture: leases not inserted');

  const charges = await db
    .insert(rentCharges)
    .values([
      ...monthly(l1, organizationId, ['01', '02', '03', '04', '05', '06'], 100_000, 'USD'),
      ...monthly(l2, organizationId, ['03', '04', '05', '06'], 120_000, 'USD'),
      ...monthly(l3, organizationId, ['02', '03', '04'], 80_000, 'USD'),
      ...monthly(l4, organizationId, ['01', '02', '03', '04', '05', '06'], 90_000, 'EUR'),
    ])
    .returning({ id: rentCharges.id, leaseId: rentCharges.leaseId, dueDate: rentCharges.dueDate });
  const chargeOf = (leaseId: string, month: string) => {
    const charge = charges.find((row) => row.leaseId === leaseId && row.dueDate === `2026-${month}-01`);
    if (!charge) throw new Error('fixture: missing charge');
    return charge.id;
  };
  const payment = (
    leaseId: string,
    month: string,
    amountMinor: number,
    status: 'paid' | 'confirmed' | 'pending_confirmation' | 'rejected',
    paidOn: string,
    currency = 'USD',
  ) => ({
    organizationId,
    chargeId: chargeOf(leaseId, month),
    leaseId,
    amountMinor,
    currency,
    method: 'bank_transfer' as const,
    status,
    paidOn,
  });
  await db
    .insert(payments)
    .values([
      payment(l1, '01', 100_000, 'paid', '2026-01-03'),
      payment(l1, '02', 100_000, 'confirmed', '2026-02-05'),
      payment(l1, '03', 50_000, 'paid', '2026-03-10'),
      payment(l1, '04', 100_000, 'paid', '2026-05-02'),
      payment(l1, '06', 100_000, 'pending_confirmation', '2026-06-02'),
      payment(l2, '03', 120_000, 'paid', '2026-03-01'),
      payment(l2, '04', 120_000, 'confirmed', '2026-04-03'),
      payment(l2, '05', 60_000, 'paid', '2026-05-05'),
      payment(l2, '05', 60_000, 'rejected', '2026-05-06'),
      payment(l3, '02', 80_000, 'paid', '2026-02-01'),
      payment(l4, '01', 90_000, 'paid', '2026-01-02', 'EUR'),
    ]);

  const expense = (
    propertyId: string | null,
    category: 'repairs' | 'tax' | 'insurance' | 'utilities',
    incurredOn: string,
    amountMinor: number,
    currency = 'USD',
  ) => ({
    organizationId,
    propertyId,
    category,
    incurredOn,
    amountMinor,
    currency,
    description: `${category} on ${incurredOn}`,
  });
  await db
    .insert(expenses)
    .values([
      expense(celesi.id, 'repairs', '2026-03-15', 25_000),
      expense(dira.id, 'tax', '2026-04-10', 40_000),
      expense(null, 'insurance', '2026-03-01', 30_000),
      expense(celesi.id, 'repairs', '2026-06-20', 5_000),
      expense(celesi.id, 'utilities', '2026-07-05', 9_999),
      expense(celesi.id, 'repairs', '2026-03-20', 77_777, 'EUR'),
    ]);

  return {
    landlord,
    organizationName: FIXTURE_ORGANIZATION_NAME,
    celesi,
    dira,
    leaseIds: { l1, l2, l3, l4 },
    tenantNames,
  };
}
