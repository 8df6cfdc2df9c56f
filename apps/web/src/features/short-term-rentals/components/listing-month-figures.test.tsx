import type { TListing } from '@rentwell/contracts/short-term-rentals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { ListingMonthFigures } from './listing-month-figures.tsx';

const LISTING = { id: '11111111-1111-4111-8111-111111111111', currency: 'USD' } as TListing;

describe("a listing's month figures", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows ADR and RevPAN of the nights only and the cleaning fees apart', async () => {
    stubFetchRoutes([
      {
        path: /\/api\/str\/figures\?/,
        respond: {
          items: [
            {
              listingId: LISTING.id,
              month: '2027-08',
              availableNights: 21,
              bookedNights: 3,
              occupancyRate: 3 / 21,
              adrMinor: 12_500,
              revpanMinor: 1_786,
              revenueMinor: 43_500,
              cleaningFeesMinor: 6_000,
              currency: 'USD',
            },
          ],
        },
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ListingMonthFigures listing={LISTING} month="2027-08" />
      </QueryClientProvider>,
    );
    const figures = await screen.findByRole('region', { name: "This month's figures" });
    const figure = (label: string) => within(figures).getByText(label).parentElement;
    expect(await within(figures).findByText('$125.00')).toBeTruthy();
    expect(figure('Average daily rate')?.textContent).toContain('Nights only, cleaning fees apart');
    expect(figure('Revenue')?.textContent).toContain('$435.00');
    expect(figure('Cleaning fees')?.textContent).toContain('$60.00');
  });
});
