import { createBenchApp } from './bench-app.ts';
import { seedBenchPortfolio } from './bench-portfolio.ts';
import { benchmarkDashboard } from './dashboard.bench.ts';
import { benchmarkFinancials } from './financials.bench.ts';
import { benchmarkPropertiesList } from './properties-list.bench.ts';
import { benchmarkRentPrediction } from './rent-prediction.bench.ts';
import { benchmarkStartup } from './startup.bench.ts';

/**
 * `npm run bench`: latency of the heavy endpoints beside the SQL they run, and the server's start time and memory.
 * Not a test: nothing fails on time.
 */
const bench = await createBenchApp();
try {
  const portfolio = await seedBenchPortfolio(bench);
  const lines = [
    ...(await benchmarkPropertiesList(bench, portfolio)),
    '',
    ...(await benchmarkDashboard(bench, portfolio)),
    '',
    ...(await benchmarkFinancials(bench, portfolio)),
    ...(await benchmarkRentPrediction()),
    '',
    ...(await benchmarkStartup()),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await bench.close();
}
