import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { RentRulesSection } from './rent-rules-section.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const noRules = {
  graceDays: 0,
  lateFeeKind: 'none',
  flatAmountMinor: null,
  percentBasisPoints: null,
  capMinor: null,
  overdueFirstDays: 5,
  overdueSecondDays: 15,
  overdueFinalDays: 30,
  currency: 'USD',
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RentRulesSection />
    </QueryClientProvider>,
  );
}

function putBodies(fetchMock: ReturnType<typeof stubFetchRoutes>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/organization/rent-rules' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('the rent rules form', { timeout: 30_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves 5 grace days and 5 % capped at $100, and says what will happen', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      { path: '/api/organization/rent-rules', respond: noRules },
      {
        method: 'PUT',
        path: '/api/organization/rent-rules',
        respond: (body: unknown) => ({ body: { ...noRules, ...(body as object) } }),
      },
    ]);
    renderSection();

    const graceDays = await screen.findByLabelText('Grace days');
    expect(screen.getByText(/No late fee is added/)).toBeTruthy();
    expect(screen.getByText(/Days after the due date before a late fee is added/)).toBeTruthy();
    await user.clear(graceDays);
    await user.type(graceDays, '5');
    await user.click(screen.getByRole('combobox', { name: 'Late fee' }));
    await user.click(await screen.findByRole('option', { name: 'Percentage of the rent' }));
    await user.type(screen.getByLabelText('Percentage (%)'), '5');
    await user.type(screen.getByLabelText(/Maximum fee \(USD\)/), '100');
    await user.click(screen.getByRole('button', { name: 'Save rent rules' }));

    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([
        {
          graceDays: 5,
          lateFeeKind: 'percent',
          flatAmountMinor: null,
          percentBasisPoints: 500,
          capMinor: 10_000,
          overdueFirstDays: 5,
          overdueSecondDays: 15,
          overdueFinalDays: 30,
        },
      ]),
    );
    expect(
      await screen.findByText(
        /more than 5 days after its due date gets a late fee of 5% of the rent, at most \$100\.00/,
      ),
    ).toBeTruthy();
  });

  it('shows translated errors and sends nothing while a value is wrong', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([{ path: '/api/organization/rent-rules', respond: noRules }]);
    renderSection();

    const graceDays = await screen.findByLabelText('Grace days');
    await user.clear(graceDays);
    await user.type(graceDays, '61');
    await user.click(screen.getByRole('combobox', { name: 'Late fee' }));
    await user.click(await screen.findByRole('option', { name: 'Flat amount' }));
    await user.click(screen.getByRole('button', { name: 'Save rent rules' }));

    expect(await screen.findByText(/at most 60/i)).toBeTruthy();
    const amount = screen.getByLabelText('Fee amount (USD)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Late fee' }));
    await user.click(await screen.findByRole('option', { name: 'Percentage of the rent' }));
    await user.type(screen.getByLabelText('Percentage (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save rent rules' }));
    expect(await screen.findByText(/at most 100/i)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('refuses a second overdue letter that would not come after the first', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([{ path: '/api/organization/rent-rules', respond: noRules }]);
    renderSection();

    const second = await screen.findByLabelText('Second notice after (days)');
    await user.clear(second);
    await user.type(second, '5');
    await user.click(screen.getByRole('button', { name: 'Save rent rules' }));
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(putBodies(fetchMock)).toEqual([]);
  });
});
