import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import { atLeast, type BenchSection } from './goals.ts';
import {
  buildIfStale,
  COMPILED_SERVER,
  median,
  ROOT_DIR,
  seededDataDir,
  signIn,
  startServer,
} from './server-process.ts';

const RUNS = 3;
const LIGHTHOUSE = path.join(ROOT_DIR, 'node_modules/.bin/lighthouse');
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';

type LighthouseReport = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { score: number | null; displayValue?: string; numericValue?: number }>;
};

/** One Lighthouse run (mobile, its default: simulated slow 4G and a 4× slower CPU), in a process of its own. */
function runLighthouse(url: string, headers: Record<string, string>): Promise<LighthouseReport> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--extra-headers=${JSON.stringify(headers)}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with ${code}: ${errors.slice(-2000)}`));
      else resolve(JSON.parse(output) as LighthouseReport);
    });
  });
}

/** On a loaded machine Lighthouse sometimes fails to record the page load's trace (NO_NAVSTART): such a run is redone. */
async function runLighthouseRetrying(url: string, headers: Record<string, string>, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, headers);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];

/** The audits that cost the most, as Lighthouse estimates their savings, to say where a missed goal goes. */
function costliest(report: LighthouseReport): string {
  return Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.displayValue)
    .slice(0, 5)
    .map(([id, audit]) => `${id} ${audit.displayValue}`)
    .join('; ');
}

async function measurePage(url: string, headers: Record<string, string>, measure: string, limit: number) {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < RUNS; run += 1) reports.push(await runLighthouseRetrying(url, headers));
  const scores = reports.map((report) => Math.round((report.categories.performance.score ?? 0) * 100));
  const score = median(scores);
  const report = reports[scores.indexOf(score)] as LighthouseReport;
  const metrics = METRICS.map((id) => `${id} ${report.audits[id]?.displayValue ?? '?'}`).join(', ');
  return {
    lines: [`  ${measure}: ${score} (runs ${scores.join(', ')}); ${metrics}`, `    to improve: ${costliest(report)}`],
    goal: atLeast({ measure, value: score, limit, unit: '/100', digits: 0 }, { runs: scores }),
  };
}

/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile performance score, median of three runs, of the landing page
 * and of /dashboard signed in as the demo landlord (the session cookie sent as an extra header), against the
 * compiled server with the demo data.
 */
export async function benchmarkLighthouse(): Promise<BenchSection> {
  buildIfStale();
  const dataDir = await seededDataDir();
  try {
    const server = await startServer({ command: COMPILED_SERVER, dataDir, env: { SEED_DEMO_DATA: 'false' } });
    try {
      const origin = server.url.replace('127.0.0.1', 'localhost');
      const [landlord] = DEMO_ACCOUNTS;
      const cookie = await signIn(server.url, landlord?.email ?? '', DEMO_PASSWORD);
      const landing = await measurePage(`${origin}/?lng=en`, {}, 'Lighthouse mobile performance /', 95);
      const dashboard = await measurePage(
        `${origin}/dashboard?lng=en`,
        { Cookie: cookie },
        'Lighthouse mobile performance /dashboard',
        90,
      );
      return {
        lines: [
          `Lighthouse mobile performance (median of ${RUNS}; compiled server, demo data)`,
          ...landing.lines,
          ...dashboard.lines,
        ],
        goals: [landing.goal, dashboard.goal],
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
