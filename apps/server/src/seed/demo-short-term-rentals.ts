import { addDays } from '@rentwell/domain/calendar-date';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { todayUtc } from '../lib/today.ts';
import { listProperties } from '../modules/properties/properties.service.ts';
import { createListing } from '../modules/short-term-rentals/listings.service.ts';
import {
  cancelBooking,
  completeBookingsDue,
  createBlock,
  createBooking,
} from '../modules/short-term-rentals/stays.service.ts';
import { createDemoRandom } from './demo-random.ts';

type DemoStay = { guestName: string; guests: number; from: number; nights: number; notes?: string; pending?: boolean };

/** Stays relative to today: some already over this month, one under way, the rest through next month. */
const COTTAGE_STAYS: DemoStay[] = [
  { guestName: 'Sofia Ramirez', guests: 2, from: -20, nights: 3 },
  { guestName: 'James Okafor', guests: 4, from: -12, nights: 5, notes: 'Travelling with a dog (approved)' },
  { guestName: 'Hannah Weiss', guests: 3, from: -2, nights: 4 },
  { guestName: 'Lucas Martin', guests: 2, from: 5, nights: 2 },
  { guestName: 'Priya Natarajan', guests: 4, from: 14, nights: 7, notes: 'Family reunion, late check-in' },
  { guestName: 'Owen Gallagher', guests: 2, from: 30, nights: 3, pending: true },
];

const HOUSE_STAYS: DemoStay[] = [
  { guestName: 'Mei Chen', guests: 5, from: -15, nights: 6 },
  { guestName: 'Daniel Novak', guests: 6, from: 3, nights: 4 },
  { guestName: 'Amara Diallo', guests: 2, from: 20, nights: 5 },
  { guestName: 'Ethan Brooks', guests: 4, from: 33, nights: 4 },
];

const PAST_GUESTS = [
  'Chloe Dubois',
  'Mateo Rossi',
  'Aisha Khan',
  'Noah Fischer',
  'Elena Petrova',
  'Liam O’Connor',
  'Yuki Tanaka',
  'Grace Mensah',
  'Tomás Silva',
  'Isabelle Laurent',
  'Arjun Mehta',
  'Zoe Cohen',
];

/**
 * Half a year of past stays before the ones above (from 180 to 25 days ago): two to six nights each with a few
 * free nights between, so the figures and the analytics report have history.
 */
function pastStays(seed: number, maxGuests: number): DemoStay[] {
  const random = createDemoRandom(seed);
  const stays: DemoStay[] = [];
  for (let from = -180 + random.integer(0, 4); ; ) {
    const nights = random.integer(2, 6);
    if (from + nights > -25) return stays;
    stays.push({ guestName: random.pick(PAST_GUESTS), guests: random.integer(1, maxGuests), from, nights });
    from += nights + random.integer(1, 7);
  }
}

/** The homes the demo lets night by night: no long-term lease, as a home is let once a night. */
export const SHORT_TERM_RENTAL_HOMES = ['Maple Cottage', 'Oak Hollow House'] as const;

/**
 * Two short-term rental listings of the demo organization (issue 16) with bookings across this month and next,
 * past ones completed, a cancelled one, a cleaning block and an owner-use block, all through the real services.
 */
export async function seedDemoShortTermRentals(deps: AppDeps, landlord: OrganizationActor) {
  const today = todayUtc();
  const { items } = await listProperties(deps.db, landlord, { sort: 'name', page: 1, pageSize: 100 });
  const [cottage, house] = SHORT_TERM_RENTAL_HOMES.map((name) => items.find((property) => property.name === name));
  if (!cottage || !house) return;
  const cottageListing = await createListing(deps.db, landlord, {
    propertyId: cottage.id,
    title: 'Maple Cottage – cosy garden retreat',
    description: 'Two bedrooms, a wood stove and a private garden, ten minutes from downtown.',
    nightlyRateMinor: 14_500,
    cleaningFeeMinor: 7_500,
    maxGuests: 4,
  });
  const houseListing = await createListing(deps.db, landlord, {
    propertyId: house.id,
    title: 'Oak Hollow House – family home with hot tub',
    description: 'Four bedrooms, a big kitchen and a hot tub under the oaks. Great for families and groups.',
    nightlyRateMinor: 26_000,
    cleaningFeeMinor: 12_000,
    maxGuests: 8,
  });
  const book = (listingId: string, stay: DemoStay) =>
    createBooking(deps.db, landlord, listingId, {
      guestName: stay.guestName,
      guestEmail: `${(stay.guestName.split(' ')[0] ?? 'guest')
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}@example.com`,
      guestPhone: '+1 503 555 0199',
      guests: stay.guests,
      checkIn: addDays(today, stay.from),
      checkOut: addDays(today, stay.from + stay.nights),
      notes: stay.notes ?? '',
      status: stay.pending ? 'pending' : 'confirmed',
    });
  for (const stay of [...pastStays(16, 4), ...COTTAGE_STAYS]) await book(cottageListing.id, stay);
  for (const stay of [...pastStays(61, 8), ...HOUSE_STAYS]) await book(houseListing.id, stay);
  const cancelled = await book(houseListing.id, { guestName: 'Ryan Fischer', guests: 3, from: 10, nights: 3 });
  await cancelBooking(deps.db, landlord, houseListing.id, cancelled.id);
  await createBlock(deps.db, landlord, cottageListing.id, {
    type: 'cleaning',
    reason: 'Deep clean and linen change after the long stay',
    startDate: addDays(today, 21),
    endDate: addDays(today, 22),
  });
  await createBlock(deps.db, landlord, houseListing.id, {
    type: 'owner_use',
    reason: 'Owners staying for the holidays',
    startDate: addDays(today, 25),
    endDate: addDays(today, 31),
  });
  await completeBookingsDue(deps.db, today);
}
