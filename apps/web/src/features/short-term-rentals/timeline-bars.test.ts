import { describe, expect, it } from 'vitest';
import { daysOfMonth, timelineBars } from './timeline-bars.ts';

const stay = (id: string, start: string, end: string, listingId = 'a') => ({ id, listingId, start, end });

describe('timelineBars', () => {
  const month = ['2026-11-01', '2026-12-01'] as const;

  it('places a stay inside the month by its first night and its nights', () => {
    const [bar] = timelineBars([stay('s', '2026-11-03', '2026-11-07')], 'a', ...month);
    expect(bar).toMatchObject({ column: 3, span: 4, startsBefore: false, endsAfter: false });
  });

  it('clips stays that cross the month edges and says so', () => {
    const bars = timelineBars(
      [stay('late', '2026-11-28', '2026-12-03'), stay('early', '2026-10-30', '2026-11-02')],
      'a',
      ...month,
    );
    expect(bars.map((bar) => [bar.stay.id, bar.column, bar.span, bar.startsBefore, bar.endsAfter])).toEqual([
      ['early', 1, 1, true, false],
      ['late', 28, 3, false, true],
    ]);
  });

  it('leaves out other listings and a stay checking out on the 1st (no night of the month)', () => {
    const bars = timelineBars(
      [stay('other', '2026-11-05', '2026-11-06', 'b'), stay('out', '2026-10-28', '2026-11-01')],
      'a',
      ...month,
    );
    expect(bars).toEqual([]);
  });
});

describe('daysOfMonth', () => {
  it('lists every day of the month, leap day included', () => {
    expect(daysOfMonth('2028-02-01', '2028-03-01')).toHaveLength(29);
    expect(daysOfMonth('2026-11-01', '2026-12-01').at(-1)).toBe('2026-11-30');
  });
});
