import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';

const DIST_DIR = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const KB = 1024;

/** A page of the first-render JavaScript budget (issue 19): where it is, who opens it, and its gzip -9 budget. */
export type BudgetedPage = {
  name: string;
  path: string;
  /** Signed out when absent. */
  account?: { email: string; password: string };
  /** The budget CI enforces, gzip -9 KB. */
  budgetKb: number;
  /** What shows once the first render is complete, beyond the main heading (content that loads its own chunks). */
  settled?: (page: Page) => Locator;
};

export type FirstRenderJs = {
  name: string;
  budgetKb: number;
  kb: number;
  files: { file: string; kb: number }[];
};

function gzip9Bytes(pathname: string): number {
  return gzipSync(readFileSync(path.join(DIST_DIR, pathname)), { level: 9 }).length;
}

/**
 * Opens the page in a fresh context (no cache, no service worker), waits until its first render settles (network
 * idle and the page's main heading shown), and sums the gzip -9 size of every JavaScript file Chromium fetched, lazy
 * chunks included, compressed from apps/web/dist whatever the transfer encoding was.
 */
export async function measureFirstRenderJs(
  browser: Browser,
  baseURL: string,
  page: BudgetedPage,
): Promise<FirstRenderJs> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'en-US' });
  try {
    if (page.account) {
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        data: page.account,
        headers: { origin: new URL(baseURL).origin },
      });
      expect(signIn.ok(), `signing in as ${page.account.email}`).toBe(true);
    }
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('response', (response) => {
      const { pathname, origin } = new URL(response.url());
      if (origin === new URL(baseURL).origin && pathname.endsWith('.js')) scripts.add(pathname);
    });
    await tab.goto(page.path, { waitUntil: 'networkidle' });
    await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (page.settled) await expect(page.settled(tab).first()).toBeVisible();
    await tab.waitForLoadState('networkidle');
    const files = [...scripts].map((file) => ({ file, kb: gzip9Bytes(file) / KB })).sort((a, b) => b.kb - a.kb);
    return { name: page.name, budgetKb: page.budgetKb, kb: files.reduce((sum, file) => sum + file.kb, 0), files };
  } finally {
    await context.close();
  }
}

/** One line per page, with its largest files. */
export function describeFirstRenderJs(result: FirstRenderJs, largest = 8): string[] {
  return [
    `${result.kb <= result.budgetKb ? '✓' : '✗'} ${result.name}: ${result.kb.toFixed(1)} KB gzip -9 (budget ${result.budgetKb} KB), ${result.files.length} files`,
    ...result.files.slice(0, largest).map(({ file, kb }) => `    ${kb.toFixed(1).padStart(6)} KB  ${file}`),
  ];
}
