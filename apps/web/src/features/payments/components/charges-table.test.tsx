import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overdueCharge } from '../../../test/charge-fixtures.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { ChargesTable } from './charges-table.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LATE_FEE = {
  id: '88888888-8888-4888-8888-888888888888',
  amountMinor: 7_250,
  currency: 'USD',
  chargedOn: '2026-04-07',
  waived: null,
};

const CHARGE = overdueCharge({ balanceMinor: 152_250, lateFee: LATE_FEE });

describe('late fees on the payment history', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the fee under its charge and waives it with the reason typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      {
        method: 'POST',
        path: `/api/payments/charges/${CHARGE.id}/late-fee/waive`,
        respond: { ...LATE_FEE, waived: { at: '2026-04-10T09:00:00.000Z', reason: 'Bank delay' } },
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChargesTable charges={[CHARGE]} />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('Late fee')).toBeTruthy();
    expect(within(table).getByText('$72.50')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /^Waive the late fee of the rent due/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive this late fee?' });
    expect(within(dialog).getByText(/The \$72\.50 late fee on Rosa Diaz's rent/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Reason'), 'Bank delay');
    await user.click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.body])).toContainEqual([
        `/api/payments/charges/${CHARGE.id}/late-fee/waive`,
        '{"reason":"Bank delay"}',
      ]),
    );
  });

  it('shows a waived fee struck through with its reason, without Waive', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChargesTable
          charges={[
            {
              ...CHARGE,
              balanceMinor: 145_000,
              lateFee: { ...LATE_FEE, waived: { at: '2026-04-10T09:00:00.000Z', reason: 'Bank delay' } },
            },
          ]}
        />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText(/waived .*: Bank delay/)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Waive/ })).toBeNull();
  });
});
