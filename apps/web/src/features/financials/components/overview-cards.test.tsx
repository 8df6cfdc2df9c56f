import type { TFinancialOverview } from '@rentwell/contracts/financials';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { OverviewCards } from './overview-cards.tsx';

const OVERVIEW: TFinancialOverview = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  currency: 'USD',
  currencies: ['USD'],
  incomeMinor: 1_234_550,
  longTermIncomeMinor: 1_034_550,
  shortTermIncomeMinor: 200_000,
  expectedMinor: 1_500_000,
  expensesMinor: 245_000,
  debtServiceMinor: 100_000,
  operatingExpensesMinor: 145_000,
  netOperatingIncomeMinor: 1_089_550,
  cashFlowAfterDebtServiceMinor: 989_550,
  collectionRate: 0.8231,
  outstandingBalanceMinor: 265_450,
};

/** The value of the card headed `label` (spaces normalised: Intl uses narrow no-break spaces). */
function cardValue(label: string): string {
  const heading = screen.getByRole('heading', { name: label });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${label}`);
  const value = within(card).getByText((_content, element) => element?.tagName === 'P' && element !== heading, {
    selector: 'p.tabular-nums',
  });
  return (value.textContent ?? '').replace(/\s/g, ' ');
}

describe('financial overview cards', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('formats money in the organization currency and the rate as a percentage', () => {
    render(<OverviewCards overview={OVERVIEW} />);
    expect(cardValue('Income')).toBe('$12,345.50');
    expect(screen.getByText('Long-term rent $10,345.50 + short-term stays $2,000.00')).toBeTruthy();
    expect(cardValue('Expenses')).toBe('$2,450.00');
    expect(screen.getByText('Including $1,000.00 of mortgage payments')).toBeTruthy();
    expect(cardValue('Collection rate')).toBe('82%');
    expect(screen.getByText('Of the $15,000.00 rent due in the period, received')).toBeTruthy();
    expect(cardValue('Outstanding balance')).toBe('$2,654.50');
  });

  it('says under every figure what it counts, the outstanding balance how it differs from the overdue figure', () => {
    render(<OverviewCards overview={OVERVIEW} />);
    for (const card of within(screen.getByRole('list')).getAllByRole('listitem')) {
      expect(card.querySelectorAll('p.text-xs')).toHaveLength(1);
    }
    expect(
      screen.getByText(
        "Rent due by the end of the period and still unpaid, late fees not included (the dashboard's Overdue adds late fees and counts to today)",
      ),
    ).toBeTruthy();
  });

  it('shows net operating income as income minus expenses other than debt service, and the cash flow after it', () => {
    render(<OverviewCards overview={OVERVIEW} />);
    // 12,345.50 − (2,450.00 − 1,000.00 of mortgage) = 10,895.50; less the mortgage: 9,895.50.
    expect(cardValue('Net operating income')).toBe('$10,895.50');
    expect(screen.getByText('Income minus expenses other than mortgage payments')).toBeTruthy();
    expect(cardValue('Cash flow after debt service')).toBe('$9,895.50');
  });

  it('marks a loss and says when no rent fell due', () => {
    render(
      <OverviewCards
        overview={{ ...OVERVIEW, incomeMinor: 0, netOperatingIncomeMinor: -245_000, collectionRate: null }}
      />,
    );
    expect(cardValue('Net operating income')).toBe('-$2,450.00');
    expect(screen.getByText('-$2,450.00').className).toContain('text-danger');
    expect(cardValue('Collection rate')).toBe('—');
    expect(screen.getByText('No rent fell due in the period')).toBeTruthy();
  });

  it('follows the language and the currency: euros in French, yen without decimals', async () => {
    await i18n.changeLanguage('fr');
    const { unmount } = render(<OverviewCards overview={{ ...OVERVIEW, currency: 'EUR' }} />);
    expect(cardValue('Revenus')).toBe('12 345,50 €');
    expect(cardValue('Taux d’encaissement')).toBe('82 %');
    unmount();
    await i18n.changeLanguage('en');
    render(<OverviewCards overview={{ ...OVERVIEW, currency: 'JPY', incomeMinor: 120_000 }} />);
    expect(cardValue('Income')).toBe('¥120,000');
  });
});
