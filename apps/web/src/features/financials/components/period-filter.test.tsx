import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { DEFAULT_PERIOD_FILTER, type TPeriodFilter } from '../../../lib/report-period.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';

const PROPERTIES = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Harbor View Apartments' },
];

function Harness({
  onChange,
  properties = PROPERTIES,
}: {
  onChange: (value: TPeriodFilter) => void;
  properties?: typeof PROPERTIES;
}) {
  const [value, setValue] = useState<TPeriodFilter>(DEFAULT_PERIOD_FILTER);
  return (
    <PeriodFilter
      value={value}
      properties={properties}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// Radix selects and typing dates: allow a loaded machine time.
describe('period filter', { timeout: 30_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);

  it('offers the six periods, this month first', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
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
    render(<Harness onChange={onChange} />);
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
    const { unmount } = render(<Harness onChange={onChange} />);
    const property = screen.getByRole('combobox', { name: 'Property' });
    expect(property.textContent).toBe('All properties');
    await user.click(property);
    await user.click(await screen.findByRole('option', { name: 'Maple Court' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', propertyId: PROPERTIES[0]?.id });
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'All properties' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', propertyId: undefined });
    unmount();

    render(<Harness onChange={onChange} properties={PROPERTIES.slice(0, 1)} />);
    expect(screen.queryByRole('combobox', { name: 'Property' })).toBeNull();
  });
});
