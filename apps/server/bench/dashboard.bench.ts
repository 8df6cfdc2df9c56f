import { summarizeMonthMoney } from '../src/modules/payments/payments.service.ts';
import { countPortfolio } from '../src/modules/properties/properties.service.ts';
import { type createBenchApp, formatReport, measure } from './bench-app.ts';
import type { seedBenchPortfolio } from './bench-portfolio.ts';

/** The landlord dashboard over 2,000 units and two years of payments: the endpoint beside its aggregates. */
export async function benchmarkDashboard(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<string[]> {
  const actor = { userId: '', role: 'admin' as const, organizationId: portfolio.organizationId, ipAddress: null };
  const endpoint = await measure(50, async () => {
    const response = await bench.app.request('/api/dashboard', { headers: { cookie: portfolio.cookie } });
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
    await response.json();
  });
  const money = await measure(50, () => summarizeMonthMoney(bench.deps.db, portfolio.organizationId, portfolio.today));
  const occupancy = await measure(50, () => countPortfolio(bench.deps.db, actor));
  return [
    'Landlord dashboard, 2,000 units, two years of charges and payments:',
    formatReport('  GET /api/dashboard (whole request)', endpoint),
    formatReport('  money aggregates alone (SQL)', money),
    formatReport('  occupancy aggregates alone (SQL)', occupancy),
  ];
}
