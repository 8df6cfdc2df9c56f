import { expect, type Page } from '@playwright/test';
import { sameOriginHeaders } from './same-origin.ts';

/** Sets the signed-in user's interface language through their profile, as Settings does. */
export async function setPreferredLanguage(page: Page, preferredLanguage: string) {
  const response = await page.request.patch('/api/me/profile', {
    headers: sameOriginHeaders(page),
    data: { preferredLanguage },
  });
  expect(response.status()).toBe(200);
}
