import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { DEFAULT_PERIOD_FILTER, type TPeriodFilter } from '../../../lib/report-period.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';

const PROPERTIES = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Harbor View Apartments' },
];

function stubProperties(properties: typeof PROPERTIES) {
  stubFetchRoutes([
    {
      path: /^\/api\/properties\?/,
      respond: {
        items: properties.map((property) => ({ ...property, currency: 'EUR' })),
        total: properties.length,
        page: 1,
        pageSize: 50,
      },
    },
  ]);
}

function Harness({ onChange }: { onChange: (value: TPeriodFilter) => void }) {
  const [value, setValue] = useState<TPeriodFilter>(DEFAULT_PERIOD_FILTER);
  return (
    <PeriodFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderHarness(onChange: (value: TPeriodFilter) => void) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onChange={onChange} />
    </QueryClientProvider>,
  );
}

// Radix selects and typing dates: allow a loaded machine time.
describe('period filter', { timeout: 30_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);
  beforeEach(() => stubProperties(PROPERTIES));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the six periods, this month first', async () => {
    const user = userEvent.setup();
    renderHarness(vi.fn());
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period.textContent).toBe('This month');
    await user.click(period);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'This month',
      'Last month',
      'This quarter',
      'Year to date',
      'Last 12 months',
      'Custom range',
    ]);
  });

  it('asks for both ends of a custom range and refuses an inverted one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderHarness(onChange);
    expect(screen.queryByLabelText('From')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom' });
    expect(screen.getByText('Choose the first and last day of the range.')).toBeTruthy();

    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByText('The end of the range is before its start.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-03-10', to: '2026-03-31' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('filters by one property or all of them, and hides the filter with a single property', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderHarness(onChange);
    const property = await screen.findByRole('combobox', { name: 'Property' });
    expect(property.textContent).toBe('All properties');
    await user.click(property);
    await user.click(await screen.findByRole('option', { name: 'Maple Court' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', propertyId: PROPERTIES[0]?.id });
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'All properties' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', propertyId: undefined });
    unmount();

    stubProperties(PROPERTIES.slice(0, 1));
    renderHarness(onChange);
    expect(await screen.findByRole('combobox', { name: 'Period' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Property' })).toBeNull();
  });
});
