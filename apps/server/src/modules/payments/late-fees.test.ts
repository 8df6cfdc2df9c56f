// @postgres: the late-fee job run concurrently
import { DEFAULT_OVERDUE_LETTER_DAYS } from '@rentwell/contracts/rent-rules';
import { lateFees } from '@rentwell/db/schema/rent-rules';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { rentBalance } from '@rentwell/domain/rent-balance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lateFeesJob } from '../../jobs/late-fees.job.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyLateFees } from './late-fees.service.ts';

const RENT = 94_500;
/** 5 % of $945 is $47.25, capped at $40. */
const FEE = 4_000;
const GRACE = 5;
const today = todayIn('UTC');
const firstOfMonth = `${today.slice(0, 8)}01`;

type Charge = {
  id: string;
  dueDate: string;
  amountMinor: number;
  receivedMinor: number;
  balanceMinor: number;
  status: string;
  lateFee: { id: string; amountMinor: number; chargedOn: string; waived: { reason: string } | null } | null;
};

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;

async function chargesOf(leaseId: string): Promise<Charge[]> {
  const list = await (await landlord.client.get(`/api/payments?leaseId=${leaseId}&pageSize=100`)).json();
  return (list.items as Charge[]).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

async function feeRowsOf(leaseId: string) {
  return testApp.deps.db.select().from(lateFees).where(eq(lateFees.leaseId, leaseId));
}

function putRules(client: CreatedTenancy['tenant'], json: unknown) {
  return client.request('PUT', '/api/organization/rent-rules', { json });
}

const rules = { graceDays: GRACE, lateFeeKind: 'percent', percentBasisPoints: 500, capMinor: 4_000 };

async function signUpWithTenancy(withRules: boolean) {
  const account = await signUpLandlord(testApp);
  const building = await createPropertyViaApi(account.client, {
    name: 'Late Fee Court',
    unitCount: 2,
    rentMinor: RENT,
  });
  if (withRules) expect((await putRules(account.client, rules)).status).toBe(200);
  const startDate = addMonths(firstOfMonth, -3);
  const lease = await addTenantViaApi(testApp, account.client, building, {
    startDate,
    endDate: addDays(addMonths(startDate, 12), -1),
    monthlyRentMinor: RENT,
  });
  return { account, building, lease };
}

beforeAll(async () => {
  testApp = await createTestApp();
  ({ account: landlord, building: property, lease: tenancy } = await signUpWithTenancy(false));
});
afterAll(() => testApp.close());

describe('rent rules', () => {
  it('are none until an admin sets them, and setting them is audited', async () => {
    const initial = await (await landlord.client.get('/api/organization/rent-rules')).json();
    expect(initial).toEqual({
      graceDays: 0,
      lateFeeKind: 'none',
      flatAmountMinor: null,
      percentBasisPoints: null,
      capMinor: null,
      overdueFirstDays: DEFAULT_OVERDUE_LETTER_DAYS.first,
      overdueSecondDays: DEFAULT_OVERDUE_LETTER_DAYS.second,
      overdueFinalDays: DEFAULT_OVERDUE_LETTER_DAYS.final,
      currency: 'USD',
    });
    // A flat amount sent with a percentage is not kept.
    const response = await putRules(landlord.client, { ...rules, flatAmountMinor: 9_999 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...rules,
      flatAmountMinor: null,
      overdueFirstDays: DEFAULT_OVERDUE_LETTER_DAYS.first,
      overdueSecondDays: DEFAULT_OVERDUE_LETTER_DAYS.second,
      overdueFinalDays: DEFAULT_OVERDUE_LETTER_DAYS.final,
      currency: 'USD',
    });
    // Rent already overdue past the grace days gets its fee as the rules are saved.
    const lateEnough = (await chargesOf(tenancy.leaseId)).filter((charge) => addDays(charge.dueDate, GRACE) < today);
    expect(lateEnough.length).toBeGreaterThanOrEqual(3);
    expect((await feeRowsOf(tenancy.leaseId)).map((row) => row.chargeId).sort()).toEqual(
      lateEnough.map((charge) => charge.id).sort(),
    );
    // The same rules again change nothing and write nothing.
    expect((await putRules(landlord.client, rules)).status).toBe(200);
    const log = await (await landlord.client.get('/api/audit-log?entityType=organization')).json();
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'organization.rent_rules_changed',
      details: { from: { lateFeeKind: 'none' }, to: { lateFeeKind: 'percent', graceDays: GRACE, capMinor: 4_000 } },
    });
  });

  it('refuse invalid values (422) and everyone but an admin (403)', async () => {
    for (const body of [
      { ...rules, graceDays: 61 },
      { ...rules, graceDays: -1 },
      { ...rules, percentBasisPoints: null },
      { ...rules, percentBasisPoints: 10_001 },
      { graceDays: 3, lateFeeKind: 'flat' },
      { graceDays: 3, lateFeeKind: 'flat', flatAmountMinor: 0 },
      { ...rules, lateFeeKind: 'daily' },
    ]) {
      expect((await putRules(landlord.client, body)).status, JSON.stringify(body)).toBe(422);
    }
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    expect((await manager.client.get('/api/organization/rent-rules')).status).toBe(403);
    expect((await putRules(manager.client, rules)).status).toBe(403);
    expect((await putRules(tenancy.tenant, rules)).status).toBe(403);
  });
});

describe('late fees', () => {
  // A new organization whose rules were set before its lease: no fee is charged until the job runs.
  beforeAll(async () => {
    ({ account: landlord, building: property, lease: tenancy } = await signUpWithTenancy(true));
  });

  it('are not charged within the grace days, then charged once after them', async () => {
    const [oldest] = await chargesOf(tenancy.leaseId);
    if (!oldest) throw new Error('fixture: no charge');
    expect(
      await applyLateFees(testApp.deps.db, addDays(oldest.dueDate, GRACE), { organizationId: landlord.organizationId }),
    ).toBe(0);
    expect(await feeRowsOf(tenancy.leaseId)).toHaveLength(0);

    expect(
      await applyLateFees(testApp.deps.db, addDays(oldest.dueDate, GRACE + 1), {
        organizationId: landlord.organizationId,
      }),
    ).toBe(1);
    const [fee] = await feeRowsOf(tenancy.leaseId);
    expect(fee).toMatchObject({ chargeId: oldest.id, amountMinor: FEE, chargedOn: addDays(oldest.dueDate, GRACE + 1) });
  });

  it('are charged once per overdue charge however often and however concurrently the job runs', async () => {
    const charges = await chargesOf(tenancy.leaseId);
    const lateEnough = charges.filter((charge) => addDays(charge.dueDate, GRACE) < today);
    expect(lateEnough.length).toBeGreaterThanOrEqual(3);
    const runs = await Promise.all(Array.from({ length: 6 }, () => lateFeesJob.run(testApp.deps, today)));
    const charged = runs.reduce((total, run) => total + Number(run.lateFeesCharged), 0);
    expect(charged).toBe(lateEnough.length - 1);
    for (let run = 0; run < 3; run++)
      expect(await lateFeesJob.run(testApp.deps, today)).toEqual({ lateFeesCharged: 0 });
    const rows = await feeRowsOf(tenancy.leaseId);
    expect(rows.map((row) => row.chargeId).sort()).toEqual(lateEnough.map((charge) => charge.id).sort());
    expect(rows.every((row) => row.amountMinor === FEE)).toBe(true);
  });

  it('are part of what the tenant owes on every page, the charge staying overdue until the fee is paid', async () => {
    const charges = await chargesOf(tenancy.leaseId);
    const withFees = charges.filter((charge) => charge.lateFee);
    const [first] = withFees;
    if (!first) throw new Error('fixture: no fee');
    // Rent paid, fee not: still overdue, owing the fee.
    const paid = await landlord.client.post('/api/payments', {
      chargeId: first.id,
      amountMinor: RENT,
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(paid.status).toBe(201);
    const after = (await chargesOf(tenancy.leaseId)).find((charge) => charge.id === first.id);
    expect(after).toMatchObject({ status: 'overdue', balanceMinor: FEE, lateFee: { amountMinor: FEE, waived: null } });

    const expected = rentBalance(
      (await chargesOf(tenancy.leaseId)).map((charge) => ({
        ...charge,
        lateFee: charge.lateFee && !charge.lateFee.waived ? charge.lateFee : null,
      })),
      today,
    );
    const unpaidRent = charges.filter((charge) => charge.dueDate <= today).length * RENT - RENT;
    expect(expected.owedMinor).toBe(unpaidRent + withFees.length * FEE);
    await expectEveryPageShows(expected);
  });

  it('are waived by the landlord with a reason: audited, and no longer owed', async () => {
    const charges = await chargesOf(tenancy.leaseId);
    const target = charges.find(
      (charge) => charge.lateFee && charge.status === 'overdue' && charge.receivedMinor === 0,
    );
    if (!target) throw new Error('fixture: no fee to waive');
    const before = await (await tenancy.tenant.get('/api/tenant-portal')).json();

    expect((await landlord.client.post(`/api/payments/charges/${target.id}/late-fee/waive`, {})).status).toBe(422);
    expect(
      (await landlord.client.post(`/api/payments/charges/${target.id}/late-fee/waive`, { reason: '   ' })).status,
    ).toBe(422);
    const response = await landlord.client.post(`/api/payments/charges/${target.id}/late-fee/waive`, {
      reason: 'Bank delay, paid on time',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amountMinor: FEE, waived: { reason: 'Bank delay, paid on time' } });
    expect(
      (await landlord.client.post(`/api/payments/charges/${target.id}/late-fee/waive`, { reason: 'again' })).status,
    ).toBe(409);

    const log = await (await landlord.client.get('/api/audit-log?entityType=payment')).json();
    expect(log.items[0]).toMatchObject({
      action: 'payment.late_fee_waived',
      entityId: target.id,
      actor: { id: landlord.userId },
      details: { amountMinor: FEE, currency: 'USD', reason: 'Bank delay, paid on time' },
    });

    const after = await (await tenancy.tenant.get('/api/tenant-portal')).json();
    expect(after.balance.owedMinor).toBe(before.balance.owedMinor - FEE);
    const waived = after.charges.find((charge: Charge) => charge.id === target.id);
    expect(waived).toMatchObject({ balanceMinor: RENT, lateFee: { waived: { reason: 'Bank delay, paid on time' } } });
    await expectEveryPageShows(after.balance);
    // A waived fee is never charged again.
    expect(await lateFeesJob.run(testApp.deps, today)).toEqual({ lateFeesCharged: 0 });
  });

  it('cannot be waived by a tenant (403), another organization (404), or on a charge without a fee (404)', async () => {
    const charges = await chargesOf(tenancy.leaseId);
    const withFee = charges.find((charge) => charge.lateFee && !charge.lateFee.waived);
    const withoutFee = charges.find((charge) => !charge.lateFee);
    if (!withFee || !withoutFee) throw new Error('fixture: expected charges with and without a fee');
    const body = { reason: 'Because' };
    expect((await tenancy.tenant.post(`/api/payments/charges/${withFee.id}/late-fee/waive`, body)).status).toBe(403);
    const stranger = await signUpLandlord(testApp);
    expect((await stranger.client.post(`/api/payments/charges/${withFee.id}/late-fee/waive`, body)).status).toBe(404);
    expect((await landlord.client.post(`/api/payments/charges/${withoutFee.id}/late-fee/waive`, body)).status).toBe(
      404,
    );
    expect((await chargesOf(tenancy.leaseId)).find((charge) => charge.id === withFee.id)?.lateFee?.waived).toBeNull();
  });

  it('are not charged on a charge paid in full or awaiting confirmation, nor without a rule', async () => {
    const second = await addTenantViaApi(testApp, landlord.client, property, {
      unitIndex: 1,
      startDate: addMonths(firstOfMonth, -2),
      monthlyRentMinor: RENT,
    });
    const [paidCharge, reportedCharge] = await chargesOf(second.leaseId);
    if (!paidCharge || !reportedCharge) throw new Error('fixture: expected two past charges');
    await landlord.client.post('/api/payments', {
      chargeId: paidCharge.id,
      amountMinor: RENT,
      method: 'cash',
      paidOn: today,
    });
    const reported = await second.tenant.post('/api/payments/reports', {
      chargeId: reportedCharge.id,
      amountMinor: RENT,
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(reported.status).toBe(201);
    await applyLateFees(testApp.deps.db, today, { organizationId: landlord.organizationId });
    const charged = (await feeRowsOf(second.leaseId)).map((row) => row.chargeId);
    expect(charged).not.toContain(paidCharge.id);
    expect(charged).not.toContain(reportedCharge.id);

    // Another organization without rules: nothing.
    const other = await signUpLandlord(testApp);
    const otherProperty = await createPropertyViaApi(other.client, { name: 'No Rules', unitCount: 1, rentMinor: RENT });
    const otherTenancy = await addTenantViaApi(testApp, other.client, otherProperty, {
      startDate: addMonths(firstOfMonth, -2),
    });
    await applyLateFees(testApp.deps.db, today);
    expect(await feeRowsOf(otherTenancy.leaseId)).toHaveLength(0);
  });
});

async function expectEveryPageShows(expected: { owedMinor: number; overdueMinor: number; creditMinor: number }) {
  const portal = await (await tenancy.tenant.get('/api/tenant-portal')).json();
  expect(portal.balance).toEqual(expected);
  const table = await (await landlord.client.get('/api/tenants')).json();
  expect(table.items.find((lease: { id: string }) => lease.id === tenancy.leaseId).balance).toEqual(expected);
  const dashboard = await (await landlord.client.get('/api/dashboard')).json();
  expect(dashboard.money).toEqual([expect.objectContaining({ currency: 'USD', overdueMinor: expected.overdueMinor })]);
  const aging = await (
    await landlord.client.get(`/api/analytics/reports/receivables-aging?from=${firstOfMonth}&to=${today}`)
  ).json();
  expect(aging.totals.total).toBe(expected.owedMinor);
  const rentRoll = await (
    await landlord.client.get(`/api/analytics/reports/rent-roll?from=${firstOfMonth}&to=${today}`)
  ).json();
  expect(rentRoll.totals.balance).toBe(expected.owedMinor);
}
