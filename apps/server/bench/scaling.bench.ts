import { type createBenchApp, formatReport, type LatencyReport } from './bench-app.ts';
import { seedBenchPortfolio } from './bench-portfolio.ts';
import { atMost, type BenchSection } from './goals.ts';

type Bench = Awaited<ReturnType<typeof createBenchApp>>;
type Portfolio = Awaited<ReturnType<typeof seedBenchPortfolio>>;

const SMALL_UNITS = 200;
const ITERATIONS = 30;
const WARM_UP = 5;

/** Each page's request, the same for both organizations: same period (the defaults, both in UTC), same page size. */
const ENDPOINTS = [
  { name: 'dashboard', path: '/api/dashboard' },
  { name: 'revenue breakdown', path: '/api/financials/revenue-breakdown' },
  { name: 'occupancy report', path: '/api/analytics/reports/occupancy' },
  { name: 'rent collection report', path: '/api/analytics/reports/rent-collection' },
  { name: 'profit and loss', path: '/api/analytics/reports/property-profit-loss' },
  { name: 'payments page', path: '/api/payments?page=1&pageSize=50' },
] as const;

function latencyOf(samples: number[]): LatencyReport {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}

async function timeRequest(bench: Bench, path: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await bench.app.request(path, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.json();
  return performance.now() - started;
}

/**
 * Same-size answers at 2,000 units and at 200: a second organization of 200 units over the same 100 properties
 * (so per-property answers have as many rows) with the same two years of history, each endpoint asked by both
 * organizations' landlords in turn, interleaved so both sides see the same machine. The goal: p50 at 2,000 units
 * at most 1.5× the p50 at 200.
 */
export async function benchmarkScaling(bench: Bench, large: Portfolio): Promise<BenchSection> {
  const small = await seedBenchPortfolio(bench, { units: SMALL_UNITS, email: 'bench-small@rentwell.test' });
  const database = bench.deps.handle.kind;
  const lines = [`Same-size answers at 2,000 units / at ${SMALL_UNITS} units (${database}), p50 of ${ITERATIONS}:`];
  const goals = [];
  for (const endpoint of ENDPOINTS) {
    const samples = { large: [] as number[], small: [] as number[] };
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      // Alternating which goes first, so neither always follows the other's warm cache.
      const order = i % 2 === 0 ? (['large', 'small'] as const) : (['small', 'large'] as const);
      for (const side of order) {
        const elapsed = await timeRequest(bench, endpoint.path, (side === 'large' ? large : small).cookie);
        if (i >= WARM_UP) samples[side].push(elapsed);
      }
    }
    const atLarge = latencyOf(samples.large);
    const atSmall = latencyOf(samples.small);
    const ratio = atLarge.p50 / atSmall.p50;
    lines.push(
      formatReport(`  ${endpoint.name}, 2,000 units`, atLarge),
      formatReport(`  ${endpoint.name}, ${SMALL_UNITS} units`, atSmall),
    );
    goals.push(
      atMost(
        {
          measure: `same-size answer at 2,000 / ${SMALL_UNITS} units: ${endpoint.name} (${database})`,
          value: ratio,
          limit: 1.5,
          unit: '×',
          digits: 2,
        },
        { path: endpoint.path, p50LargeMs: atLarge.p50, p50SmallMs: atSmall.p50 },
      ),
    );
  }
  return { lines, goals };
}
