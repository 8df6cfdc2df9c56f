import type { TStrFigures, TStrFiguresQuery } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addMonths } from '@rentwell/domain/calendar-date';
import { monthFigures } from '@rentwell/domain/stay-figures';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { scopeOf } from './listings.service.ts';
import { type ListingRow, listListings, listStaysBetween, type StrScope } from './short-term-rentals.repo.ts';

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** Blocks that take nights off the market; cleaning is part of a turnover and stays available. */
const UNAVAILABLE_BLOCK_TYPES = new Set(['owner_use', 'maintenance', 'unavailable']);

/** Each listing's figures for every month from `from` to `to` ('YYYY-MM'), read with one query for the stays. */
async function figuresOfListings(db: Database, scope: StrScope, listings: ListingRow[], from: string, to: string) {
  const months = monthsOf(from, to);
  const last = months[months.length - 1] ?? to;
  const stays = await listStaysBetween(
    db,
    scope,
    listings.map(({ listing }) => listing.id),
    `${from}-01`,
    addMonths(`${last}-01`, 1),
  );
  return listings.flatMap((row) => {
    const own = stays.filter((stay) => stay.listingId === row.listing.id);
    const bookings = own
      .filter((stay) => stay.kind === 'booking' && (stay.status === 'confirmed' || stay.status === 'completed'))
      .map((stay) => ({
        start: stay.startDate,
        end: stay.endDate,
        nights: stay.nights ?? 0,
        totalMinor: stay.totalMinor ?? 0,
        cleaningFeeMinor: stay.cleaningFeeMinor ?? 0,
      }));
    const unavailable = own
      .filter((stay) => stay.kind === 'block' && UNAVAILABLE_BLOCK_TYPES.has(stay.blockType ?? ''))
      .map((stay) => ({ start: stay.startDate, end: stay.endDate }));
    return months.map((month) => ({ row, month, figures: monthFigures(month, bookings, unavailable) }));
  });
}

export async function strFigures(
  db: Database,
  actor: OrganizationActor,
  query: TStrFiguresQuery,
): Promise<TStrFigures> {
  const listings = (await listListings(db, scopeOf(actor))).filter(
    ({ listing }) => !query.listingId || listing.id === query.listingId,
  );
  if (query.listingId && listings.length === 0) throw new AppError('not_found', 'Listing not found');
  const figures = await figuresOfListings(db, scopeOf(actor), listings, query.from, query.to);
  return {
    items: figures.map(({ row, month, figures }) => ({
      listingId: row.listing.id,
      month,
      ...figures,
      currency: row.listing.currency,
    })),
  };
}

/**
 * The analytics report of short-term rentals: one row per listing and month of the period, for the listings priced
 * in the report's currency (optionally of one property), newest month first.
 */
export async function strReportRows(
  db: Database,
  scope: { organizationId: string; propertyId?: string; currency: string },
  period: { from: string; to: string },
) {
  const listings = (await listListings(db, scope, scope.propertyId)).filter(
    ({ listing }) => listing.currency === scope.currency,
  );
  const figures = await figuresOfListings(db, scope, listings, period.from.slice(0, 7), period.to.slice(0, 7));
  return figures
    .map(({ row, month, figures }) => ({
      month,
      property: row.propertyName,
      propertyId: row.listing.propertyId,
      listing: row.listing.title,
      listingId: row.listing.id,
      ...figures,
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
}
