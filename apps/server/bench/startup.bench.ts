import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT_DIR = path.resolve(SERVER_DIR, '../..');
const RUNS = 3;

type Launch = { label: string; args: string[] };

/** Before: TypeScript through tsx, as `npm start` ran it. After: the esbuild bundle with plain node. */
const LAUNCHES: Launch[] = [
  { label: 'tsx src/main.ts (before)', args: ['--import', 'tsx', 'src/main.ts'] },
  { label: 'node dist/main.js (after)', args: ['--enable-source-maps', 'dist/main.js'] },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of another process, from /proc on Linux, else from `ps`. */
async function residentMegabytes(pid: number): Promise<number> {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const match = /VmRSS:\s+(\d+) kB/.exec(await readFile(status, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) / 1024;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One start on an already migrated data directory: time until /api/health/ready answers, and memory then. */
async function measureStart(launch: Launch, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, launch.args, {
    cwd: SERVER_DIR,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready`, child);
    const readyMs = performance.now() - started;
    // Memory at rest a moment after start, once start-up garbage had a chance to be collected.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssMb = await residentMegabytes(child.pid ?? 0);
    return { readyMs, rssMb };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** `npm run bench`: start time and resident memory of the server run through tsx and compiled. */
export async function benchmarkStartup(): Promise<string[]> {
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build-if-stale.mjs'), 'server'], {
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-bench-start-'));
  try {
    // The first start migrates the empty database; every measured start finds it ready.
    await measureStart(LAUNCHES[1] as Launch, dataDir);
    const lines = [`Server start (embedded database, migrated, no demo data; median of ${RUNS})`];
    for (const launch of LAUNCHES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureStart(launch, dataDir));
      const readyMs = median(runs.map((run) => run.readyMs));
      const rssMb = median(runs.map((run) => run.rssMb));
      lines.push(`  ${launch.label.padEnd(28)} ready in ${Math.round(readyMs)} ms, ${Math.round(rssMb)} MB resident`);
    }
    return lines;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
