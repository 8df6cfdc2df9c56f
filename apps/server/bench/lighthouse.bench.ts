import { rm } from 'node:fs/promises';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Cookie } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import { atLeast, type BenchSection } from './goals.ts';
import { buildIfStale, COMPILED_SERVER, median, seededDataDir, signIn, startServer } from './server-process.ts';

const RUNS = 3;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const FLAGS: Flags = { output: 'json', onlyCategories: ['performance'], logLevel: 'error' };

type LighthouseReport = RunnerResult['lhr'];

/** `name=value; name2=value2` (what signIn returns) as cookies of the origin. */
function cookiesFor(origin: string, cookieHeader: string): Cookie[] {
  const { hostname } = new URL(origin);
  return cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=');
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        domain: hostname,
        path: '/',
      } as Cookie;
    });
}

/**
 * One Lighthouse run (mobile, its default: simulated slow 4G and a 4× slower CPU) in a Chromium of its own. A signed-in
 * page gets the session as a real cookie of the browser: a `Cookie` extra header reaches the document but not the
 * app's `fetch` calls, so the page would redirect to /auth and the sign-in page would be measured instead.
 */
async function runLighthouse(url: string, cookieHeader: string): Promise<LighthouseReport> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
  try {
    if (cookieHeader) await browser.setCookie(...cookiesFor(url, cookieHeader));
    const page = await browser.newPage();
    const result = await lighthouse(url, FLAGS, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the page measured is not the one asked for`);
    }
    return lhr;
  } finally {
    await browser.close();
  }
}

/** On a loaded machine Lighthouse sometimes fails to record the page load's trace (NO_NAVSTART): such a run is redone. */
async function runLighthouseRetrying(url: string, cookieHeader: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, cookieHeader);
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

async function measurePage(url: string, cookieHeader: string, measure: string, limit: number) {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < RUNS; run += 1) reports.push(await runLighthouseRetrying(url, cookieHeader));
  const scores = reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100));
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
 * and of /dashboard signed in as the demo landlord (the session cookie set in the browser), against the
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
      const landing = await measurePage(`${origin}/?lng=en`, '', 'Lighthouse mobile performance /', 95);
      const dashboard = await measurePage(
        `${origin}/dashboard?lng=en`,
        cookie,
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
