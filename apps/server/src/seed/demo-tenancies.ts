import { addDays, addMonths, minDate } from '@rentwell/domain/calendar-date';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayUtc } from '../lib/today.ts';
import { createMemberAccount } from '../modules/accounts/accounts.service.ts';
import { addExtraCharge } from '../modules/payments/lease-extras.service.ts';
import {
  type HistoricalPayment,
  importPaymentHistory,
  listChargesDueByDate,
  reportPayment,
} from '../modules/payments/payments.service.ts';
import { getProperty, listProperties } from '../modules/properties/properties.service.ts';
import { createTenantWithLease, findLeaseTenant, terminateLease } from '../modules/tenants/tenants.service.ts';
import { createDemoRandom } from './demo-random.ts';
import { SHORT_TERM_RENTAL_HOMES } from './demo-short-term-rentals.ts';

const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Sofia',
  'Ethan',
  'Amara',
  'Lucas',
  'Yara',
  'Mateo',
  'Chloé',
  'Omar',
  'Hana',
  'Jonas',
  'Leila',
  'Diego',
  'Ines',
  'Arben',
  'Elira',
  'Noa',
  'Priya',
  'Kai',
  'Zoë',
  'Malik',
  'Rosa',
];
const LAST_NAMES = [
  'Nguyen',
  'Haddad',
  'Müller',
  'García',
  'Kowalski',
  'Okafor',
  'Rossi',
  'Hoxha',
  'Cohen',
  'Dubois',
  'Patel',
  'Silva',
  'Berisha',
  'Levi',
  'Andersen',
  'Moreau',
  'Tanaka',
  'Ortiz',
  'Krasniqi',
  'Fischer',
];

function firstOfMonth(date: string, monthsAgo: number): string {
  return addMonths(`${date.slice(0, 8)}01`, -monthsAgo);
}

/**
 * Tenants on most units with leases in every status (active, pending, expired, terminated) and two
 * years of rent history: paid on time, a few late or partial, some overdue, one awaiting confirmation.
 */
/** The demo tenant rents a parking space too, for the last two months and on. */
export const DEMO_PARKING = (today: string) =>
  ({
    kind: 'parking',
    description: 'Space 7',
    amountMinor: 7_500,
    frequency: 'monthly',
    startDate: firstOfMonth(today, 2),
  }) as const;

export async function seedDemoTenancies(
  deps: AppDeps,
  landlord: OrganizationActor,
  demo: { tenantEmail: string; passwordHash: string },
): Promise<void> {
  const random = createDemoRandom(20_261_122);
  const today = todayUtc();
  const twoYearsAgo = firstOfMonth(today, 24);
  const { items } = await listProperties(deps.db, landlord, { sort: 'name', page: 1, pageSize: 100 });
  let tenantNumber = 0;
  // Demo tenants share the demo password, hashed once: hashing is deliberately slow.
  const addTenant = async (input: Parameters<typeof createTenantWithLease>[4]) => {
    if (input.email !== demo.tenantEmail) {
      await createMemberAccount(deps.db, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone || null,
        role: 'tenant',
        organizationId: landlord.organizationId,
        passwordHash: demo.passwordHash,
        language: 'en',
        isDemoAccount: true,
      });
    }
    return createTenantWithLease(deps.db, deps.auth, deps.notifier, landlord, input, today);
  };
  let demoTenantLeaseId: string | null = null;
  // One tenant pays late most months: the financial insights flag them.
  let habituallyLateLeaseId: string | null = null;

  const longTermHomes = items.filter(
    (summary) => !(SHORT_TERM_RENTAL_HOMES as readonly string[]).includes(summary.name),
  );
  for (const summary of longTermHomes) {
    const property = await getProperty(deps.db, landlord, summary.id);
    const rentable = property.units.filter((unit) => unit.status === 'vacant');
    const leased = rentable.slice(0, Math.max(1, Math.round(rentable.length * 0.85)));
    for (const unit of leased) {
      tenantNumber += 1;
      const isDemoTenant = demoTenantLeaseId === null;
      const startMonthsAgo = random.integer(3, 24);
      const startDate = firstOfMonth(today, startMonthsAgo);
      const endDate = addDays(addMonths(startDate, 24), -1);
      const email = isDemoTenant ? demo.tenantEmail : `tenant${tenantNumber}@rentwell.demo`;
      const rent = unit.marketRentMinor ?? 150_000;
      if (startMonthsAgo >= 14 && tenantNumber % 7 === 0) {
        const formerEnd = addDays(startDate, -1);
        await addTenant({
          fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
          email: `former${tenantNumber}@rentwell.demo`,
          phone: '',
          propertyId: property.id,
          unitId: unit.id,
          startDate: addMonths(minDate(formerEnd, twoYearsAgo), -12),
          endDate: formerEnd,
          monthlyRentMinor: Math.round(rent * 0.95),
          securityDepositMinor: rent,
          dueDay: 1,
        });
      }
      const created = await addTenant({
        fullName: isDemoTenant ? 'Tina Torres' : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        email,
        phone: `+1 503 555 ${String(1000 + tenantNumber).slice(-4)}`,
        propertyId: property.id,
        unitId: unit.id,
        startDate,
        endDate,
        monthlyRentMinor: rent,
        securityDepositMinor: rent,
        dueDay: 1,
      });
      if (isDemoTenant) {
        demoTenantLeaseId = created.lease.id;
        await addExtraCharge(deps.db, landlord, created.lease.id, DEMO_PARKING(today));
      }
      if (tenantNumber === 4) habituallyLateLeaseId = created.lease.id;
      if (tenantNumber === 5) {
        await terminateLease(deps.db, landlord, created.lease.id, addDays(today, -20), today);
      }
    }
    const nextVacant = rentable[leased.length];
    if (nextVacant && tenantNumber % 3 === 0) {
      await addTenant({
        fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        email: `incoming${tenantNumber}@rentwell.demo`,
        phone: '',
        propertyId: property.id,
        unitId: nextVacant.id,
        startDate: firstOfMonth(addMonths(today, 1), 0),
        endDate: addDays(addMonths(firstOfMonth(addMonths(today, 1), 0), 12), -1),
        monthlyRentMinor: nextVacant.marketRentMinor ?? 150_000,
        securityDepositMinor: nextVacant.marketRentMinor ?? 150_000,
        dueDay: 1,
      });
    }
  }

  const history: HistoricalPayment[] = [];
  const recentCutoff = firstOfMonth(today, 1);
  for (const charge of await listChargesDueByDate(deps.db, landlord.organizationId ?? '', today)) {
    const roll = random.next();
    const isRecent = charge.dueDate >= recentCutoff;
    if (isRecent && roll < 0.12) continue;
    if (charge.leaseId === demoTenantLeaseId && charge.dueDate >= firstOfMonth(today, 0)) continue;
    const isPartial = roll > 0.97;
    const method = random.pick(['bank_transfer', 'bank_transfer', 'card', 'check', 'cash'] as const);
    const usualDelay = roll > 0.9 ? random.integer(6, 20) : random.integer(0, 4);
    const delay = charge.leaseId === habituallyLateLeaseId && roll > 0.2 ? 8 + Math.floor(roll * 12) : usualDelay;
    history.push({
      chargeId: charge.id,
      amountMinor: isPartial ? Math.round(charge.amountMinor / 2) : charge.amountMinor,
      method,
      paidOn: addDays(charge.dueDate, delay),
      status: roll < 0.5 ? 'confirmed' : 'paid',
    });
  }
  await importPaymentHistory(
    deps.db,
    landlord,
    history.map((payment) => (payment.paidOn > today ? { ...payment, paidOn: today } : payment)),
  );

  if (demoTenantLeaseId) await reportDemoTenantPayment(deps, demoTenantLeaseId, today);
}

/** The demo tenant has told the landlord they paid this month: one payment awaits 'Confirm Received'. */
async function reportDemoTenantPayment(deps: AppDeps, leaseId: string, today: string) {
  const tenant = await findLeaseTenant(deps.db, leaseId);
  if (!tenant) return;
  const charges = await listChargesDueByDate(deps.db, tenant.organizationId, today);
  const current = charges.filter((charge) => charge.leaseId === leaseId && charge.receivedMinor === 0).at(-1);
  if (!current) return;
  await reportPayment(
    deps.db,
    deps.notifier,
    { userId: tenant.tenantUserId, role: 'tenant', organizationId: tenant.organizationId, ipAddress: null },
    {
      chargeId: current.id,
      amountMinor: current.amountMinor,
      method: 'bank_transfer',
      paidOn: today,
      tenantNotes: 'Sent by bank transfer this morning.',
    },
  );
}
