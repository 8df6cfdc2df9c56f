import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBenchApp } from './bench-app.ts';
import { seedBenchPortfolio } from './bench-portfolio.ts';
import { benchmarkBundle } from './bundle.bench.ts';
import { benchmarkCompression } from './compression.bench.ts';
import { benchmarkDashboard } from './dashboard.bench.ts';
import { benchmarkFinancials } from './financials.bench.ts';
import { benchmarkForecasts } from './forecast.bench.ts';
import { type BenchSection, formatGoals, type Goal, mergeGoals } from './goals.ts';
import { benchmarkLighthouse } from './lighthouse.bench.ts';
import { benchmarkMemory } from './memory.bench.ts';
import { benchmarkPdfExport } from './pdf-export.bench.ts';
import { benchmarkPgliteDriver } from './pglite-driver.bench.ts';
import { benchmarkPropertiesList } from './properties-list.bench.ts';
import { benchmarkReference } from './reference.bench.ts';
import { benchmarkRentPrediction } from './rent-prediction.bench.ts';
import { benchmarkRequestOverhead } from './request-overhead.bench.ts';
import { benchmarkScaling } from './scaling.bench.ts';
import { benchmarkShippedServer } from './shipped-server.bench.ts';
import { benchmarkStartup } from './startup.bench.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const GROUPS = [
  'http',
  'reference',
  'latency',
  'pglite-driver',
  'scaling',
  'pdf',
  'rent-prediction',
  'forecast',
  'startup',
  'memory',
  'lighthouse',
  'bundle',
] as const;

/**
 * `npm run bench [group…]`: issue 19's and issue 36's goals (`http`: the shipped server, bench/shipped-server.bench.ts),
 * each measured as a ratio in one run (the properties list under load beside a bare Hono hello-world, transferred bytes with and without compression, the heavy endpoints beside the SQL
 * they run, the server's start time and memory), plus rent prediction's error and the financial forecasts' back-test (issue 31). It prints every goal as met or not
 * and writes the figures to bench/results/<database>.json (goals of groups not run are kept from the last run). Every
 * group runs when none is named. Not a test: nothing fails on time.
 */
const named = process.argv.slice(2);
const unknown = named.filter((group) => !(GROUPS as readonly string[]).includes(group));
if (unknown.length > 0) throw new Error(`Unknown benchmark group ${unknown.join(', ')}; known: ${GROUPS.join(', ')}`);
const runs = (group: (typeof GROUPS)[number]) => named.length === 0 || named.includes(group);

async function writeResults(database: string, goals: Goal[]) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}${database}.json`;
  const earlier = existsSync(file)
    ? ((JSON.parse(await readFile(file, 'utf8')) as { goals?: Goal[] }).goals ?? [])
    : [];
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: availableParallelism(), node: process.version },
    goals: mergeGoals(earlier, goals),
  };
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}

const NEEDS_PORTFOLIO = ['reference', 'latency', 'scaling', 'pdf'] as const;

const bench = await createBenchApp();
try {
  const portfolio = NEEDS_PORTFOLIO.some(runs) ? await seedBenchPortfolio(bench) : undefined;
  const goals: Goal[] = [];
  // Each section is printed and its goals written as soon as it is measured: a later one failing loses nothing.
  const record = async (section: BenchSection) => {
    process.stdout.write(`${[...section.lines, ''].join('\n')}\n`);
    goals.push(...section.goals);
    if (section.goals.length > 0) await writeResults(bench.deps.handle.kind, section.goals);
  };
  if (runs('http')) await record(await benchmarkShippedServer());
  if (portfolio && runs('reference')) {
    await record(await benchmarkReference(bench, portfolio));
    await record(await benchmarkCompression(bench, portfolio));
  }
  if (portfolio && runs('latency')) {
    await record({ lines: await benchmarkPropertiesList(bench, portfolio), goals: [] });
    await record({ lines: await benchmarkDashboard(bench, portfolio), goals: [] });
    await record({ lines: await benchmarkFinancials(bench, portfolio), goals: [] });
    await record(await benchmarkRequestOverhead(bench, portfolio));
  }
  if (runs('pglite-driver')) await record(await benchmarkPgliteDriver());
  if (portfolio && runs('scaling')) await record(await benchmarkScaling(bench, portfolio));
  if (portfolio && runs('pdf')) await record(await benchmarkPdfExport(bench, portfolio));
  if (runs('rent-prediction')) await record({ lines: await benchmarkRentPrediction(), goals: [] });
  if (runs('forecast')) await record({ lines: await benchmarkForecasts(bench), goals: [] });
  if (runs('startup')) await record(await benchmarkStartup());
  if (runs('memory')) await record(await benchmarkMemory());
  if (runs('lighthouse')) await record(await benchmarkLighthouse());
  if (runs('bundle')) await record(await benchmarkBundle());
  if (goals.length > 0) process.stdout.write(`${formatGoals(goals).join('\n')}\n`);
} finally {
  await bench.close();
}
