import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter.tsx';

describe('date range filter', () => {
  it('keeps each end within the other and reports both ends, an emptied one as undefined', () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilter
        fromLabel="From"
        toLabel="To"
        value={{ from: '2026-03-01', to: '2026-03-31' }}
        onChange={onChange}
      />,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from.getAttribute('max')).toBe('2026-03-31');
    expect(to.getAttribute('min')).toBe('2026-03-01');

    fireEvent.change(to, { target: { value: '2026-04-15' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-04-15' });
    fireEvent.change(from, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: '2026-03-31' });
  });
});
