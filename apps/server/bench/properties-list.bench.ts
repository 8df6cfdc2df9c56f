import type { Database } from '@rentwell/db/create-db';
import { queryOnClient } from '@rentwell/db/prepared-statement';
import { createApp } from '../src/app.ts';
import { listStatementFor, listValues } from '../src/modules/properties/properties-list.repo.ts';
import { createPropertyListCache } from '../src/modules/properties/property-list-cache.ts';
import { type createBenchApp, formatReport, measure } from './bench-app.ts';
import { BENCH_PROPERTIES, BENCH_UNITS_PER_PROPERTY, type seedBenchPortfolio } from './bench-portfolio.ts';

const LIST_QUERY = { sort: 'occupancy' as const, page: 1, pageSize: 24 };

/**
 * The one statement GET /api/properties?sort=occupancy&pageSize=24 runs (session look-up aside), replayed on the
 * driver's client with the same text and parameters: what the request's SQL costs without the app around it.
 */
export async function replayListStatement(db: Database, organizationId: string) {
  const statement = listStatementFor(LIST_QUERY.sort);
  const values = statement.params(listValues(organizationId, LIST_QUERY));
  return queryOnClient(db, { name: statement.name, text: statement.text, values });
}

/** The properties list for an organization with 2,000 units: the endpoint, from its cache and not, beside its SQL alone. */
export async function benchmarkPropertiesList(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<string[]> {
  const listOnce = (app: typeof bench.app) => async () => {
    const response = await app.request('/api/properties?sort=occupancy&pageSize=24', {
      headers: { cookie: portfolio.cookie },
    });
    if (response.status !== 200) throw new Error(`list answered ${response.status}`);
    await response.json();
  };
  const endpoint = await measure(100, listOnce(bench.app));
  const missingApp = createApp({ ...bench.deps, propertyLists: createPropertyListCache({ organizations: 0 }) });
  const endpointMissing = await measure(100, listOnce(missingApp));
  const sqlOnly = await measure(100, () => replayListStatement(bench.deps.db, portfolio.organizationId));
  return [
    `Properties list, ${BENCH_PROPERTIES} properties / ${BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY} units (${bench.deps.handle.kind}):`,
    formatReport('  GET /api/properties (whole request)', endpoint),
    formatReport('  the same, every answer a cache miss', endpointMissing),
    formatReport('  its statement alone (SQL)', sqlOnly),
  ];
}
