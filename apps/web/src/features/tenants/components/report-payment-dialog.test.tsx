import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/session.ts';
import { overdueCharge } from '../../../test/charge-fixtures.ts';
import { jsonResponse, meResponse } from '../../../test/me-fixtures.ts';
import { ReportPaymentDialog } from './report-payment-dialog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const CHARGE = overdueCharge({ receivedMinor: 45_000, balanceMinor: 100_000 });

function renderDialog() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      jsonResponse(
        {
          id: '77777777-7777-4777-8777-777777777777',
          amountMinor: 100_000,
          method: 'cash',
          status: 'pending_confirmation',
          paidOn: '2026-04-02',
          tenantNotes: '',
          receiptUrl: null,
          createdAt: '2026-04-02T10:00:00.000Z',
        },
        201,
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  // The signed-in tenant is known already: the form's dates come from their organization's day.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions().queryKey, meResponse('tenant'));
  render(
    <QueryClientProvider client={queryClient}>
      <ReportPaymentDialog charge={CHARGE} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { fetchMock, onOpenChange };
}

// Many user interactions per test: allow a loaded machine time.
describe("'I have paid' form", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prefills the open balance and refuses missing, unreadable or zero amounts and long notes', async () => {
    const { fetchMock } = renderDialog();
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount paid (USD)') as HTMLInputElement;
    expect(amount.value).toBe('1000.00');
    const submit = screen.getByRole('button', { name: 'Send to my landlord' });

    await user.clear(amount);
    await user.click(submit);
    expect(await screen.findByText('This field is required')).toBeTruthy();

    await user.type(amount, 'abc');
    await user.click(submit);
    expect(await screen.findByText('Enter an amount, such as 1250.00')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(submit);
    expect(await screen.findByText('Enter an amount greater than zero')).toBeTruthy();

    await user.clear(screen.getByLabelText('Date paid'));
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);

    const notes = screen.getByLabelText(/Note for your landlord/);
    await user.click(notes);
    await user.paste('x'.repeat(1001));
    await user.click(submit);
    expect(await screen.findByText('Must be at most 1000 characters')).toBeTruthy();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the payment in minor units, to be confirmed by the landlord', async () => {
    const { fetchMock, onOpenChange } = renderDialog();
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount paid (USD)');
    await user.clear(amount);
    await user.type(amount, '1,000.5');
    await user.type(screen.getByLabelText(/Note for your landlord/), 'Ref 123');
    await user.click(screen.getByRole('button', { name: 'Send to my landlord' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/payments/reports');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      chargeId: CHARGE.id,
      amountMinor: 100_050,
      method: 'bank_transfer',
      tenantNotes: 'Ref 123',
    });
  });
});
