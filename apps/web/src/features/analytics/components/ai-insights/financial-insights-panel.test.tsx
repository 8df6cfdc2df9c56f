import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { apiErrorAnswer, stubFetchRoutes } from '../../../../test/fetch-routes.ts';
import { FinancialInsightsPanel } from './financial-insights-panel.tsx';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const LEASE = '22222222-2222-4222-8222-222222222222';

const INSIGHTS: TFinancialInsights = {
  computedFrom: {
    computedAt: '2026-11-24T12:00:00.000Z',
    period: { from: '2025-11-01', to: '2026-11-24' },
    records: [{ kind: 'payments', count: 120 }],
  },
  narrative: 'Over the last twelve months you received $180,000 in rent.',
  narrativeSource: 'templates',
  trends: [
    {
      currency: 'USD',
      months: [{ month: '2026-10', revenueMinor: 1_500_000, expensesMinor: 400_000, netMinor: 1_100_000 }],
      forecast: [
        {
          month: '2026-11',
          revenueMinor: 1_520_000,
          expensesMinor: 410_000,
          netMinor: 1_110_000,
          revenueLowMinor: 1_450_000,
          revenueHighMinor: 1_580_000,
          expensesLowMinor: 350_000,
          expensesHighMinor: 490_000,
        },
      ],
      revenueChange: 0.05,
      expensesChange: -0.1,
    },
  ],
  netOperatingIncome: [
    {
      propertyId: PROPERTY,
      propertyName: 'Harbor View',
      currency: 'USD',
      incomeMinor: 1_800_000,
      operatingExpensesMinor: 600_000,
      noiMinor: 1_200_000,
    },
  ],
  latePayers: [],
  expenseAnomalies: [],
  vacancies: [],
  recommendations: [
    {
      kind: 'late-payer',
      rank: 1,
      score: 0.4,
      currency: 'USD',
      impactMinor: 300_000,
      latePayer: {
        leaseId: LEASE,
        tenantName: 'Larry Late',
        propertyId: PROPERTY,
        propertyName: 'Harbor View',
        unitLabel: '2',
        currency: 'USD',
        chargesDue: 11,
        lateCharges: 6,
        averageDaysLate: 13,
        outstandingMinor: 150_000,
      },
    },
  ],
};

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <FinancialInsightsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('financial insights panel', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('generates in the reader’s language and shows the ranked cards with their numbers and links', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = stubFetchRoutes([{ method: 'POST', path: '/api/financial-insights', respond: INSIGHTS }]);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Générer l’analyse' }));
    const cards = await screen.findByTestId('financial-recommendations');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ language: 'fr' });
    const [card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(card.textContent).toMatch(/Relancer Larry Late/);
    expect(card.textContent).toMatch(/6 échéances sur 11/);
    expect(within(card).getByRole('link', { name: 'Ouvrir le bail de Larry Late' }).getAttribute('href')).toBe(
      `/tenants?lease=${LEASE}`,
    );
    expect(screen.getByTestId('financial-narrative').textContent).toBe(INSIGHTS.narrative);
    expect(screen.getByTestId('computed-from').textContent).toMatch(/120 paiements/);
    const noiTable = screen.getByRole('region', { name: 'Résultat d’exploitation net par bien' });
    expect(within(noiTable).getByRole('link', { name: 'Harbor View' }).getAttribute('href')).toBe(
      `/properties/${PROPERTY}`,
    );
    const forecastRow = screen.getByText('Prévision').closest('tr');
    expect(forecastRow?.textContent).toMatch(/probablement entre 3\u202f500,00\s\$US et 4\u202f900,00\s\$US/);
  }, 20_000);

  it('says the generation failed when the server does not answer with insights', async () => {
    stubFetchRoutes([
      { method: 'POST', path: '/api/financial-insights', respond: () => apiErrorAnswer(500, 'internal') },
    ]);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Generate insights' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Generation failed');
  });
});
