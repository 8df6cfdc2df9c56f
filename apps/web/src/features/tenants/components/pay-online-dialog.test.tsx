import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overdueCharge } from '../../../test/charge-fixtures.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { PayOnlineDialog } from './pay-online-dialog.tsx';

const april = overdueCharge();
const may = overdueCharge({
  id: '77777777-7777-4777-8777-777777777777',
  dueDate: '2026-05-01',
  periodStart: '2026-05-01',
  periodEnd: '2026-05-31',
});

describe('Pay online', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pays the charges picked, shows the total with the convenience fee, and leaves for Stripe', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubFetchRoutes([
      {
        method: 'POST',
        path: '/api/online-payments/checkout',
        respond: () => ({
          status: 201,
          body: { id: '88888888-8888-4888-8888-888888888888', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1' },
        }),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PayOnlineDialog
          charges={[april, may]}
          initialChargeId={april.id}
          convenienceFeeBasisPoints={250}
          open
          onOpenChange={() => {}}
        />
      </QueryClientProvider>,
    );

    // April is picked: $1,450.00 and 2.5 % ($36.25).
    expect(await screen.findByText('Total: $1,486.25, including a convenience fee of $36.25')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^Due Apr 1, 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Choose at least one charge.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /^Due Apr 1, 2026/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Due May 1, 2026/ }));
    expect(screen.getByText('Total: $2,972.50, including a convenience fee of $72.50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/online-payments/checkout') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ pay: 'charges', chargeIds: [april.id, may.id] });
  });
});
