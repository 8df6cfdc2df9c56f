import type { TFinancialOverview, TRevenueBreakdown } from '@rentwell/contracts/financials';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { FinancialOverviewSection } from './financial-overview-section.tsx';

// recharts needs a real layout; the figure's hidden table carries the same numbers.
vi.mock('../../../components/charts/revenue-bar-chart.tsx', () => ({ default: () => <div data-testid="bars" /> }));

const OVERVIEW: TFinancialOverview = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  currency: 'EUR',
  currencies: ['EUR'],
  incomeMinor: 310_000,
  longTermIncomeMinor: 310_000,
  shortTermIncomeMinor: 0,
  expectedMinor: 400_000,
  expensesMinor: 52_500,
  debtServiceMinor: 0,
  operatingExpensesMinor: 52_500,
  netOperatingIncomeMinor: 257_500,
  cashFlowAfterDebtServiceMinor: 257_500,
  collectionRate: 0.775,
  outstandingBalanceMinor: 90_000,
};

const BREAKDOWN: TRevenueBreakdown = {
  currency: 'EUR',
  currencies: ['EUR'],
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => {
    const collectedMinor = 380_000 - index * 10_000;
    return {
      month,
      expectedMinor: 400_000,
      collectedMinor,
      incomeMinor: collectedMinor,
      longTermIncomeMinor: collectedMinor,
      shortTermIncomeMinor: 0,
      expensesMinor: 50_000,
      debtServiceMinor: 0,
      operatingExpensesMinor: 50_000,
      netOperatingIncomeMinor: collectedMinor - 50_000,
      cashFlowAfterDebtServiceMinor: collectedMinor - 50_000,
    };
  }),
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FinancialOverviewSection />
    </QueryClientProvider>,
  );
}

describe('financial overview section', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for this month's figures and shows them with the six-month chart", async () => {
    const fetchMock = stubFetchRoutes([
      { path: /^\/api\/financials\/overview\?/, respond: OVERVIEW },
      { path: '/api/financials/revenue-breakdown', respond: BREAKDOWN },
      { path: /^\/api\/properties/, respond: { items: [], total: 0, page: 1, pageSize: 100 } },
    ]);
    renderSection();
    expect(await screen.findByText('€3,100.00')).toBeTruthy();
    expect(screen.getByText('78%')).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).includes('overview'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const chart = await screen.findByRole('figure', {
      name: 'Chart: rent collected, rent expected and expenses for each of the last six months',
    });
    expect(chart.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(chart.textContent).toContain('June 2026');
  });

  it("keeps the history in the organization's earlier currency one click away, in its own currency", async () => {
    // The organization switched from USD to EUR: this month's EUR books are empty, the USD history is not.
    const usd = { ...OVERVIEW, currency: 'USD', currencies: ['EUR', 'USD'], incomeMinor: 1_056_140 };
    const fetchMock = stubFetchRoutes([
      { path: /^\/api\/financials\/overview\?.*currency=USD/, respond: usd },
      { path: /^\/api\/financials\/overview\?/, respond: { ...OVERVIEW, currencies: ['EUR', 'USD'] } },
      { path: /^\/api\/financials\/revenue-breakdown\?currency=USD/, respond: { ...BREAKDOWN, currency: 'USD' } },
      { path: /^\/api\/financials\/revenue-breakdown/, respond: BREAKDOWN },
      { path: /^\/api\/properties/, respond: { items: [], total: 0, page: 1, pageSize: 100 } },
    ]);
    renderSection();
    expect(await screen.findByText('€3,100.00')).toBeTruthy();
    expect(
      screen.getByText(
        'Money keeps the currency it was recorded in: each currency has its own totals, never converted.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'USD' }));
    expect(await screen.findByText('$10,561.40')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'USD' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('revenue-breakdown?currency=USD'))).toBe(true);
  });

  it('says when something went wrong and tries again', async () => {
    let fail = true;
    stubFetchRoutes([
      {
        path: /^\/api\/financials\/overview\?/,
        respond: () =>
          fail ? { status: 500, body: { error: { code: 'internal_error', message: '' } } } : { body: OVERVIEW },
      },
      { path: '/api/financials/revenue-breakdown', respond: BREAKDOWN },
      { path: /^\/api\/properties/, respond: { items: [], total: 0, page: 1, pageSize: 100 } },
    ]);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€3,100.00')).toBeTruthy();
  });

  it('shows an empty state for a period with no activity', async () => {
    stubFetchRoutes([
      {
        path: /^\/api\/financials\/overview\?/,
        respond: {
          ...OVERVIEW,
          incomeMinor: 0,
          expectedMinor: 0,
          expensesMinor: 0,
          netOperatingIncomeMinor: 0,
          collectionRate: null,
          outstandingBalanceMinor: 0,
        },
      },
      {
        path: '/api/financials/revenue-breakdown',
        respond: {
          currency: 'EUR',
          currencies: ['EUR'],
          months: BREAKDOWN.months.map((month) => ({
            ...month,
            collectedMinor: 0,
            expectedMinor: 0,
            expensesMinor: 0,
          })),
        },
      },
      { path: /^\/api\/properties/, respond: { items: [], total: 0, page: 1, pageSize: 100 } },
    ]);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'No financial activity in this period' })).toBeTruthy();
    expect(await screen.findByText('No rent or expenses in the last six months yet.')).toBeTruthy();
  });
});
