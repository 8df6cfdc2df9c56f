import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('currency settings', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets an admin set the organization's currency, and says the personal one is for the calculators only", async () => {
    const admin = meResponse('admin');
    const fetchMock = stubFetchRoutes([
      { path: '/api/me', respond: admin },
      {
        method: 'PATCH',
        path: '/api/organization',
        respond: (body: unknown) => ({ body: { ...admin.organization, ...(body as object) } }),
      },
    ]);
    renderPage();

    const organizationCurrency = await screen.findByLabelText('Organization currency');
    expect(organizationCurrency.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Records made before a change keep their currency/)).toBeTruthy();
    expect(screen.getByLabelText('Calculator currency')).toBeTruthy();
    expect(screen.getByText(/Used only by the calculators in Tools/)).toBeTruthy();
    expect(screen.queryByText('Preferred currency')).toBeNull();

    await userEvent.selectOptions(organizationCurrency, 'EUR');
    expect(await screen.findByText("Switch the organization's currency to EUR?")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/organization')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to EUR' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/organization' && init?.method === 'PATCH' && init.body === '{"currency":"EUR"}',
        ),
      ).toBe(true),
    );
  });

  it("shows a property manager only the calculators' currency", async () => {
    stubFetchRoutes([{ path: '/api/me', respond: meResponse('property_manager') }]);
    renderPage();
    expect(await screen.findByLabelText('Calculator currency')).toBeTruthy();
    expect(screen.queryByLabelText('Organization currency')).toBeNull();
  });
});
