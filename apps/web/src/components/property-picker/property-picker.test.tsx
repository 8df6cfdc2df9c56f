import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../test/fetch-routes.ts';
import { PropertyPicker } from './property-picker.tsx';

function page(names: readonly string[], total: number) {
  return {
    items: names.map((name, index) => ({ id: `p-${name}`, name, currency: 'EUR', index })),
    total,
    page: 1,
    pageSize: 50,
  };
}

function renderPicker(value: string | undefined, onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <label htmlFor="picker">Property</label>
      <PropertyPicker
        id="picker"
        value={value}
        onChange={onChange}
        leadingOptions={[{ value: undefined, label: 'All properties' }]}
      />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('property picker', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('beyond one page says so, and typing searches the server for the others', async () => {
    const fetchMock = stubFetchRoutes([
      { path: /^\/api\/properties\?.*search=Zeta/, respond: page(['Zeta Court'], 1) },
      { path: /^\/api\/properties\?/, respond: page(['Alpha House', 'Beta Flats'], 120) },
    ]);
    const onChange = renderPicker(undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    expect(await screen.findByRole('option', { name: 'Alpha House' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 120 properties. Type to find the others.')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Zeta Court' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Zeta');
    await user.click(await screen.findByRole('option', { name: 'Zeta Court' }));
    expect(onChange).toHaveBeenCalledWith('p-Zeta Court', { id: 'p-Zeta Court', name: 'Zeta Court', currency: 'EUR' });
    const searched = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(searched.some((url) => url.searchParams.get('search') === 'Zeta')).toBe(true);
    expect(searched.every((url) => url.searchParams.get('pageSize') === '50')).toBe(true);
  });

  it('names a chosen property that is not on the first page, and the leading option clears the choice', async () => {
    stubFetchRoutes([
      { path: '/api/properties/p-far', respond: { id: 'p-far', name: 'Far Away Lofts', currency: 'EUR' } },
      { path: /^\/api\/properties\?/, respond: page(['Alpha House'], 120) },
    ]);
    const onChange = renderPicker('p-far');
    const trigger = screen.getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(trigger.textContent).toBe('Far Away Lofts'));
    const user = userEvent.setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'All properties' }));
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
