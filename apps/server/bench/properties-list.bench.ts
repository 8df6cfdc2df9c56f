import { listProperties as listPropertyRows } from '../src/modules/properties/properties.repo.ts';
import { type createBenchApp, formatReport, measure } from './bench-app.ts';
import { BENCH_PROPERTIES, BENCH_UNITS_PER_PROPERTY, type seedBenchPortfolio } from './bench-portfolio.ts';

/** The properties list for an organization with 2,000 units: the endpoint beside its SQL alone. */
export async function benchmarkPropertiesList(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<string[]> {
  const query = { sort: 'occupancy' as const, page: 1, pageSize: 24 };
  const endpoint = await measure(100, async () => {
    const response = await bench.app.request('/api/properties?sort=occupancy&pageSize=24', {
      headers: { cookie: portfolio.cookie },
    });
    if (response.status !== 200) throw new Error(`list answered ${response.status}`);
    await response.json();
  });
  const sqlOnly = await measure(100, () =>
    listPropertyRows(bench.deps.db, { organizationId: portfolio.organizationId }, query),
  );
  return [
    `Properties list, ${BENCH_PROPERTIES} properties / ${BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY} units (${bench.deps.handle.kind}):`,
    formatReport('  GET /api/properties (whole request)', endpoint),
    formatReport('  page query alone (SQL aggregate)', sqlOnly),
  ];
}
