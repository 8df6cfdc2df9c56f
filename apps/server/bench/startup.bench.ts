import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { atMost, type BenchSection } from './goals.ts';
import { buildIfStale, median, type ServerProcess, startServer } from './server-process.ts';

const RUNS = 3;
const NPM_START = ['npm', 'start'];

const describe = (server: ServerProcess) =>
  `ready in ${Math.round(server.readyMs)} ms (${server.readyCpuSeconds.toFixed(1)} CPU s)`;

/**
 * `npm run bench -- startup`: the whole `npm start` command (npm, the build checks, the server) until
 * /api/health/ready answers, on a new data directory (the demo data is seeded) and on that directory again with
 * nothing changed. The builds are brought up to date first, as they are on a machine that started the app before.
 */
export async function benchmarkStartup(): Promise<BenchSection> {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-bench-start-'));
  try {
    const fresh = await startServer({ command: NPM_START, dataDir });
    await fresh.stop();
    const again: ServerProcess[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Each start opens a copy, so every one finds the data directory exactly as the first start left it.
      const copy = `${dataDir}-${run}`;
      await cp(dataDir, copy, { recursive: true });
      try {
        const server = await startServer({ command: NPM_START, dataDir: copy });
        await server.stop();
        again.push(server);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    }
    const againMs = median(again.map((server) => server.readyMs));
    const againCpu = median(again.map((server) => server.readyCpuSeconds));
    return {
      lines: [
        'npm start until /api/health/ready answers (embedded database, builds up to date)',
        `  new data directory (seeds the demo data)  ${describe(fresh)}`,
        `  the same directory, nothing changed       median of ${RUNS}: ready in ${Math.round(againMs)} ms (${againCpu.toFixed(1)} CPU s); runs ${again.map((server) => Math.round(server.readyMs)).join(', ')} ms`,
      ],
      goals: [
        atMost(
          { measure: 'npm start to healthy, nothing changed', value: againMs / 1000, limit: 3, unit: 's' },
          { runsMs: again.map((server) => server.readyMs), cpuSeconds: againCpu },
        ),
        atMost(
          { measure: 'fresh data directory to healthy', value: fresh.readyMs / 1000, limit: 10, unit: 's' },
          { cpuSeconds: fresh.readyCpuSeconds },
        ),
      ],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
