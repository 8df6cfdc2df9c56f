import { rentRollPage, summarizeRentRoll } from '../src/modules/analytics/analytics.repo.ts';
import { REPORT_BATCH_SIZES } from '../src/modules/analytics/report-types.ts';
import { sumRevenueByMonth } from '../src/modules/financials/financials.repo.ts';
import { type createBenchApp, formatReport, type LatencyReport, measure } from './bench-app.ts';
import { BENCH_PROPERTIES, BENCH_UNITS_PER_PROPERTY, type seedBenchPortfolio } from './bench-portfolio.ts';

type Bench = Awaited<ReturnType<typeof createBenchApp>>;
type Portfolio = Awaited<ReturnType<typeof seedBenchPortfolio>>;

/** Fewer runs for the slow ones (the PDF typesets 2,000 rows). */
async function measureFew(iterations: number, work: () => Promise<unknown>): Promise<LatencyReport> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * quantile))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

/**
 * The six-month revenue breakdown and the rent roll over 2,000 units and two years of charges, payments
 * and expenses (seeded with the portfolio): each endpoint beside the SQL it runs.
 */
export async function benchmarkFinancials(bench: Bench, portfolio: Portfolio): Promise<string[]> {
  const { db } = bench.deps;
  const headers = { cookie: portfolio.cookie };
  const scope = { organizationId: portfolio.organizationId, currency: 'USD' };
  const lastMonth = `${portfolio.today.slice(0, 8)}01`;
  const firstMonth = new Date(`${lastMonth}T00:00:00Z`);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - 5);

  const request = async (path: string, read: (response: Response) => Promise<unknown>) => {
    const response = await bench.app.request(path, { headers });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await read(response);
  };

  const breakdownEndpoint = await measure(50, () =>
    request('/api/financials/revenue-breakdown', (response) => response.json()),
  );
  const breakdownSql = await measure(50, () =>
    sumRevenueByMonth(db, scope, { firstMonth: firstMonth.toISOString().slice(0, 10), lastMonth }),
  );
  const overviewEndpoint = await measure(50, () => request('/api/financials/overview', (response) => response.json()));

  const rollEndpoint = await measure(20, () =>
    request('/api/analytics/reports/rent-roll', (response) => response.json()),
  );
  const rollCsv = await measure(20, () =>
    request('/api/analytics/reports/rent-roll/export?format=csv&lang=en', (response) => response.arrayBuffer()),
  );
  const rollSql = await measure(20, async () => {
    await summarizeRentRoll(db, scope, portfolio.today);
    let after: Parameters<typeof rentRollPage>[3]['after'] = null;
    while (true) {
      const page = await rentRollPage(db, scope, portfolio.today, { after, limit: REPORT_BATCH_SIZES.rentRoll });
      const last = page.at(-1);
      if (!last || page.length < REPORT_BATCH_SIZES.rentRoll) break;
      after = { propertyName: last.property, propertyId: last.property_id, unitLabel: last.unit, unitId: last.unit_id };
    }
  });
  const rollPdf = await measureFew(3, () =>
    request('/api/analytics/reports/rent-roll/export?format=pdf&lang=en', (response) => response.arrayBuffer()),
  );
  const units = BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY;
  return [
    `Financials and analytics, ${units.toLocaleString('en')} units, two years of charges, payments and expenses (${bench.deps.handle.kind}):`,
    formatReport('  GET /api/financials/revenue-breakdown', breakdownEndpoint),
    formatReport('  six-month breakdown SQL alone', breakdownSql),
    formatReport('  GET /api/financials/overview', overviewEndpoint),
    formatReport('  GET /api/analytics/reports/rent-roll (JSON, first page: 100 rows)', rollEndpoint),
    formatReport('  rent roll export, CSV (streamed)', rollCsv),
    formatReport(`  rent roll SQL alone (summary + ${Math.ceil(units / REPORT_BATCH_SIZES.rentRoll)} pages)`, rollSql),
    formatReport('  rent roll export, PDF', rollPdf),
  ];
}
