import { expect, type Page } from '@playwright/test';

/** On a 390 px phone the page itself never scrolls sideways (wide tables scroll inside their own box). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
