import { createApp } from '../src/app.ts';
import { createPropertyListCache } from '../src/modules/properties/property-list-cache.ts';
import { type createBenchApp, formatReport, measure } from './bench-app.ts';
import type { seedBenchPortfolio } from './bench-portfolio.ts';
import { atLeast, atMost, type BenchSection, type Goal } from './goals.ts';
import { listen, listenHelloWorld } from './http-servers.ts';
import { type LoadReport, runLoad } from './load-generator.ts';
import { replayListStatement } from './properties-list.bench.ts';

const CONNECTIONS = 50;
const HELLO_DURATION_MS = 5_000;
const APP_DURATION_MS = 10_000;

type ReferenceFigures = {
  database: string;
  connections: number;
  hello: LoadReport;
  propertiesList: LoadReport;
  /** The same load with every answer read from the database, as after a write (the list's cache keeping nothing). */
  propertiesListMissing: LoadReport;
  requestsPerSecondRatio: number;
  p99Ratio: number;
  apiP50OverSqlP50: number;
};

const LIST_PATH = '/api/properties?sort=occupancy&pageSize=24';

async function loadList(fetch: (request: Request) => Response | Promise<Response>, cookie: string) {
  const server = await listen(fetch);
  try {
    return await runLoad({
      url: `${server.url}${LIST_PATH}`,
      headers: { cookie },
      connections: CONNECTIONS,
      durationMs: APP_DURATION_MS,
    });
  } finally {
    await server.close();
  }
}

function describe(label: string, report: LoadReport): string {
  return `  ${label.padEnd(42)} ${report.requestsPerSecond.toFixed(1).padStart(8)} req/s   p50 ${report.p50Ms.toFixed(1).padStart(7)} ms   p99 ${report.p99Ms.toFixed(1).padStart(7)} ms   (${report.requests} answered, errors ${JSON.stringify(report.errors)}, ${report.timeouts} timed out at 10 s)`;
}

/**
 * The properties list under 50 concurrent clients as a ratio to a bare Hono hello-world measured the same way in the
 * same run, and the list's p50 against its SQL's p50 alone (issue 19's reference figures). The list's answers come
 * from its cache while nothing changes (decision 018); each figure is also given with every answer a miss.
 */
export async function benchmarkReference(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<BenchSection> {
  const hello = await listenHelloWorld();
  let helloReport: LoadReport;
  try {
    helloReport = await runLoad({ url: `${hello.url}/`, connections: CONNECTIONS, durationMs: HELLO_DURATION_MS });
  } finally {
    await hello.close();
  }
  const missingApp = createApp({ ...bench.deps, propertyLists: createPropertyListCache({ organizations: 0 }) });
  const listReport = await loadList(bench.app.fetch, portfolio.cookie);
  const missingReport = await loadList(missingApp.fetch, portfolio.cookie);
  const listOnce = (app: typeof bench.app) => async () => {
    const response = await app.request(LIST_PATH, { headers: { cookie: portfolio.cookie } });
    await response.arrayBuffer();
  };
  const endpoint = await measure(50, listOnce(bench.app));
  const endpointMissing = await measure(50, listOnce(missingApp));
  const sqlOnly = await measure(50, () => replayListStatement(bench.deps.db, portfolio.organizationId));
  const figures: ReferenceFigures = {
    database: bench.deps.handle.kind,
    connections: CONNECTIONS,
    hello: helloReport,
    propertiesList: listReport,
    propertiesListMissing: missingReport,
    requestsPerSecondRatio: listReport.requestsPerSecond / helloReport.requestsPerSecond,
    p99Ratio: listReport.p99Ms / helloReport.p99Ms,
    apiP50OverSqlP50: endpointMissing.p50 / sqlOnly.p50,
  };
  const lines = [
    `Reference: ${CONNECTIONS} concurrent clients over HTTP on loopback, one load generator process (${figures.database}):`,
    describe('bare Hono hello-world', helloReport),
    describe('GET /api/properties (2,000 units)', listReport),
    describe('  the same, every answer a cache miss', missingReport),
    `  properties list / hello-world: ${figures.requestsPerSecondRatio.toFixed(4)} of its req/s, p99 ${figures.p99Ratio.toFixed(1)}× (misses only: ${(missingReport.requestsPerSecond / helloReport.requestsPerSecond).toFixed(4)}, p99 ${(missingReport.p99Ms / helloReport.p99Ms).toFixed(1)}×)`,
    formatReport('  GET /api/properties, one client', endpoint),
    formatReport('  the same, every answer a cache miss', endpointMissing),
    formatReport('  its statement replayed alone (SQL)', sqlOnly),
    `  API p50 / SQL p50: ${figures.apiP50OverSqlP50.toFixed(1)}× (cache misses: the version read and the statement, session look-up aside)`,
  ];
  const database = figures.database;
  const goals: Goal[] = [
    atLeast(
      {
        measure: `properties list req/s / hello-world req/s, ${CONNECTIONS} clients (${database})`,
        value: figures.requestsPerSecondRatio,
        limit: database === 'postgres' ? 0.05 : 0.03,
        unit: '×',
        digits: 3,
      },
      figures,
    ),
  ];
  if (database === 'postgres') {
    goals.push(
      atMost({
        measure: `properties list p99 / hello-world p99 (${database})`,
        value: figures.p99Ratio,
        limit: 10,
        unit: '×',
      }),
      atMost({
        measure: `API p50 / its SQL p50, properties list (${database})`,
        value: figures.apiP50OverSqlP50,
        limit: 2,
        unit: '×',
      }),
    );
  }
  return { lines, goals };
}
