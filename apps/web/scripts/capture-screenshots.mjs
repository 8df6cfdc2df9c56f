// Captures the landing page's product screenshots from a running server with the demo data, in light and dark, and
// writes them as compact WebP files to public/screenshots/ (the landing page sets their width and height).
//
//   DATA_DIR=$(mktemp -d) PORT=3999 BASE_URL=http://localhost:3999 npx tsx apps/server/src/main.ts
//   node apps/web/scripts/capture-screenshots.mjs http://localhost:3999
//
// Playwright (from the e2e workspace) drives Debian's Chromium; sharp (from the server workspace) encodes the WebP.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import sharp from 'sharp';

const baseUrl = process.argv[2] ?? 'http://localhost:3999';
const outDir = new URL('../public/screenshots/', import.meta.url);
const DEMO_PASSWORD = 'rentwell-demo';

/** Every shot: who signs in, which page, the viewport (CSS pixels, captured at 2x), and the output widths. */
const SHOTS = [
  {
    name: 'dashboard',
    email: 'landlord@rentwell.demo',
    path: '/dashboard',
    viewport: { width: 1280, height: 800 },
    widths: [1600, 800],
  },
  {
    name: 'properties',
    email: 'landlord@rentwell.demo',
    path: '/properties',
    viewport: { width: 1280, height: 800 },
    widths: [1600, 800],
  },
  {
    name: 'tenant-portal',
    email: 'tenant@rentwell.demo',
    path: '/tenant-portal',
    viewport: { width: 390, height: 780 },
    widths: [600, 300],
  },
];

async function signIn(page, email) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForURL(/\/dashboard$/);
}

/** Waits until the page's data is in: no skeletons, no busy regions, fonts and images loaded. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.animate-pulse, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})),
    );
  });
  // Let entrance animations and the toast outlet settle.
  await page.waitForTimeout(600);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
await mkdir(outDir, { recursive: true });
try {
  for (const shot of SHOTS) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        deviceScaleFactor: 2,
        colorScheme: theme,
        locale: 'en-US',
      });
      await context.addInitScript((value) => {
        window.localStorage.setItem('rentwell.theme', value);
        window.localStorage.setItem('rentwell.language', 'en');
        window.localStorage.setItem('rentwell.displayScale', '1');
      }, theme);
      const page = await context.newPage();
      await signIn(page, shot.email);
      await page.goto(`${baseUrl}${shot.path}`);
      await settle(page);
      const png = await page.screenshot({ type: 'png' });
      for (const width of shot.widths) {
        const file = new URL(`${shot.name}-${theme}-${width}.webp`, outDir);
        const info = await sharp(png).resize({ width }).webp({ quality: 80, effort: 6 }).toFile(file.pathname);
        process.stdout.write(`${file.pathname} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KB\n`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
