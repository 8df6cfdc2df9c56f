import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { TenantFilter } from './tenant-filter.tsx';

/** One page of leases as GET /api/tenants answers it, each with its tenant. */
function leases(names: readonly string[], total: number) {
  return { items: names.map((name) => ({ id: `lease-${name}`, tenant: { id: `t-${name}`, name } })), total };
}

describe('payment history tenant filter', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('past the first 50 leases, typing asks the server and the 51st tenant can be picked', async () => {
    const firstPage = Array.from({ length: 50 }, (_, index) => `Tenant ${String(index).padStart(2, '0')}`);
    const fetchMock = stubFetchRoutes([
      { path: /^\/api\/tenants\?.*search=Tina/, respond: leases(['Tina Torres'], 1) },
      { path: /^\/api\/tenants\?/, respond: leases(firstPage, 51) },
    ]);
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TenantFilter value={undefined} onChange={onChange} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    expect(await screen.findByRole('option', { name: 'Tenant 49' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Tina Torres' })).toBeNull();
    expect(screen.getByText('There are more tenants than shown. Type to find the others.')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'Tina');
    await user.click(await screen.findByRole('option', { name: 'Tina Torres' }));
    expect(onChange).toHaveBeenCalledWith('t-Tina Torres');
    const searched = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(searched.some((url) => url.searchParams.get('search') === 'Tina')).toBe(true);
  });
});
