import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { OrganizationSection } from './organization-section.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const organization = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Maple Rentals',
  currency: 'USD',
  timeZone: 'UTC',
  shareTenantDetailsWithModel: false,
  emailReceipts: true,
  rentNoticeDaysBefore: 7,
  paymentInstructions: '',
};

describe("the organization's time zone", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the saved zone with a hint of what it changes, and saves another', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      {
        method: 'PATCH',
        path: '/api/organization',
        respond: (body: unknown) => ({ body: { ...organization, ...(body as object) } }),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrganizationSection organization={organization} />
      </QueryClientProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Organization time zone' });
    expect(select.value).toBe('UTC');
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/when rent is due and overdue/);
    await user.selectOptions(select, 'America/Los_Angeles');
    await waitFor(() => {
      const patches = fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/organization' && init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)));
      expect(patches).toEqual([{ timeZone: 'America/Los_Angeles' }]);
    });
  });

  it("asks before tenants' names go to the language model: off by default, on sends the change", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      {
        method: 'PATCH',
        path: '/api/organization',
        respond: (body: unknown) => ({ body: { ...organization, ...(body as object) } }),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrganizationSection organization={organization} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('switch', {
      name: "Send tenants' names and contact details to the language model",
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() => {
      const patches = fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/organization' && init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)));
      expect(patches).toEqual([{ shareTenantDetailsWithModel: true }]);
    });
  });

  it('asks before switching the currency, says history keeps its own and totals stay per currency', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchRoutes([
      {
        method: 'PATCH',
        path: '/api/organization',
        respond: (body: unknown) => ({ body: { ...organization, ...(body as object) } }),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrganizationSection organization={organization} />
      </QueryClientProvider>,
    );
    const patches = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/organization' && init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Organization currency' });
    await user.selectOptions(select, 'EUR');
    const dialog = await screen.findByRole('alertdialog', { name: "Switch the organization's currency to EUR?" });
    expect(dialog.textContent).toMatch(/keeps its own currency \(USD\): nothing is converted/);
    expect(dialog.textContent).toMatch(/separate total for each currency/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(select.value).toBe('USD'));
    expect(patches()).toEqual([]);

    await user.selectOptions(select, 'EUR');
    await user.click(await screen.findByRole('button', { name: 'Switch to EUR' }));
    await waitFor(() => expect(patches()).toEqual([{ currency: 'EUR' }]));
  });
});
