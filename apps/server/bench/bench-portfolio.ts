import { leases } from '@rentwell/db/schema/leases';
import { properties, units } from '@rentwell/db/schema/properties';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { sql } from 'drizzle-orm';
import { createMemberAccount, createOrganization } from '../src/modules/accounts/accounts.service.ts';
import type { createBenchApp } from './bench-app.ts';
import { BENCH_ORIGIN } from './bench-app.ts';

export const BENCH_PROPERTIES = 100;
export const BENCH_UNITS_PER_PROPERTY = 20;
export const BENCH_PASSWORD = 'benchmark-password';

/**
 * An organization with 2,000 units (or `units`, spread over the same 100 properties), most leased for two years,
 * with every month charged and mostly paid, and two years of expenses. Each organization signs in with its own landlord (`email`).
 */
export async function seedBenchPortfolio(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  { units: unitCount = BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY, email = 'bench@rentwell.test' } = {},
) {
  const { deps, app } = bench;
  const unitsPerProperty = unitCount / BENCH_PROPERTIES;
  const organizationId = await createOrganization(deps.db, {
    name: `Benchmark Holdings (${unitCount} units)`,
    currency: 'USD',
    timeZone: 'UTC',
  });
  const passwordHash = await (await deps.auth.$context).password.hash(BENCH_PASSWORD);
  await createMemberAccount(deps.db, {
    email,
    fullName: 'Bench Landlord',
    phone: null,
    role: 'admin',
    organizationId,
    passwordHash,
    language: 'en',
  });
  const propertyRows = await deps.db
    .insert(properties)
    .values(
      Array.from({ length: BENCH_PROPERTIES }, (_, index) => ({
        organizationId,
        name: `Building ${String(index + 1).padStart(3, '0')}`,
        type: 'apartment' as const,
        address: `${index + 1} Main Street`,
        city: 'Portland',
      })),
    )
    .returning({ id: properties.id });
  const unitRows = await deps.db
    .insert(units)
    .values(
      propertyRows.flatMap((property, propertyIndex) =>
        Array.from({ length: unitsPerProperty }, (_, index) => ({
          organizationId,
          propertyId: property.id,
          label: String(index + 1),
          // Every tenth unit of the portfolio, the one the leases below leave out.
          status:
            (propertyIndex * unitsPerProperty + index) % 10 === 0 ? ('unavailable' as const) : ('vacant' as const),
          marketRentMinor: 150_000,
        })),
      ),
    )
    .returning({ id: units.id, propertyId: units.propertyId });
  const today = todayIn('UTC');
  const start = addMonths(`${today.slice(0, 8)}01`, -24);
  await deps.db.insert(leases).values(
    unitRows
      .filter((_, index) => index % 10 !== 0)
      .map((unit) => ({
        organizationId,
        propertyId: unit.propertyId,
        unitId: unit.id,
        startDate: start,
        endDate: addDays(addMonths(start, 36), -1),
        monthlyRentMinor: 150_000,
        currency: 'USD',
        status: 'active' as const,
      })),
  );
  await deps.db.execute(sql`
    insert into rent_charges (organization_id, lease_id, due_date, period_start, period_end, amount_minor, currency)
    select l.organization_id, l.id, month::date, month::date, (month + interval '1 month - 1 day')::date, l.monthly_rent_minor, l.currency
    from leases l, generate_series(${start}::date, ${today}::date, interval '1 month') as month
    where l.organization_id = ${organizationId}`);
  await deps.db.execute(sql`
    insert into payments (organization_id, charge_id, lease_id, amount_minor, currency, method, status, paid_on)
    select c.organization_id, c.id, c.lease_id, c.amount_minor, c.currency, 'bank_transfer',
      case when random() < 0.5 then 'confirmed' else 'paid' end, c.due_date + 2
    from rent_charges c
    where c.organization_id = ${organizationId} and random() < 0.93`);
  // A repair per property per month and portfolio-wide insurance.
  await deps.db.execute(sql`
    insert into expenses (organization_id, property_id, incurred_on, category, description, amount_minor, currency)
    select p.organization_id, p.id, (month + interval '14 days')::date, 'repairs', 'Monthly repairs',
      (10000 + floor(random() * 40000))::bigint, 'USD'
    from properties p, generate_series(${start}::date, ${today}::date, interval '1 month') as month
    where p.organization_id = ${organizationId}
    union all
    select ${organizationId}::uuid, null, month::date, 'insurance', 'Portfolio insurance', 250000, 'USD'
    from generate_series(${start}::date, ${today}::date, interval '1 month') as month`);
  // Settled, as autovacuum leaves a database: the payments above rewrote every charge they paid (its received sum).
  await deps.db.execute(sql`vacuum analyze`);
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { organizationId, cookie, today };
}
