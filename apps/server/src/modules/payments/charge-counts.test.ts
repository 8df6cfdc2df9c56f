import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FinancialFixture, seedFinancialFixture } from '../../test/financial-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let fixture: FinancialFixture;
let other: FinancialFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await seedFinancialFixture(testApp);
  other = await seedFinancialFixture(testApp);
});
afterAll(() => testApp.close());

type CountRow = { organization_id: string; charges: number };

/** Every organization's kept count that is not zero, by organization. */
async function keptCounts(): Promise<CountRow[]> {
  return queryRows<CountRow>(
    testApp.deps.db,
    sql`select organization_id::text, charges from organization_charge_counts where charges <> 0 order by 1`,
  );
}

/** The same counts recounted from the charges. */
async function recounted(): Promise<CountRow[]> {
  return queryRows<CountRow>(
    testApp.deps.db,
    sql`select organization_id::text, count(*)::int as charges from rent_charges group by 1 order by 1`,
  );
}

async function listedTotal(path: string): Promise<number> {
  const response = await fixture.landlord.client.get(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe('organization_charge_counts', () => {
  it('holds each organization’s charges as they are inserted', async () => {
    const kept = await keptCounts();
    expect(kept.map((row) => row.organization_id)).toEqual(
      [fixture.landlord.organizationId, other.landlord.organizationId].toSorted(),
    );
    expect(kept).toEqual(await recounted());
  });

  it('follows charges added, paid, changed, moved and deleted', async () => {
    const { db } = testApp.deps;
    const { l1, l2, l3 } = fixture.leaseIds;
    await db.execute(sql`insert into rent_charges (organization_id, lease_id, due_date, period_start, period_end, amount_minor, currency)
      select organization_id, id, month::date, month::date, (month + interval '1 month - 1 day')::date, monthly_rent_minor, currency
      from leases, generate_series('2026-07-01'::date, '2026-09-01'::date, interval '1 month') as month
      where id in (${l1}, ${l2}, ${other.leaseIds.l1})`);
    await db.execute(sql`insert into payments (organization_id, charge_id, lease_id, amount_minor, currency, method, status, paid_on)
      select organization_id, id, lease_id, amount_minor, currency, 'cash', 'paid', due_date
      from rent_charges where lease_id = ${l2} and due_date = '2026-07-01'`);
    await db.execute(sql`update rent_charges set amount_minor = amount_minor + 100, due_date = due_date + 3
      where lease_id = ${l1}`);
    await db.execute(sql`update rent_charges set organization_id = ${other.landlord.organizationId}
      where lease_id = ${l3} and due_date = '2026-03-01'`);
    await db.execute(sql`delete from rent_charges c where c.lease_id in (${l1}, ${other.leaseIds.l2})
      and not exists (select 1 from payments p where p.charge_id = c.id)`);
    expect(await keptCounts()).toEqual(await recounted());
  });

  it('is the payments list’s unfiltered total; a filtered total still counts', async () => {
    const [own] = (await recounted()).filter((row) => row.organization_id === fixture.landlord.organizationId);
    expect(await listedTotal('/api/payments?page=1&pageSize=2')).toBe(own?.charges);
    const [ofLease] = await queryRows<{ charges: number }>(
      testApp.deps.db,
      sql`select count(*)::int as charges from rent_charges
        where organization_id = ${fixture.landlord.organizationId} and lease_id = ${fixture.leaseIds.l2}`,
    );
    expect(await listedTotal(`/api/payments?leaseId=${fixture.leaseIds.l2}`)).toBe(ofLease?.charges);
  });

  it('goes with its organization, which subtracts nothing from the others', async () => {
    await testApp.deps.db.execute(sql`delete from organizations where id = ${other.landlord.organizationId}`);
    const kept = await queryRows<CountRow>(
      testApp.deps.db,
      sql`select organization_id::text, charges from organization_charge_counts order by 1`,
    );
    expect(kept).toEqual(await recounted());
    expect(kept.map((row) => row.organization_id)).toEqual([fixture.landlord.organizationId]);
  });
});
