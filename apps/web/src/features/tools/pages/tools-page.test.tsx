import type { TRole } from '@rentwell/contracts/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { PORTLAND_LOCATION } from '../../../test/property-fixtures.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { ToolsPage } from './tools-page.tsx';

const PROPERTY_ID = '00000000-0000-4000-8000-000000000010';

const propertyDetail = {
  id: PROPERTY_ID,
  name: 'Maple Court',
  type: 'apartment',
  address: '12 Maple St',
  ...PORTLAND_LOCATION,
  coverImage: null,
  occupancy: { totalUnits: 2, occupiedUnits: 1, vacantUnits: 1, unavailableUnits: 0, occupancyRate: 0.5 },
  createdAt: '2026-01-01T00:00:00.000Z',
  notes: '',
  yearBuilt: 1998,
  purchasePriceMinor: 45_000_000,
  units: [
    {
      id: '00000000-0000-4000-8000-000000000011',
      propertyId: PROPERTY_ID,
      label: '1',
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: null,
      marketRentMinor: 150_000,
      status: 'occupied',
    },
    {
      id: '00000000-0000-4000-8000-000000000012',
      propertyId: PROPERTY_ID,
      label: '2',
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: null,
      marketRentMinor: 120_000,
      status: 'vacant',
    },
  ],
  images: [],
  activeLeaseCount: 1,
};

function stubApi(role: TRole, { hasExpenses = true }: { hasExpenses?: boolean } = {}) {
  return stubFetchRoutes([
    { path: /^\/api\/me/, respond: meResponse(role) },
    {
      path: /^\/api\/properties\?/,
      respond: {
        items: [propertyDetail],
        total: 1,
        page: 1,
        pageSize: 100,
        totals: propertyDetail.occupancy,
      },
    },
    { path: `/api/properties/${PROPERTY_ID}`, respond: propertyDetail },
    ...(hasExpenses
      ? [
          {
            path: /^\/api\/expenses\?.*category=mortgage/,
            respond: { items: [], total: 12, page: 1, pageSize: 1, totalAmountMinor: 2_400_000, currency: 'USD' },
          },
          {
            path: /^\/api\/expenses\?/,
            respond: { items: [], total: 26, page: 1, pageSize: 1, totalAmountMinor: 3_360_000, currency: 'USD' },
          },
        ]
      : []),
  ]);
}

function renderPage(initialEntry = '/tools') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/tools', element: <ToolsPage /> }], { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The results panel of the open calculator. */
function results() {
  return within(screen.getByRole('region', { name: 'Results' }));
}

/** The value shown for a result label ('Cap rate' → '5.00%'). */
function resultValue(label: string) {
  const term = results().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

beforeAll(() => {
  enableRadixSelectInJsdom();
  // recharts' ResponsiveContainer observes its size; jsdom has no ResizeObserver.
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

// Typing with user-event is slow in jsdom, and the calculators render recharts: 30 s timed the mortgage test out under
// a load average of 23 (decision 038).
describe('ToolsPage', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('computes NOI and the cap rate as you type', async () => {
    stubApi('admin');
    const user = userEvent.setup();
    renderPage();

    expect(await results().findByText('Fill in the required fields to see the results.')).toBeTruthy();
    await typeInto(user, 'Purchase price', '1000000');
    await typeInto(user, 'Annual gross rent', '60000');
    await typeInto(user, /^Vacancy/, '');
    await typeInto(user, /^Annual operating expenses/, '10000');

    expect(resultValue('Cap rate')).toBe('5.00%');
    expect(resultValue('Net operating income (NOI)')).toBe('$50,000.00');

    await typeInto(user, /^Vacancy/, '10');
    expect(resultValue('Vacancy loss')).toBe('$6,000.00');
    expect(resultValue('Cap rate')).toBe('4.40%');
  });

  it('shows a translated error instead of results for an invalid value', async () => {
    stubApi('admin');
    const user = userEvent.setup();
    renderPage();

    await typeInto(user, 'Purchase price', '12abc');
    await typeInto(user, 'Annual gross rent', '60000');
    const price = screen.getByLabelText('Purchase price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount, such as 1250.00');
    expect(results().getByText('Fill in the required fields to see the results.')).toBeTruthy();

    await typeInto(user, /^Vacancy/, '120');
    expect(screen.getByText('Enter a percentage from 0 to 100, such as 6.5')).toBeTruthy();
    expect(document.body.textContent).not.toContain('NaN');

    await typeInto(user, 'Purchase price', '0');
    expect(screen.getByText('Enter an amount greater than zero')).toBeTruthy();
  });

  it('computes the mortgage payment, totals and the amortization schedule', async () => {
    stubApi('admin');
    const user = userEvent.setup();
    renderPage('/tools?calculator=mortgage');

    await typeInto(user, 'Price', '250000');
    await typeInto(user, /^Down payment/, '50000');
    await typeInto(user, 'Interest rate (yearly)', '6');

    expect(resultValue('Monthly payment')).toBe('$1,199.10');
    expect(resultValue('Loan amount')).toBe('$200,000.00');
    expect(resultValue('Total interest')).toBe('$231,677.04');
    expect(resultValue('Total of payments')).toBe('$431,677.04');
    expect(screen.getByTestId('amortization-chart')).toBeTruthy();

    const year1 = screen.getByRole('button', { name: 'Year 1' });
    expect(year1.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^Year \d+$/ })).toHaveLength(30);
    await user.click(year1);
    expect(year1.getAttribute('aria-expanded')).toBe('true');
    const month1 = screen.getByText('Month 1').closest('tr');
    expect(month1?.textContent).toContain('$1,000.00');
    expect(month1?.textContent).toContain('$199.10');
    expect(screen.getByText('Month 12')).toBeTruthy();

    await typeInto(user, 'Term', '2.5');
    expect(screen.getByText('Enter whole years from 1 to 50')).toBeTruthy();
    expect(screen.queryByTestId('amortization-chart')).toBeNull();

    await typeInto(user, 'Term', '30');
    await typeInto(user, /^Down payment/, '300000');
    expect(screen.getByText("The down payment can't be more than the price")).toBeTruthy();
  });

  it('computes cash flow, cash-on-cash and total return', async () => {
    stubApi('admin');
    const user = userEvent.setup();
    renderPage('/tools?calculator=roi');

    await typeInto(user, 'Purchase price', '100000');
    await typeInto(user, 'Down payment', '20000');
    await typeInto(user, /^Closing costs/, '2500');
    await typeInto(user, /^Rehab and repairs/, '9000');
    await typeInto(user, 'Monthly rent', '1000');
    await typeInto(user, /^Monthly expenses/, '200');
    await typeInto(user, /^Monthly mortgage payment/, '381.93');
    await typeInto(user, /^Loan interest rate/, '4');
    await typeInto(user, /^Yearly appreciation/, '3');

    expect(resultValue('Cash invested')).toBe('$31,500.00');
    expect(resultValue('Annual cash flow')).toBe('$5,016.84');
    expect(resultValue('Cash-on-cash return')).toBe('15.93%');
    expect(resultValue('Principal repaid in year 1')).toBe('$1,408.80');
    expect(resultValue('Appreciation in year 1')).toBe('$3,000.00');
    expect(resultValue('Total return')).toBe('29.92%');

    // With a loan, the mortgage payment is required: an empty one waits instead of showing a loan nobody repays.
    await typeInto(user, /^Monthly mortgage payment/, '');
    expect(results().getByText('Fill in the required fields to see the results.')).toBeTruthy();
    expect(screen.getByText('Monthly mortgage payment').textContent).not.toContain('Optional');
    await typeInto(user, 'Down payment', '100000');
    expect(resultValue('Cash-on-cash return')).toBe('8.61%');

    await typeInto(user, 'Down payment', '0');
    await typeInto(user, /^Closing costs/, '');
    await typeInto(user, /^Rehab and repairs/, '');
    expect(screen.getByText('Enter the cash you put in: a down payment, closing costs or rehab costs')).toBeTruthy();
    expect(results().getByText('Fill in the required fields to see the results.')).toBeTruthy();
  });

  it('prefills the calculators from a property', async () => {
    const fetchMock = stubApi('admin');
    const user = userEvent.setup();
    renderPage('/tools?calculator=roi');
    await typeInto(user, 'Down payment', '20000');
    await typeInto(user, /^Yearly appreciation/, '3');
    await user.click(screen.getByRole('tab', { name: 'Cap rate' }));

    await user.click(await screen.findByRole('combobox', { name: 'Prefill from a property' }));
    await user.click(await screen.findByRole('option', { name: 'Maple Court' }));

    expect(await screen.findByText('Filled in from Maple Court.')).toBeTruthy();
    expect(screen.getByText('$24,000.00')).toBeTruthy();
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).value).toBe('450000.00');
    expect((screen.getByLabelText('Annual gross rent') as HTMLInputElement).value).toBe('32400.00');
    expect((screen.getByLabelText(/^Annual operating expenses/) as HTMLInputElement).value).toBe('9600.00');
    const expensesCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/expenses'));
    expect(expensesCalls).toHaveLength(2);
    for (const url of expensesCalls) {
      expect(url).toMatch(/propertyId=00000000-0000-4000-8000-000000000010&from=\d{4}-\d{2}-\d{2}&to=/);
      expect(url).toContain('pageSize=1');
    }

    await user.click(screen.getByRole('tab', { name: 'ROI' }));
    expect((screen.getByLabelText('Monthly rent') as HTMLInputElement).value).toBe('2700.00');
    // $33,600 of expenses in a year, of which $24,000 of mortgage: $800 a month of operating expenses, $2,000 of loan.
    expect((screen.getByLabelText(/^Monthly expenses/) as HTMLInputElement).value).toBe('800.00');
    expect((screen.getByLabelText(/^Monthly mortgage payment/) as HTMLInputElement).value).toBe('2000.00');
    // The down payment typed for another price is cleared; the market assumption stays.
    expect((screen.getByLabelText('Down payment') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Yearly appreciation/) as HTMLInputElement).value).toBe('3');
  });

  it('treats a missing expenses endpoint as no expenses', async () => {
    stubApi('admin', { hasExpenses: false });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('combobox', { name: 'Prefill from a property' }));
    await user.click(await screen.findByRole('option', { name: 'Maple Court' }));

    expect(await screen.findByText('Filled in from Maple Court.')).toBeTruthy();
    expect((screen.getByLabelText(/^Annual operating expenses/) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText('not recorded')).toHaveLength(2);
  });

  it('keeps the figures of the property chosen last when an earlier choice answers after it', async () => {
    const otherId = '00000000-0000-4000-8000-000000000020';
    const other = { ...propertyDetail, id: otherId, name: 'Birch Hall', purchasePriceMinor: 30_000_000 };
    const fetchMock = stubFetchRoutes([
      { path: /^\/api\/me/, respond: meResponse('admin') },
      {
        path: /^\/api\/properties\?/,
        respond: { items: [propertyDetail, other], total: 2, page: 1, pageSize: 100, totals: propertyDetail.occupancy },
      },
      { path: `/api/properties/${PROPERTY_ID}`, respond: propertyDetail },
      { path: `/api/properties/${otherId}`, respond: other },
    ]);
    // Maple Court's details wait until Birch Hall's prefill is on screen.
    let releaseMaple: () => void = () => {};
    const mapleHeld = new Promise<void>((resolve) => {
      releaseMaple = resolve;
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === `/api/properties/${PROPERTY_ID}`) await mapleHeld;
      return answer?.(input, init) as Promise<Response>;
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('combobox', { name: 'Prefill from a property' }));
    await user.click(await screen.findByRole('option', { name: 'Maple Court' }));
    await user.click(screen.getByRole('combobox', { name: 'Prefill from a property' }));
    await user.click(await screen.findByRole('option', { name: 'Birch Hall' }));
    expect(await screen.findByText('Filled in from Birch Hall.')).toBeTruthy();

    releaseMaple();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Filled in from Birch Hall.')).toBeTruthy();
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).value).toBe('300000.00');
  });

  it('offers tenants the calculators without the property prefill', async () => {
    const fetchMock = stubApi('tenant');
    renderPage();

    expect(await screen.findByRole('tab', { name: 'Mortgage' })).toBeTruthy();
    await screen.findByLabelText('Purchase price');
    // Give the session a moment to load; the prefill must not appear nor ask for properties.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Prefill from a property' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/properties'))).toBe(false);
  });
});
