import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ComputedFrom } from './computed-from.tsx';

const COMPUTED_FROM = {
  computedAt: '2026-11-24T11:45:00.000Z',
  period: { from: '2025-12-01', to: '2026-11-30' },
  records: [
    { kind: 'properties', count: 1 },
    { kind: 'payments', count: 340 },
    { kind: 'expenses', count: 85 },
  ],
} as const;

describe('computed from', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('lists the records counted, the period, the time and who wrote the narrative', () => {
    render(
      <ComputedFrom
        computedFrom={{ ...COMPUTED_FROM, records: [...COMPUTED_FROM.records] }}
        narrativeSource="templates"
      />,
    );
    const line = screen.getByTestId('computed-from');
    expect(line.textContent).toMatch(/^Computed from 1 property, 340 payments, and 85 expenses between /);
    expect(line.textContent).toMatch(/Worded from templates\.$/);
    expect(line.querySelector('time')?.getAttribute('datetime')).toBe(COMPUTED_FROM.computedAt);
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    render(<ComputedFrom computedFrom={{ ...COMPUTED_FROM, period: null, records: [...COMPUTED_FROM.records] }} />);
    expect(screen.getByTestId('computed-from').textContent).toMatch(
      /^Calculé à partir de 1 bien, 340 paiements et 85 dépenses le /,
    );
  });
});
