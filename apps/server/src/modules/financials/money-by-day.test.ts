import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FinancialFixture, seedFinancialFixture } from '../../test/financial-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let fixture: FinancialFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await seedFinancialFixture(testApp);
});
afterAll(() => testApp.close());

type DayRow = {
  currency: string;
  day: string;
  property_id: string | null;
  charged: number;
  charged_received: number;
  charged_unpaid: number;
  received: number;
  spent: number;
};

/** The organization's money_by_day rows that hold money (rows left at zero say nothing), in key order. */
async function keptSums(): Promise<DayRow[]> {
  return queryRows<DayRow>(
    testApp.deps.db,
    sql`select currency, day::text, property_id::text, charged_minor::int as charged,
      charged_received_minor::int as charged_received, charged_unpaid_minor::int as charged_unpaid,
      received_minor::int as received, spent_minor::int as spent
    from money_by_day
    where organization_id = ${fixture.landlord.organizationId}
      and (charged_minor, charged_received_minor, charged_unpaid_minor, received_minor, spent_minor) <> (0, 0, 0, 0, 0)
    order by currency, day, property_id nulls first`,
  );
}

/** The same sums recomputed from every charge, payment and expense of the organization. */
async function recomputedSums(): Promise<DayRow[]> {
  return queryRows<DayRow>(
    testApp.deps.db,
    sql`select currency, day::text, property_id::text, sum(charged)::int as charged,
      sum(charged_received)::int as charged_received, sum(charged_unpaid)::int as charged_unpaid,
      sum(received)::int as received, sum(spent)::int as spent
    from (
      select c.currency, c.due_date as day, l.property_id, c.amount_minor as charged, c.received_minor as charged_received,
        greatest(c.amount_minor - c.received_minor, 0) as charged_unpaid, 0 as received, 0 as spent
      from rent_charges c join leases l on l.id = c.lease_id
      where c.organization_id = ${fixture.landlord.organizationId}
      union all
      select p.currency, p.paid_on, l.property_id, 0, 0, 0, p.amount_minor, 0
      from payments p join leases l on l.id = p.lease_id
      where p.organization_id = ${fixture.landlord.organizationId} and p.status in ('paid', 'confirmed')
      union all
      select e.currency, e.incurred_on, e.property_id, 0, 0, 0, 0, e.amount_minor
      from expenses e where e.organization_id = ${fixture.landlord.organizationId}
    ) as money
    group by currency, day, property_id
    having (sum(charged), sum(charged_received), sum(charged_unpaid), sum(received), sum(spent)) <> (0, 0, 0, 0, 0)
    order by currency, day, property_id nulls first`,
  );
}

describe('money_by_day', () => {
  it('holds the sums of the charges, payments and expenses as they are written', async () => {
    const kept = await keptSums();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(await recomputedSums());
  });

  it('follows payments rejected, corrected and deleted, charges moved and removed, and expenses changed', async () => {
    const { db } = testApp.deps;
    const organizationId = fixture.landlord.organizationId;
    const { l1, l2, l3 } = fixture.leaseIds;
    await db.execute(sql`update payments set status = 'rejected'
      where lease_id = ${l2} and organization_id = ${organizationId} and paid_on = '2026-04-03'`);
    await db.execute(sql`update payments set amount_minor = amount_minor - 100, paid_on = paid_on + 3
      where lease_id = ${l1} and organization_id = ${organizationId} and status = 'paid'`);
    await db.execute(sql`update payments set status = 'confirmed'
      where lease_id = ${l1} and organization_id = ${organizationId} and status = 'pending_confirmation'`);
    await db.execute(sql`delete from payments where lease_id = ${l3} and organization_id = ${organizationId}`);
    await db.execute(sql`update rent_charges set due_date = due_date + 9, amount_minor = amount_minor + 500
      where lease_id = ${l2} and organization_id = ${organizationId}`);
    await db.execute(sql`delete from rent_charges c where c.lease_id = ${l3} and c.organization_id = ${organizationId}
      and not exists (select 1 from payments p where p.charge_id = c.id)`);
    await db.execute(sql`update expenses set property_id = null, amount_minor = amount_minor * 2
      where property_id = ${fixture.dira.id} and organization_id = ${organizationId}`);
    await db.execute(sql`delete from expenses where category = 'utilities' and organization_id = ${organizationId}`);
    expect(await keptSums()).toEqual(await recomputedSums());
  });

  it("moves a deleted property's expenses to the portfolio", async () => {
    const shed = await createPropertyViaApi(fixture.landlord.client, { name: 'Shed' });
    await testApp.deps.db.execute(sql`insert into expenses (organization_id, property_id, incurred_on, category, description, amount_minor, currency)
      values (${fixture.landlord.organizationId}, ${shed.id}, '2026-03-15', 'repairs', 'Roof', 12345, 'USD')`);
    const deleted = await fixture.landlord.client.request('DELETE', `/api/properties/${shed.id}`);
    expect(deleted.status).toBe(204);
    expect(await keptSums()).toEqual(await recomputedSums());
  });
});
