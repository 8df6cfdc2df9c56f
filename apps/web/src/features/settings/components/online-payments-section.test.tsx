import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { OnlinePaymentsSection } from './online-payments-section.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const WEBHOOK_URL = 'http://localhost:3000/api/online-payments/webhooks/stripe/4f0c8a2e-6d1b-4a57-9a43-0f2b1c3d4e5f';
const notConnected = {
  connected: false,
  keyHint: null,
  webhookUrl: WEBHOOK_URL,
  feePolicy: 'absorb',
  convenienceFeeBasisPoints: 0,
  autopayMaxAttempts: 3,
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OnlinePaymentsSection />
    </QueryClientProvider>,
  );
}

function putBodies(fetchMock: ReturnType<typeof stubFetchRoutes>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/online-payments/settings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('the online payments settings', { timeout: 30_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('connects Stripe with both keys and a convenience fee, then shows only the key hint', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      { path: '/api/online-payments/settings', respond: notConnected },
      {
        method: 'PUT',
        path: '/api/online-payments/settings',
        respond: (body: unknown) => ({
          body: { ...notConnected, ...(body as object), connected: true, keyHint: 'rk_live_…5678' },
        }),
      },
    ]);
    renderSection();

    expect(await screen.findByText(/^Connect your Stripe account to let tenants pay online\./)).toBeTruthy();
    expect((screen.getByLabelText('Webhook endpoint URL') as HTMLInputElement).value).toBe(WEBHOOK_URL);
    expect(screen.getByText('charge.dispute.created')).toBeTruthy();

    // A key of the wrong shape, and a missing secret, are refused in words before anything is sent.
    await user.type(screen.getByLabelText('Restricted API key'), 'pk_live_12345678');
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText(/starts with rk_ or sk_/)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);

    await user.clear(screen.getByLabelText('Restricted API key'));
    await user.type(screen.getByLabelText('Restricted API key'), 'rk_live_abcd12345678');
    await user.type(screen.getByLabelText('Webhook signing secret'), 'whsec_abcdefgh12345678');
    await user.click(screen.getByRole('combobox', { name: "Stripe's fee" }));
    await user.click(await screen.findByRole('option', { name: 'Tenants pay a convenience fee' }));
    await user.type(screen.getByLabelText('Convenience fee (%)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));

    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([
        {
          secretKey: 'rk_live_abcd12345678',
          webhookSecret: 'whsec_abcdefgh12345678',
          feePolicy: 'convenience_fee',
          convenienceFeeBasisPoints: 250,
          autopayMaxAttempts: 3,
        },
      ]),
    );
    expect(await screen.findByText(/^Connected with the key rk_live_…5678\./)).toBeTruthy();
    expect((screen.getByLabelText(/Restricted API key/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Disconnect Stripe' })).toBeTruthy();
  });
});
