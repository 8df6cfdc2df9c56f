import type { TMaintenanceAnalysis } from '@rentwell/contracts/maintenance-analysis';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { MaintenanceAnalysisResult } from './maintenance-analysis-result.tsx';

const maple = { id: '00000000-0000-4000-8000-000000000001', name: 'Maple Court' };
const unit = { id: '00000000-0000-4000-8000-0000000000a1', label: '1A' };
const requestId = '00000000-0000-4000-8000-000000001001';

const ANALYSIS: TMaintenanceAnalysis = {
  windowDays: 180,
  from: '2026-05-28',
  to: '2026-11-24',
  requestCount: 9,
  openCount: 3,
  recurringIssues: [
    {
      scope: 'unit',
      property: maple,
      unit,
      category: 'plumbing',
      count: 3,
      firstReportedAt: '2026-08-01T10:00:00.000Z',
      lastReportedAt: '2026-11-02T10:00:00.000Z',
      requestIds: [requestId],
    },
  ],
  costByCategory: [
    { category: 'plumbing', currency: 'USD', totalMinor: 54_000, requestCount: 3, averageMinor: 18_000 },
  ],
  resolutionTimes: [{ category: 'plumbing', completedCount: 3, medianHours: 30, p90Hours: 96 }],
  overdueFollowUps: [
    {
      id: requestId,
      title: 'No heat in the bedroom',
      priority: 'urgent',
      status: 'open',
      category: 'heating_cooling',
      property: maple,
      unit: null,
      reportedAt: '2026-11-20T10:00:00.000Z',
      ageDays: 4,
      thresholdDays: 1,
    },
  ],
  preventiveTasks: [
    {
      kind: 'pipe_freeze_check',
      category: 'plumbing',
      reason: 'recurring',
      season: null,
      property: maple,
      unit,
      evidenceCount: 3,
      dueBy: '2026-12-08',
    },
  ],
  computedFrom: {
    computedAt: '2026-11-24T11:45:00.000Z',
    period: { from: '2026-05-28', to: '2026-11-24' },
    records: [
      { kind: 'maintenanceRequests', count: 12 },
      { kind: 'expenses', count: 2 },
    ],
  },
  narrative: null,
  narrativeSource: 'templates',
};

function renderResult(analysis: TMaintenanceAnalysis = ANALYSIS) {
  return render(
    <MemoryRouter>
      <MaintenanceAnalysisResult analysis={analysis} />
    </MemoryRouter>,
  );
}

describe('maintenance analysis result', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('words the facts from templates and links every item to its requests', () => {
    renderResult();
    expect(screen.getByText('9 requests were reported in the last 180 days. 3 are open now.')).toBeTruthy();
    expect(screen.getByText('The most repeated: Plumbing at Maple Court, 3 times.')).toBeTruthy();
    const recurring = within(screen.getByTestId('maintenance-recurring'));
    expect(recurring.getByRole('link', { name: 'See the 3 requests' }).getAttribute('href')).toBe(
      `/maintenance?category=plumbing&propertyId=${maple.id}`,
    );
    const overdue = within(screen.getByTestId('maintenance-overdue'));
    expect(overdue.getByRole('link', { name: 'No heat in the bedroom' }).getAttribute('href')).toBe(
      `/maintenance?request=${requestId}`,
    );
    expect(overdue.getByText('Open for 4 days.')).toBeTruthy();
    expect(within(screen.getByTestId('maintenance-costs')).getByText('$540.00')).toBeTruthy();
    expect(within(screen.getByTestId('maintenance-resolution')).getByText('30 hr')).toBeTruthy();
    expect(within(screen.getByTestId('maintenance-resolution')).getByText('4 days')).toBeTruthy();
    expect(within(screen.getByTestId('maintenance-preventive')).getByText('Pipe freeze protection')).toBeTruthy();
    expect(screen.getByTestId('computed-from').textContent).toMatch(
      /^Computed from 12 maintenance requests and 2 expenses/,
    );
  });

  it("shows the language model's narrative when it wrote one", () => {
    renderResult({ ...ANALYSIS, narrative: 'Plumbing keeps failing in 1A.', narrativeSource: 'language-model' });
    expect(screen.getByText('Plumbing keeps failing in 1A.')).toBeTruthy();
    expect(screen.queryByText(/were reported in the last/)).toBeNull();
  });

  it('says when a part has nothing, in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    renderResult({ ...ANALYSIS, recurringIssues: [], overdueFollowUps: [], preventiveTasks: [] });
    expect(screen.getByText('Nada se ha repetido en este periodo.')).toBeTruthy();
    expect(screen.getByText('Ninguna solicitud abierta lleva demasiado esperando.')).toBeTruthy();
  });
});
