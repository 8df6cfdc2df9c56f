import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@rentwell/db/create-db';
import { migrateDb } from '@rentwell/db/migrate';
import { createApp } from '../src/app.ts';
import { createAppDeps } from '../src/create-app-deps.ts';
import { parseEnv } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';

/** better-auth checks the Origin of sign-ins against BASE_URL, here the default http://localhost:3000. */
export const BENCH_ORIGIN = 'http://localhost:3000';
/** Sessions signed in process stay valid for the compiled server started on the same data with this secret. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';

/** The real app on a fresh embedded database (or BENCH_DATABASE_URL), for benchmarks. */
export async function createBenchApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const handle = await createDb(databaseUrl ? { url: databaseUrl } : { dataDir });
  await migrateDb(handle);
  const config = parseEnv({
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = createAppDeps(config, handle, createLogger('silent'));
  const app = createApp(deps);
  return {
    deps,
    app,
    dataDir,
    close: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type LatencyReport = { p50: number; p95: number; mean: number };

/** Runs `work` `iterations` times after a warm-up and reports milliseconds. */
export async function measure(iterations: number, work: () => Promise<unknown>): Promise<LatencyReport> {
  for (let i = 0; i < 5; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * quantile))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

export function formatReport(label: string, report: LatencyReport): string {
  return `${label.padEnd(44)} p50 ${report.p50.toFixed(2).padStart(7)} ms   p95 ${report.p95.toFixed(2).padStart(7)} ms`;
}
