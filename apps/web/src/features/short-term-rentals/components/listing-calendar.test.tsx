import type { TListing } from '@rentwell/contracts/short-term-rentals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayLocal } from '../../../lib/today.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { ListingCalendar } from './listing-calendar.tsx';

const LISTING: TListing = {
  id: '11111111-1111-4111-8111-111111111111',
  property: { id: '22222222-2222-4222-8222-222222222222', name: 'Maple Cottage' },
  unit: null,
  title: 'Maple Cottage, whole home',
  description: '',
  nightlyRateMinor: 12_000,
  cleaningFeeMinor: 5_000,
  currency: 'USD',
  maxGuests: 4,
  active: true,
  exportFeedActive: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function dayButton(day: string) {
  const button = document.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`);
  if (!button) throw new Error(`No button for ${day}`);
  return button;
}

function renderCalendar(calendar: { bookings: unknown[] }) {
  stubFetchRoutes([
    {
      path: /\/calendar\?/,
      respond: { listingId: LISTING.id, from: '2000-01-01', to: '2000-01-02', blocks: [], ...calendar },
    },
    { path: /\/api\/str\/figures\?/, respond: { items: [] } },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ListingCalendar listing={LISTING} />
    </QueryClientProvider>,
  );
}

describe('the listing calendar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names a taken day by what it shows, its date and that it is taken, saying the guest's name once", async () => {
    const month = todayLocal().slice(0, 7);
    renderCalendar({
      bookings: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          listingId: LISTING.id,
          guestName: 'Ana Díaz',
          guestEmail: '',
          guestPhone: '',
          guests: 2,
          checkIn: `${month}-10`,
          checkOut: `${month}-12`,
          nights: 2,
          totalMinor: 29_000,
          currency: 'USD',
          status: 'confirmed',
          notes: '',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });

    await waitFor(() => expect(dayButton(`${month}-10`).getAttribute('aria-label')).toMatch(/^10 Ana Díaz, /));
    const taken = dayButton(`${month}-10`).getAttribute('aria-label') ?? '';
    expect(taken).toMatch(/^10 Ana Díaz, .+ \d{4}, taken$/);
    expect(taken.split('Ana Díaz')).toHaveLength(2);
    expect(dayButton(`${month}-12`).getAttribute('aria-label')).toMatch(/^[^,]+ 12, \d{4}, free$/);
  });

  it('books the nights from the first to the last day chosen, as the timeline of all listings does', async () => {
    renderCalendar({ bookings: [] });
    const month = todayLocal().slice(0, 7);
    const user = userEvent.setup();
    await user.click(dayButton(`${month}-10`));
    await user.click(dayButton(`${month}-13`));

    expect(screen.getByText(/^4 nights, .* \(check-out\)\.$/)).toBeTruthy();
    expect(dayButton(`${month}-13`).getAttribute('aria-pressed')).toBe('true');
    expect(dayButton(`${month}-14`).getAttribute('aria-pressed')).toBe('false');
  });
});
