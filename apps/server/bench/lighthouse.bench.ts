import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Cookie } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import { atLeast, type BenchSection, type Goal } from './goals.ts';
import { buildIfStale, COMPILED_SERVER, median, seededDataDir, signIn, startServer } from './server-process.ts';

const RUNS = 3;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type TCategory = (typeof CATEGORIES)[number];
type TFormFactor = 'mobile' | 'desktop';

/** What to measure on one page: its form factor, whether signed in, and the lowest score (0..100) of each category. */
type PageToMeasure = {
  path: string;
  formFactor: TFormFactor;
  signedIn: boolean;
  floors: Partial<Record<TCategory, number>>;
};

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
 * One Lighthouse run (mobile, its default, simulates slow 4G and a 4× slower CPU) in a Chromium of its own. A signed-in
 * page gets the session as a real cookie of the browser: a `Cookie` extra header reaches the document but not the
 * app's `fetch` calls, so the page would redirect to /auth and the sign-in page would be measured instead.
 */
async function runLighthouse(url: string, cookieHeader: string, page: PageToMeasure): Promise<LighthouseReport> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
  try {
    if (cookieHeader) await browser.setCookie(...cookiesFor(url, cookieHeader));
    const tab = await browser.newPage();
    const flags: Flags = { output: 'json', onlyCategories: Object.keys(page.floors), logLevel: 'error' };
    const config: Config | undefined = page.formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config, tab);
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
async function runLighthouseRetrying(url: string, cookieHeader: string, page: PageToMeasure, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, cookieHeader, page);
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

function scoreOf(report: LighthouseReport, category: TCategory): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

/** With `LIGHTHOUSE_REPORTS=<dir>`, every run's report is written there as JSON, to read where the time goes. */
async function saveReports(page: PageToMeasure, reports: LighthouseReport[]) {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = `${page.formFactor}${page.path.replaceAll('/', '-')}`;
  await Promise.all(
    reports.map((report, run) => writeFile(join(dir, `${name}-${run + 1}.json`), JSON.stringify(report))),
  );
}

/** RUNS runs of one page; the run of median performance counts for every category, as Lighthouse CI does. */
async function measurePage(origin: string, cookieHeader: string, page: PageToMeasure) {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    reports.push(await runLighthouseRetrying(`${origin}${page.path}?lng=en`, cookieHeader, page));
  }
  await saveReports(page, reports);
  const performances = reports.map((report) => scoreOf(report, 'performance'));
  const report = reports[performances.indexOf(median(performances))] as LighthouseReport;
  const metrics = METRICS.map((id) => `${id} ${report.audits[id]?.displayValue ?? '?'}`).join(', ');
  const floors = Object.entries(page.floors) as [TCategory, number][];
  const goals: Goal[] = floors.map(([category, limit]) =>
    atLeast(
      {
        measure: `Lighthouse ${page.formFactor} ${category} ${page.path}`,
        value: scoreOf(report, category),
        limit,
        unit: '/100',
        digits: 0,
      },
      { runs: reports.map((run) => scoreOf(run, category)) },
    ),
  );
  const scores = floors.map(([category]) => `${category} ${scoreOf(report, category)}`).join(', ');
  return {
    lines: [
      `  ${page.formFactor} ${page.path}: ${scores} (performance of each run ${performances.join(', ')}); ${metrics}`,
      `    to improve: ${costliest(report)}`,
    ],
    goals,
  };
}

/** The landing page's floors in every category (what the browser suite checked before), and the dashboard's speed. */
const PAGES: PageToMeasure[] = [
  {
    path: '/',
    formFactor: 'mobile',
    signedIn: false,
    floors: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  },
  {
    path: '/',
    formFactor: 'desktop',
    signedIn: false,
    floors: { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 },
  },
  { path: '/dashboard', formFactor: 'mobile', signedIn: true, floors: { performance: 90 } },
];

/**
 * `npm run bench -- lighthouse`: Lighthouse's scores, median of three runs, of the landing page (every category,
 * mobile and desktop) and of /dashboard signed in as the demo landlord (performance on mobile; the session cookie set
 * in the browser), against the compiled server with the demo data.
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
      const measured = [];
      for (const page of PAGES) measured.push(await measurePage(origin, page.signedIn ? cookie : '', page));
      return {
        lines: [
          `Lighthouse (median of ${RUNS} by performance; compiled server, demo data)`,
          ...measured.flatMap((page) => page.lines),
        ],
        goals: measured.flatMap((page) => page.goals),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
