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
import { benchmarkStartup } from './startup.bench.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const GROUPS = [
  'reference',
  'latency',
  'pglite-driver',
  'scaling',
  'pdf',
  'rent-prediction',
  'startup',
  'memory',
  'lighthouse',
  'bundle',
] as const;

/**
 * `npm run bench [group…]`: issue 19's goals, each measured as a ratio in one run (the properties list under load
 * beside a bare Hono hello-world, transferred bytes with and without compression, the heavy endpoints beside the SQL
 * they run, the server's start time and memory), plus rent prediction's error. It prints every goal as met or not
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

const bench = await createBenchApp();
try {
  const portfolio = await seedBenchPortfolio(bench);
  const sections: BenchSection[] = [];
  if (runs('reference')) {
    sections.push(await benchmarkReference(bench, portfolio), await benchmarkCompression(bench, portfolio));
  }
  if (runs('latency')) {
    sections.push(
      { lines: await benchmarkPropertiesList(bench, portfolio), goals: [] },
      { lines: await benchmarkDashboard(bench, portfolio), goals: [] },
      { lines: await benchmarkFinancials(bench, portfolio), goals: [] },
      await benchmarkRequestOverhead(bench, portfolio),
    );
  }
  if (runs('pglite-driver')) sections.push(await benchmarkPgliteDriver());
  if (runs('scaling')) sections.push(await benchmarkScaling(bench, portfolio));
  if (runs('pdf')) sections.push(await benchmarkPdfExport(bench, portfolio));
  if (runs('rent-prediction')) sections.push({ lines: await benchmarkRentPrediction(), goals: [] });
  if (runs('startup')) sections.push(await benchmarkStartup());
  if (runs('memory')) sections.push(await benchmarkMemory());
  if (runs('lighthouse')) sections.push(await benchmarkLighthouse());
  if (runs('bundle')) sections.push(await benchmarkBundle());
  const goals = sections.flatMap((section) => section.goals);
  const lines = sections.flatMap((section) => [...section.lines, '']);
  if (goals.length > 0) {
    lines.push(...formatGoals(goals));
    await writeResults(bench.deps.handle.kind, goals);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await bench.close();
}
