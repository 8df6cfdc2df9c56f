import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_MANAGER, DEMO_PASSWORD, DEMO_TENANT, signInThroughForm } from '../support/accounts.ts';
import { setPreferredLanguage } from '../support/profile.ts';

const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;
type Language = (typeof LANGUAGES)[number];

const DEMO_MAINTENANCE = 'maintenance@rentwell.demo';

/** Every signed-in route of a landlord (the property detail is found from the list). */
const LANDLORD_ROUTES = [
  '/dashboard',
  '/properties',
  '/short-term-rentals',
  '/tenants',
  '/maintenance',
  '/financials',
  '/messages',
  '/analytics',
  '/ai-posting',
  '/documents',
  '/calendar',
  '/settings',
  '/workflows',
  '/users',
  '/tools',
];
const TENANT_ROUTES = ['/dashboard', '/tenant-portal', '/maintenance', '/messages', '/documents', '/calendar'];
const MAINTENANCE_ROUTES = ['/dashboard', '/maintenance', '/documents', '/calendar', '/messages'];
const PUBLIC_ROUTES = ['/', '/auth', '/sign-lease', '/verify-document', '/bootstrap-admin', '/portfolio/not-a-token'];

/** Signs in and switches to the language the way Settings does (a signed-in person's profile wins over `?lng=`). */
async function signInIn(page: Page, email: string, language: Language) {
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await setPreferredLanguage(page, language);
}

/** Opens a route in a language and checks it with axe once its heading shows. */
async function checkRoute(page: Page, route: string, language: Language) {
  await page.goto(`${route}${route.includes('?') ? '&' : '?'}lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"] .animate-pulse')).toHaveCount(0);
  await test.step(`${route} in ${language}`, () => expectNoSeriousAxeViolations(page, { soft: true }));
}

async function firstPropertyRoute(page: Page) {
  await page.goto('/properties');
  const link = page.locator('a[href^="/properties/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '/properties';
}

test.describe('axe finds no serious or critical violation on any route, in any language', () => {
  // The ten checks are the longest work of the journeys: each may go to whichever worker (and so server) is free.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  for (const language of LANGUAGES) {
    test(`the landlord's routes in ${language}`, async ({ page }) => {
      await signInIn(page, DEMO_LANDLORD, language);
      const propertyRoute = await firstPropertyRoute(page);
      for (const route of [...LANDLORD_ROUTES, propertyRoute]) await checkRoute(page, route, language);
      // The demo accounts are shared with the other journeys, which read English.
      await setPreferredLanguage(page, 'en');
    });

    test(`the tenant's, the maintenance worker's and the public routes in ${language}`, async ({
      browser,
      baseURL,
    }) => {
      for (const [email, routes] of [
        [DEMO_TENANT, TENANT_ROUTES],
        [DEMO_MAINTENANCE, MAINTENANCE_ROUTES],
      ] as const) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await signInIn(page, email, language);
        for (const route of routes) await checkRoute(page, route, language);
        await setPreferredLanguage(page, 'en');
        await context.close();
      }
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) await checkRoute(page, route, language);
      await context.close();
    });
  }
});

/** How many lines an element's text takes. */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { text: element.textContent, lines: new Set(Array.from(range.getClientRects(), (rect) => rect.top)).size };
    }),
  );
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard's income never breaks inside an amount", async ({ page }) => {
    await signInIn(page, DEMO_LANDLORD, 'en');
    await expect(page.locator('dl dd.tabular-nums').first()).toBeVisible();
    const amounts = await linesOf(page, 'dl dd.tabular-nums');
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount, `${amount.text} on one line`).toMatchObject({ lines: 1 });
  });

  test("the short-term tab keeps a listing's title wide enough to read", async ({ page }) => {
    await signInIn(page, DEMO_MANAGER, 'en');
    await page.goto('/properties');
    const cottage = page.locator('a[href^="/properties/"]').filter({ hasText: 'Maple Cottage' }).first();
    await page.goto(`${await cottage.getAttribute('href')}?tab=short-term`);
    const title = page.getByRole('heading', { name: 'Maple Cottage – cosy garden retreat' });
    await expect(title).toBeVisible();
    expect((await title.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  });
});
