import type { Page } from '@playwright/test';

/**
 * Headers for a `page.request` mutation: the Origin the browser would send with a fetch from the page. The API
 * refuses state-changing requests without our own Origin, and Playwright's request context sends none.
 */
export function sameOriginHeaders(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin };
}
