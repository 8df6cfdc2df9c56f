import type { createBenchApp } from './bench-app.ts';
import { BENCH_PROPERTIES, BENCH_UNITS_PER_PROPERTY, type seedBenchPortfolio } from './bench-portfolio.ts';
import { atMost, type BenchSection } from './goals.ts';
import { listen } from './http-servers.ts';
import { type LoadReport, runLoad } from './load-generator.ts';

const CONNECTIONS = 8;
const DURATION_MS = 15_000;
const LIST_PATH = '/api/properties?sort=occupancy&pageSize=24';
const RENT_ROLL_PDF_PATH = '/api/analytics/reports/rent-roll/export?format=pdf&lang=en';

function describe(label: string, report: LoadReport): string {
  return `  ${label.padEnd(44)} ${report.requestsPerSecond.toFixed(1).padStart(7)} req/s   p50 ${report.p50Ms.toFixed(1).padStart(7)} ms   p99 ${report.p99Ms.toFixed(1).padStart(7)} ms   (errors ${JSON.stringify(report.errors)}, ${report.timeouts} timed out)`;
}

/**
 * The properties list's p99 under a modest closed-loop load, alone and then while the 2,000-row rent roll PDF is
 * exported back to back in the same process: how much PDF typesetting holds up the other requests.
 */
export async function benchmarkPdfExport(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<BenchSection> {
  const headers = { cookie: portfolio.cookie };
  const exportPdf = async () => {
    const started = performance.now();
    const response = await bench.app.request(RENT_ROLL_PDF_PATH, { headers });
    if (response.status !== 200) throw new Error(`the rent roll PDF answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const firstPdfMs = await exportPdf();

  const server = await listen(bench.app.fetch);
  const load = () =>
    runLoad({ url: `${server.url}${LIST_PATH}`, headers, connections: CONNECTIONS, durationMs: DURATION_MS });
  let unloaded: LoadReport;
  let loaded: LoadReport;
  const pdfTimes: number[] = [];
  try {
    unloaded = await load();
    let exporting = true;
    const exports = (async () => {
      while (exporting) pdfTimes.push(await exportPdf());
    })();
    try {
      loaded = await load();
    } finally {
      exporting = false;
      await exports;
    }
  } finally {
    await server.close();
  }

  const database = bench.deps.handle.kind;
  const ratio = loaded.p99Ms / unloaded.p99Ms;
  const meanPdfMs = pdfTimes.reduce((sum, value) => sum + value, 0) / Math.max(1, pdfTimes.length);
  const units = BENCH_PROPERTIES * BENCH_UNITS_PER_PROPERTY;
  return {
    lines: [
      `PDF export under load: GET ${LIST_PATH} by ${CONNECTIONS} clients, ${DURATION_MS / 1000} s each (${database}):`,
      describe('list alone', unloaded),
      describe(`list while ${units.toLocaleString('en')}-row rent roll PDFs export`, loaded),
      `  rent roll PDF: first ${firstPdfMs.toFixed(0)} ms; ${pdfTimes.length} exported under load, ${meanPdfMs.toFixed(0)} ms on average`,
      `  list p99 with PDF exports / alone: ${ratio.toFixed(2)}×`,
    ],
    goals: [
      atMost(
        {
          measure: `list p99 while ${units.toLocaleString('en')}-row PDF exports run / unloaded (${database})`,
          value: ratio,
          limit: 2,
          unit: '×',
        },
        { connections: CONNECTIONS, unloaded, loaded, pdfExports: pdfTimes.length, meanPdfMs, firstPdfMs },
      ),
    ],
  };
}
