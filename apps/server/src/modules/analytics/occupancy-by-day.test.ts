// @postgres: a test of the PostgreSQL plan, and days in the organization's time zone
import { queryRows } from '@rentwell/db/query-rows';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseCoversDaySql } from '../../domain-sql/lease-status-sql.ts';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const today = todayIn('UTC');

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let court: CreatedProperty;
let annex: CreatedProperty;

function unitOf(property: CreatedProperty, index: number): string {
  const unit = property.units[index];
  if (!unit) throw new Error(`fixture: no unit ${index}`);
  return unit.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  court = await createPropertyViaApi(landlord.client, { name: 'Court', unitCount: 4 });
  annex = await createPropertyViaApi(landlord.client, { name: 'Annex', unitCount: 2 });
  await addTenantViaApi(testApp, landlord.client, court, { unitIndex: 0 });
  await addTenantViaApi(testApp, landlord.client, court, {
    unitIndex: 1,
    startDate: addMonths(today, -14),
    endDate: addMonths(today, -2),
  });
});
afterAll(() => testApp.close());

type DayRow = { day: string; property_id: string; units: number; occupied: number; unavailable: number };

/** The organization's occupancy_by_day rows that change a count (rows left at zero say nothing), in key order. */
async function keptChanges(): Promise<DayRow[]> {
  return queryRows<DayRow>(
    testApp.deps.db,
    sql`select day::text, property_id::text, units, occupied, unavailable from occupancy_by_day
    where organization_id = ${landlord.organizationId} and (units, occupied, unavailable) <> (0, 0, 0)
    order by day, property_id`,
  );
}

/** The same changes recomputed from every unit and lease of the organization, as the report once read them. */
async function recomputedChanges(): Promise<DayRow[]> {
  return queryRows<DayRow>(
    testApp.deps.db,
    sql`with counted_units as (
      select u.property_id, u.status = 'unavailable' as unavailable,
        least((u.created_at at time zone 'UTC')::date, min(l.start_date)) as since,
        range_agg(daterange(l.start_date, least(l.end_date, l.terminated_on), '[]'))
          filter (where l.start_date <= least(l.end_date, l.terminated_on)) as covered
      from units u left join leases l on l.unit_id = u.id
      where u.organization_id = ${landlord.organizationId}
      group by u.id
    ),
    changes (day, property_id, units, occupied, unavailable) as (
      select since, property_id, 1, 0, case when unavailable then 1 else 0 end from counted_units
      union all
      select lower(r), property_id, 0, 1, case when unavailable then -1 else 0 end from counted_units, unnest(covered) as r
      union all
      select upper(r), property_id, 0, -1, case when unavailable then 1 else 0 end from counted_units, unnest(covered) as r
    )
    select day::text, property_id::text, sum(units)::int as units, sum(occupied)::int as occupied,
      sum(unavailable)::int as unavailable
    from changes group by day, property_id
    having (sum(units), sum(occupied), sum(unavailable)) <> (0, 0, 0)
    order by day, property_id`,
  );
}

type Counts = { units: number; occupied: number; unavailable: number };

/** The portfolio's counts on `day`, unit by unit: counted from its first day, occupied when a lease covers the day. */
async function countedOn(day: string): Promise<Counts> {
  const lease = { startDate: sql`l.start_date`, endDate: sql`l.end_date`, terminatedOn: sql`l.terminated_on` };
  const [counts] = await queryRows<Counts>(
    testApp.deps.db,
    sql`with unit_days as (
      select u.status = 'unavailable' as marked,
        least((u.created_at at time zone 'UTC')::date, min(l.start_date)) <= ${day}::date as counted,
        coalesce(bool_or(${leaseCoversDaySql(lease, day)}), false) as occupied
      from units u left join leases l on l.unit_id = u.id
      where u.organization_id = ${landlord.organizationId}
      group by u.id
    )
    select count(*) filter (where counted)::int as units, count(*) filter (where counted and occupied)::int as occupied,
      count(*) filter (where counted and marked and not occupied)::int as unavailable
    from unit_days`,
  );
  if (!counts) throw new Error('no counts');
  return counts;
}

describe('occupancy_by_day', () => {
  it('holds the changes of the units and leases as they are written', async () => {
    const kept = await keptChanges();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(await recomputedChanges());
  });

  it('follows leases overlapping, terminated, moved and deleted, and units marked, added and removed', async () => {
    const { db } = testApp.deps;
    const organizationId = landlord.organizationId;
    const lease = (unitId: string, propertyId: string, startDate: string, endDate: string, terminatedOn?: string) =>
      sql`(${organizationId}, ${propertyId}, ${unitId}, ${startDate}::date, ${endDate}::date, 120000, 'USD',
        ${terminatedOn ? 'terminated' : 'active'}, ${terminatedOn ?? null}::date)`;
    const insertLeases = (...rows: ReturnType<typeof lease>[]) =>
      db.execute(sql`insert into leases (organization_id, property_id, unit_id, start_date, end_date,
        monthly_rent_minor, currency, status, terminated_on) values ${sql.join(rows, sql`, `)}`);

    // A terminated lease overlapping the running one on the same unit; two units let in one statement, one of them
    // since before it was added.
    await insertLeases(
      lease(unitOf(court, 0), court.id, addMonths(today, -3), addMonths(today, 9), addDays(today, -10)),
    );
    await insertLeases(
      lease(unitOf(court, 2), court.id, addMonths(today, -20), addMonths(today, -8)),
      lease(unitOf(annex, 0), annex.id, addMonths(today, -5), addMonths(today, 7)),
    );
    await db.execute(sql`update leases set status = 'terminated', terminated_on = ${addDays(today, -4)}::date
      where unit_id = ${unitOf(court, 0)} and status <> 'terminated'`);
    await db.execute(sql`update leases set end_date = end_date + 40 where unit_id = ${unitOf(annex, 0)}`);
    await db.execute(sql`update leases set unit_id = ${unitOf(court, 3)} where unit_id = ${unitOf(court, 1)}`);
    await db.execute(sql`update leases set status = 'expired' where unit_id = ${unitOf(court, 3)}`);
    await db.execute(
      sql`update units set status = 'unavailable' where id in (${unitOf(court, 2)}, ${unitOf(annex, 1)})`,
    );
    await db.execute(
      sql`update units set created_at = created_at - interval '400 days' where id = ${unitOf(court, 1)}`,
    );
    await db.execute(sql`insert into units (organization_id, property_id, label, status)
      values (${organizationId}, ${annex.id}, 'Loft', 'unavailable')`);
    await db.execute(sql`delete from leases where unit_id = ${unitOf(court, 2)}`);
    await db.execute(sql`delete from units where id = ${unitOf(annex, 1)}`);
    const shed = await createPropertyViaApi(landlord.client, { name: 'Shed', unitCount: 3 });
    expect((await landlord.client.request('DELETE', `/api/properties/${shed.id}`)).status).toBe(204);

    expect(await keptChanges()).toEqual(await recomputedChanges());
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'counts two transactions letting one unit at once as if one had followed the other',
    async () => {
      const { db } = testApp.deps;
      const [attic] = await queryRows<{ id: string }>(
        db,
        sql`insert into units (organization_id, property_id, label)
        values (${landlord.organizationId}, ${annex.id}, 'Attic') returning id::text`,
      );
      if (!attic) throw new Error('fixture: no attic');
      // Both leases start before the unit was added: each moves its first day, which counts once.
      const letAttic = (startDate: string, endDate: string) =>
        sql`insert into leases (organization_id, property_id, unit_id, start_date, end_date, monthly_rent_minor, currency, status)
        values (${landlord.organizationId}, ${annex.id}, ${attic.id}, ${startDate}::date, ${endDate}::date, 90000, 'USD', 'expired')`;
      let firstWritten!: () => void;
      let commitFirst!: () => void;
      const written = new Promise<void>((resolve) => {
        firstWritten = resolve;
      });
      const committing = new Promise<void>((resolve) => {
        commitFirst = resolve;
      });
      const first = db.transaction(async (tx) => {
        await tx.execute(letAttic(addMonths(today, -10), addMonths(today, -6)));
        firstWritten();
        await committing;
      });
      await written;
      const second = db.execute(letAttic(addMonths(today, -5), addMonths(today, -1)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      commitFirst();
      await Promise.all([first, second]);
      expect(await keptChanges()).toEqual(await recomputedChanges());
    },
  );

  it("gives the report each month's counts as the units and leases give them on its reference day", async () => {
    const report = (await (await landlord.client.get('/api/analytics/reports/occupancy')).json()) as {
      rows: (Counts & { month: string })[];
    };
    expect(report.rows).toHaveLength(12);
    for (const row of report.rows) {
      const monthEnd = addDays(addMonths(`${row.month}-01`, 1), -1);
      const counts = await countedOn(monthEnd < today ? monthEnd : today);
      expect({ month: row.month, units: row.units, occupied: row.occupied, unavailable: row.unavailable }).toEqual({
        month: row.month,
        ...counts,
      });
    }
  });
});
