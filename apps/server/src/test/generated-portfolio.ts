import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { strListings, strStays } from '@rentwell/db/schema/short-term-rentals';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { createMemberAccount } from '../modules/accounts/accounts.service.ts';
import { type SignedInAccount, signUpLandlord } from './account-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { uniqueEmail } from './test-client.ts';

const PROPERTIES = 20;
const UNITS_PER_PROPERTY = 10;
const LISTINGS = 4;

/**
 * A landlord's 200-unit portfolio in USD with short-term listings, over the 13 months ending with the month of
 * `today`: 20 properties of 10 units, every unit let but the four listed for short stays, a charge a month, most
 * paid (some late into the next month, some never, some awaiting confirmation); repairs and a mortgage payment per
 * property and month and a portfolio-wide insurance bill; four unit listings with confirmed, completed, pending and
 * cancelled bookings, some with a cleaning fee, some across the end of a month.
 */
export async function seedGeneratedPortfolio(
  testApp: TestApp,
  today: string,
): Promise<SignedInAccount & { organizationId: string; listingIds: string[] }> {
  const { db } = testApp.deps;
  const landlord = await signUpLandlord(testApp);
  const { organizationId } = landlord;
  const tenantUserId = await createMemberAccount(db, {
    email: uniqueEmail('generated-tenant'),
    fullName: 'Generated Tenant',
    phone: null,
    role: 'tenant',
    organizationId,
    passwordHash: 'not-used',
    language: 'en',
  });
  const firstMonth = addMonths(`${today.slice(0, 8)}01`, -12);
  const months = Array.from({ length: 13 }, (_, index) => addMonths(firstMonth, index));
  const propertyRows = await db
    .insert(properties)
    .values(
      Array.from({ length: PROPERTIES }, (_, index) => ({
        organizationId,
        name: `Generated ${String(index + 1).padStart(2, '0')}`,
        type: 'apartment' as const,
        address: `${index + 1} Ledger Lane`,
        city: 'Portland',
      })),
    )
    .returning({ id: properties.id });
  const unitRows = await db
    .insert(units)
    .values(
      propertyRows.flatMap((property) =>
        Array.from({ length: UNITS_PER_PROPERTY }, (_, index) => ({
          organizationId,
          propertyId: property.id,
          label: String(index + 1),
          status: 'vacant' as const,
        })),
      ),
    )
    .returning({ id: units.id, propertyId: units.propertyId });
  // The first unit of each listed property is let night by night only: a lease and a stay never share a home's nights.
  const listedPropertyIds = new Set(propertyRows.slice(0, LISTINGS).map((property) => property.id));
  const shortStayUnits = new Map<string, string>();
  for (const unit of unitRows) {
    if (listedPropertyIds.has(unit.propertyId) && !shortStayUnits.has(unit.propertyId)) {
      shortStayUnits.set(unit.propertyId, unit.id);
    }
  }
  const letUnits = unitRows.filter((unit) => shortStayUnits.get(unit.propertyId) !== unit.id);
  const leaseRows = await db
    .insert(leases)
    .values(
      letUnits.map((unit, index) => ({
        organizationId,
        propertyId: unit.propertyId,
        unitId: unit.id,
        tenantUserId,
        startDate: firstMonth,
        endDate: addDays(addMonths(firstMonth, 24), -1),
        monthlyRentMinor: 90_000 + (index % 17) * 1_250,
        currency: 'USD',
        status: 'active' as const,
        dueDay: 1,
      })),
    )
    .returning({ id: leases.id, monthlyRentMinor: leases.monthlyRentMinor });
  const chargeRows = await db
    .insert(rentCharges)
    .values(
      leaseRows.flatMap((lease) =>
        months.map((month) => ({
          organizationId,
          leaseId: lease.id,
          dueDate: month,
          periodStart: month,
          periodEnd: addDays(addMonths(month, 1), -1),
          amountMinor: lease.monthlyRentMinor,
          currency: 'USD',
        })),
      ),
    )
    .returning({
      id: rentCharges.id,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      amountMinor: rentCharges.amountMinor,
    });
  const paymentRows = chargeRows.flatMap((charge, index) => {
    if (index % 11 === 0 || charge.dueDate > today) return [];
    const late = index % 7 === 0;
    const paidOn = addDays(charge.dueDate, late ? 33 : index % 5);
    if (paidOn > today) return [];
    const status = index % 13 === 0 ? ('pending_confirmation' as const) : ('paid' as const);
    return [
      {
        organizationId,
        chargeId: charge.id,
        leaseId: charge.leaseId,
        amountMinor: index % 9 === 0 ? Math.round(charge.amountMinor / 2) : charge.amountMinor,
        currency: 'USD',
        method: 'bank_transfer' as const,
        status,
        paidOn,
      },
    ];
  });
  for (let start = 0; start < paymentRows.length; start += 500) {
    await db.insert(payments).values(paymentRows.slice(start, start + 500));
  }
  await db.insert(expenses).values([
    ...propertyRows.flatMap((property, propertyIndex) =>
      months.flatMap((month, monthIndex) => [
        {
          organizationId,
          propertyId: property.id,
          incurredOn: addDays(month, (propertyIndex + monthIndex) % 27),
          category: 'repairs' as const,
          description: 'Repairs',
          amountMinor: 10_000 + ((propertyIndex * 37 + monthIndex * 53) % 90) * 1_111,
          currency: 'USD',
        },
        {
          organizationId,
          propertyId: property.id,
          incurredOn: addDays(month, 4),
          category: 'mortgage' as const,
          description: 'Mortgage payment',
          amountMinor: 450_000 + propertyIndex * 1_000,
          currency: 'USD',
        },
      ]),
    ),
    ...months.map((month) => ({
      organizationId,
      propertyId: null,
      incurredOn: addDays(month, 14),
      category: 'insurance' as const,
      description: 'Portfolio insurance',
      amountMinor: 123_456,
      currency: 'USD',
    })),
  ]);
  const listingRows = await db
    .insert(strListings)
    .values(
      propertyRows.slice(0, LISTINGS).map((property, index) => ({
        organizationId,
        propertyId: property.id,
        unitId: shortStayUnits.get(property.id) ?? null,
        title: `Generated stay ${index + 1}`,
        nightlyRateMinor: 14_000 + index * 1_000,
        currency: 'USD',
        maxGuests: 4,
      })),
    )
    .returning({ id: strListings.id, nightlyRateMinor: strListings.nightlyRateMinor });
  const statuses = ['confirmed', 'completed', 'completed', 'pending', 'cancelled'] as const;
  await db.insert(strStays).values(
    listingRows.flatMap((listing, listingIndex) =>
      months.flatMap((month, monthIndex) =>
        // Up to 6 nights from days 2, 11 and 23 (+ the listing's index): never overlapping, the last across the
        // end of a short month.
        [2, 11, 23].map((day, stayIndex) => {
          const nights = 2 + ((listingIndex + monthIndex + stayIndex) % 5);
          const startDate = addDays(month, day + listingIndex);
          return {
            organizationId,
            listingId: listing.id,
            kind: 'booking' as const,
            startDate,
            endDate: addDays(startDate, nights),
            status: statuses[(monthIndex + stayIndex + listingIndex) % statuses.length],
            guestName: 'Generated Guest',
            guests: 2,
            nights,
            // An odd total, so its nights are not all equal and the rounding shows.
            totalMinor: listing.nightlyRateMinor * nights + 7_777,
            // A cleaning fee on some, which counts on the check-in night.
            cleaningFeeMinor: stayIndex === 1 ? 4_500 : 0,
            currency: 'USD',
          };
        }),
      ),
    ),
  );
  return { ...landlord, listingIds: listingRows.map((listing) => listing.id) };
}
