import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.ts';
import { createPropertyListCache } from '../src/modules/properties/property-list-cache.ts';
import { BENCH_AUTH_SECRET, createBenchApp } from './bench-app.ts';
import { BENCH_PASSWORD, BENCH_PROPERTIES, BENCH_UNITS_PER_PROPERTY, seedBenchPortfolio } from './bench-portfolio.ts';
import { atLeast, atMost, type BenchSection, type Goal } from './goals.ts';
import { type LoadOptions, type LoadReport, runLoad } from './load-generator.ts';
import { recordStatements, replayStatements } from './recorded-statements.ts';
import {
  buildIfStale,
  COMPILED_SERVER,
  freePort,
  median,
  SERVER_DIR,
  type ServerProcess,
  signIn,
  startServer,
} from './server-process.ts';

const CONNECTIONS = 50;
const ROUND_MS = 5_000;
const ROUNDS = 3;
const PDF_CONNECTIONS = 8;
const PDF_ROUND_MS = 8_000;
const PDF_ROUNDS = 3;
const CONCURRENT_PDF_EXPORTS = 4;
/** One client, this many requests per endpoint after the warm-up ones. */
const SINGLE_CLIENT_REQUESTS = 60;
const SINGLE_CLIENT_WARM_UP = 10;

/** Its own landlord: other groups seed theirs into the same BENCH_DATABASE_URL. */
const BENCH_EMAIL = 'http-bench@rentwell.test';
const LIST_PATH = '/api/properties?sort=occupancy&pageSize=24';
const RENT_ROLL_PDF_PATH = '/api/analytics/reports/rent-roll/export?format=pdf&lang=en';
/** What a browser sends with every API request: the answers are compressed as users get them. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
const LISTS = [
  { name: 'tenants list', path: '/api/tenants' },
  { name: 'payments list', path: '/api/payments' },
  { name: 'dashboard', path: '/api/dashboard' },
  { name: 'maintenance list', path: '/api/maintenance' },
  { name: 'expenses list', path: '/api/expenses' },
] as const;

type Bench = Awaited<ReturnType<typeof createBenchApp>>;

/** The bare Hono hello-world (bench/hello-world-server.mjs) in a process of its own, on plain `node`. */
async function startHelloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./hello-world-server.mjs', import.meta.url))], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function describe(label: string, report: LoadReport): string {
  const errors = Object.keys(report.errors).length > 0 ? `, errors ${JSON.stringify(report.errors)}` : '';
  return `    ${label.padEnd(34)} ${report.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${report.p50Ms.toFixed(1).padStart(6)} ms   p99 ${report.p99Ms.toFixed(1).padStart(6)} ms${errors}${report.timeouts ? `, ${report.timeouts} timed out` : ''}`;
}

/** A write that raises the organization's list version (decision 018): renaming a property to its own name. */
function writeThenList(propertyId: string, origin: string): Pick<LoadOptions, 'sequence' | 'measuredStep'> {
  return {
    sequence: [
      {
        method: 'PATCH',
        path: `/api/properties/${propertyId}`,
        body: JSON.stringify({ name: 'Building 001' }),
        headers: { 'content-type': 'application/json', origin },
      },
      { path: LIST_PATH },
    ],
    measuredStep: 1,
  };
}

type Measured = { name: string; reports: LoadReport[]; hello: LoadReport[] };

const ratioOf = (measured: Measured, pick: (report: LoadReport) => number) =>
  median(measured.reports.map((report, round) => pick(report) / pick(measured.hello[round] as LoadReport)));

/**
 * One client: the p50 of the API over HTTP and the p50 of the statements that request runs, replayed on the pool
 * (PostgreSQL), taken in turns (HTTP, SQL, HTTP, SQL…) so that the machine's other load weighs on both alike.
 * `before` runs ahead of each HTTP request, untimed (the write that makes the list a cache miss).
 */
async function apiOverSql(
  bench: Bench,
  server: ServerProcess,
  cookies: { inProcess: string; overHttp: string },
  request: { path: string; app: Bench['app']; before?: () => Promise<void> },
) {
  const inProcess = async () => {
    const response = await request.app.request(request.path, { headers: { cookie: cookies.inProcess } });
    if (response.status !== 200) throw new Error(`${request.path} answered ${response.status} in process`);
    await response.arrayBuffer();
  };
  await inProcess();
  const statements = await recordStatements(bench, inProcess);
  const headers = { ...BROWSER_HEADERS, cookie: cookies.overHttp };
  const http: number[] = [];
  const sql: number[] = [];
  for (let turn = 0; turn < SINGLE_CLIENT_WARM_UP + SINGLE_CLIENT_REQUESTS; turn += 1) {
    await request.before?.();
    let started = performance.now();
    const response = await fetch(`${server.url}${request.path}`, { headers });
    if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
    await response.arrayBuffer();
    const httpMs = performance.now() - started;
    started = performance.now();
    await replayStatements(bench, statements);
    const sqlMs = performance.now() - started;
    if (turn < SINGLE_CLIENT_WARM_UP) continue;
    http.push(httpMs);
    sql.push(sqlMs);
  }
  return { httpP50: median(http), sqlP50: median(sql), statements: statements.flat().length };
}

/**
 * `npm run bench -- http`: the server as it ships (dist/main.js started by the `start` script's command, its default
 * log level and settings) over HTTP on loopback, against a bare Hono hello-world in a process of its own, with the
 * same load generator (autocannon), connections and duration, in interleaved rounds. Its data is a throw-away
 * DATA_DIR, or the fresh database BENCH_DATABASE_URL, seeded with the 2,000-unit portfolio.
 */
export async function benchmarkShippedServer(): Promise<BenchSection> {
  buildIfStale(['server']);
  const bench = await createBenchApp();
  const database = bench.deps.handle.kind;
  const helloWorld = await startHelloWorld();
  let server: ServerProcess | undefined;
  try {
    const portfolio = await seedBenchPortfolio(bench, { email: BENCH_EMAIL });
    const missingApp = createApp({ ...bench.deps, propertyLists: createPropertyListCache({ organizations: 0 }) });
    // The in-process app and the server share a PostgreSQL database; PGlite's directory is the server's alone.
    if (database === 'pglite') await bench.deps.handle.close();
    server = await startServer({
      command: COMPILED_SERVER,
      dataDir: bench.dataDir,
      logLevel: 'default',
      env: {
        AUTH_SECRET: BENCH_AUTH_SECRET,
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      },
    });
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const cookie = await signIn(server.url, BENCH_EMAIL, BENCH_PASSWORD);
    const signedIn = { ...BROWSER_HEADERS, cookie };
    const firstPage = (await (await fetch(`${server.url}${LIST_PATH}`, { headers: signedIn })).json()) as {
      items: { id: string }[];
    };
    const propertyId = firstPage.items[0]?.id ?? '';
    const misses = writeThenList(propertyId, origin);
    const [write] = misses.sequence ?? [];
    const writeOnce = async () => {
      const response = await fetch(`${server?.url}${write?.path}`, {
        method: write?.method,
        body: write?.body,
        headers: { ...signedIn, ...write?.headers },
      });
      if (!response.ok) throw new Error(`the write before the list answered ${response.status}`);
      await response.arrayBuffer();
    };

    const hello: LoadReport[] = [];
    const live: Measured = { name: 'GET /api/health/live', reports: [], hello };
    const hits: Measured = { name: 'properties list (cache hits)', reports: [], hello };
    const missed: Measured = { name: 'properties list, write before each', reports: [], hello };
    const load = (url: string, extra: Partial<LoadOptions> = {}) =>
      runLoad({ url, headers: signedIn, connections: CONNECTIONS, durationMs: ROUND_MS, ...extra });
    await load(`${server.url}${LIST_PATH}`, { durationMs: 2_000 });
    const lines = [
      `The shipped server over HTTP (${database}): ${CONNECTIONS} connections, ${ROUND_MS / 1000} s per load, ${ROUNDS} interleaved rounds; hello-world in its own process:`,
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      hello.push(await load(`${helloWorld.url}/`, { headers: {} }));
      live.reports.push(await load(`${server.url}/api/health/live`, { headers: {} }));
      hits.reports.push(await load(`${server.url}${LIST_PATH}`));
      missed.reports.push(await load(`${server.url}${LIST_PATH}`, misses));
      lines.push(
        `  round ${round + 1}`,
        describe('bare Hono hello-world', hello[round] as LoadReport),
        ...[live, hits, missed].map((measured) => describe(measured.name, measured.reports[round] as LoadReport)),
      );
    }
    const goals: Goal[] = [];
    // A round with no measured answer has no p99 (the load generator reports its length as a lower bound): not met.
    const medians = (measured: Measured) => ({
      throughput: ratioOf(measured, (report) => report.requestsPerSecond),
      p99: measured.reports.some((report) => report.requests === 0)
        ? Number.POSITIVE_INFINITY
        : ratioOf(measured, (report) => report.p99Ms),
    });
    const hitRatios = medians(hits);
    const missRatios = medians(missed);
    const liveRatios = medians(live);
    lines.push(
      '  medians of the rounds, against the same round’s hello-world:',
      ...[
        [live, liveRatios],
        [hits, hitRatios],
        [missed, missRatios],
      ].map(
        ([measured, ratios]) =>
          `    ${(measured as Measured).name.padEnd(34)} ${(ratios as typeof hitRatios).throughput.toFixed(3)}× its req/s, p99 ${(ratios as typeof hitRatios).p99.toFixed(1)}×`,
      ),
    );
    const figures = (measured: Measured) => ({ rounds: measured.reports, hello });
    goals.push(
      atLeast(
        {
          measure: `HTTP: properties list req/s / hello-world (${database})`,
          value: hitRatios.throughput,
          limit: 0.1,
          unit: '×',
          digits: 3,
        },
        figures(hits),
      ),
      atMost({
        measure: `HTTP: properties list p99 / hello-world (${database})`,
        value: hitRatios.p99,
        limit: 10,
        unit: '×',
      }),
      atLeast(
        {
          measure: `HTTP: list after a write req/s / hello-world (${database})`,
          value: missRatios.throughput,
          limit: 0.05,
          unit: '×',
          digits: 3,
        },
        figures(missed),
      ),
      atMost({
        measure: `HTTP: list after a write p99 / hello-world (${database})`,
        value: missRatios.p99,
        limit: 15,
        unit: '×',
      }),
      atLeast(
        {
          measure: `HTTP: liveness req/s / hello-world (${database})`,
          value: liveRatios.throughput,
          limit: 0.5,
          unit: '×',
          digits: 3,
        },
        figures(live),
      ),
    );
    const ready = await fetch(`${server.url}/api/health/ready`);
    lines.push(`  readiness (database and storage): GET /api/health/ready answered ${ready.status}`);

    if (database === 'postgres') {
      lines.push('  one client, API p50 over HTTP / p50 of the statements it runs replayed on the pool, in turns:');
      const endpoints = [
        ...LISTS.map((list) => ({ ...list, app: bench.app })),
        { name: 'properties list (miss)', path: LIST_PATH, app: missingApp, before: writeOnce },
      ];
      for (const endpoint of endpoints) {
        const measured = await apiOverSql(bench, server, { inProcess: portfolio.cookie, overHttp: cookie }, endpoint);
        const ratio = measured.httpP50 / measured.sqlP50;
        lines.push(
          `    ${endpoint.name.padEnd(24)} HTTP p50 ${measured.httpP50.toFixed(2).padStart(6)} ms   SQL p50 ${measured.sqlP50.toFixed(2).padStart(6)} ms (${measured.statements} statements)   ${ratio.toFixed(1)}×`,
        );
        goals.push(
          atMost(
            {
              measure: `HTTP: API p50 / its SQL p50, ${endpoint.name} (${database})`,
              value: ratio,
              limit: 2,
              unit: '×',
            },
            measured,
          ),
        );
      }
    } else {
      lines.push(
        '  API p50 / SQL p50: measured on PostgreSQL (BENCH_DATABASE_URL), where the statements run apart from the server',
      );
    }

    const pdfLoad = () =>
      runLoad({
        url: `${server?.url}${LIST_PATH}`,
        headers: signedIn,
        connections: PDF_CONNECTIONS,
        durationMs: PDF_ROUND_MS,
      });
    const exportPdf = async () => {
      const response = await fetch(`${server?.url}${RENT_ROLL_PDF_PATH}`, { headers: signedIn });
      if (response.status !== 200) throw new Error(`the rent roll PDF answered ${response.status}`);
      await response.arrayBuffer();
    };
    await exportPdf();
    const unloaded: LoadReport[] = [];
    const loaded: LoadReport[] = [];
    let exported = 0;
    for (let round = 0; round < PDF_ROUNDS; round += 1) {
      unloaded.push(await pdfLoad());
      let exporting = true;
      const exporters = Array.from({ length: CONCURRENT_PDF_EXPORTS }, async () => {
        while (exporting) {
          await exportPdf();
          exported += 1;
        }
      });
      try {
        loaded.push(await pdfLoad());
      } finally {
        exporting = false;
        await Promise.all(exporters);
      }
    }
    const units = (BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY).toLocaleString('en');
    const pdfRatio = median(loaded.map((report, round) => report.p99Ms / (unloaded[round] as LoadReport).p99Ms));
    lines.push(
      `  the list by ${PDF_CONNECTIONS} clients alone, then while ${CONCURRENT_PDF_EXPORTS} ${units}-row rent roll PDFs export (${exported} exported):`,
      ...unloaded.flatMap((report, round) => [
        describe(`round ${round + 1}: alone`, report),
        describe(`round ${round + 1}: with PDF exports`, loaded[round] as LoadReport),
      ]),
      `    list p99 with PDF exports / alone: ${pdfRatio.toFixed(2)}× (median of the rounds)`,
    );
    goals.push(
      atMost(
        {
          measure: `HTTP: list p99 during ${CONCURRENT_PDF_EXPORTS} PDF exports / unloaded (${database})`,
          value: pdfRatio,
          limit: 2,
          unit: '×',
        },
        { unloaded, loaded, exported },
      ),
    );
    return { lines, goals };
  } finally {
    await server?.stop();
    helloWorld.child.kill();
    if (database === 'postgres') await bench.deps.handle.close();
    await rm(bench.dataDir, { recursive: true, force: true });
  }
}
