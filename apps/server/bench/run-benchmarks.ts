import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBenchApp } from './bench-app.ts';
import { seedBenchPortfolio } from './bench-portfolio.ts';
import { benchmarkCompression } from './compression.bench.ts';
import { benchmarkDashboard } from './dashboard.bench.ts';
import { benchmarkFinancials } from './financials.bench.ts';
import { benchmarkPropertiesList } from './properties-list.bench.ts';
import { benchmarkReference } from './reference.bench.ts';
import { benchmarkRentPrediction } from './rent-prediction.bench.ts';
import { benchmarkStartup } from './startup.bench.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const GROUPS = ['reference', 'latency', 'rent-prediction', 'startup'] as const;

/**
 * `npm run bench [group…]`: the properties list under load as a ratio to a bare Hono hello-world and transferred
 * bytes with and without compression (reference; figures written to bench/results/<database>.json), latency of the
 * heavy endpoints beside the SQL they run, rent prediction error, and the server's start time and memory. Every group
 * runs when none is named. Not a test: nothing fails on time.
 */
const named = process.argv.slice(2);
const unknown = named.filter((group) => !(GROUPS as readonly string[]).includes(group));
if (unknown.length > 0) throw new Error(`Unknown benchmark group ${unknown.join(', ')}; known: ${GROUPS.join(', ')}`);
const runs = (group: (typeof GROUPS)[number]) => named.length === 0 || named.includes(group);

const bench = await createBenchApp();
try {
  const portfolio = await seedBenchPortfolio(bench);
  const lines: string[] = [];
  if (runs('reference')) {
    const reference = await benchmarkReference(bench, portfolio);
    const compression = await benchmarkCompression(bench, portfolio);
    lines.push(...reference.lines, '', ...compression.lines, '');
    await mkdir(RESULTS_DIR, { recursive: true });
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: availableParallelism(), node: process.version },
      reference: reference.figures,
      compression: compression.figures,
    };
    await writeFile(`${RESULTS_DIR}${bench.deps.handle.kind}.json`, `${JSON.stringify(results, null, 2)}\n`);
  }
  if (runs('latency')) {
    lines.push(
      ...(await benchmarkPropertiesList(bench, portfolio)),
      '',
      ...(await benchmarkDashboard(bench, portfolio)),
      '',
      ...(await benchmarkFinancials(bench, portfolio)),
      '',
    );
  }
  if (runs('rent-prediction')) lines.push(...(await benchmarkRentPrediction()), '');
  if (runs('startup')) lines.push(...(await benchmarkStartup()));
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await bench.close();
}
