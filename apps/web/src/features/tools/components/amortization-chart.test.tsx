import { amortizationByYear, amortizationSchedule } from '@rentwell/domain/mortgage';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AmortizationChart from './amortization-chart.tsx';

/** jsdom lays nothing out: the chart's container measures as a phone-wide box, everything else as nothing. */
function giveTheChartASize() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const isContainer = this.classList.contains('recharts-responsive-container');
    return DOMRect.fromRect(isContainer ? { width: 360, height: 288 } : {});
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

describe('the amortization chart', () => {
  it('draws the three lines over the years of the loan, with their legend', async () => {
    giveTheChartASize();
    const principalMinor = 20_000_000;
    const years = amortizationByYear(amortizationSchedule({ principalMinor, annualRate: 0.06, termYears: 30 }));
    const { container } = render(<AmortizationChart years={years} principalMinor={principalMinor} currency="USD" />);

    expect(await screen.findByText('Balance')).toBeTruthy();
    expect(screen.getByText('Interest paid')).toBeTruthy();
    expect(screen.getByText('Principal repaid')).toBeTruthy();
    const lines = await waitFor(() => {
      const drawn = container.querySelectorAll('path.recharts-line-curve');
      expect(drawn).toHaveLength(3);
      return drawn;
    });
    for (const line of lines) expect(line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
  });
});
