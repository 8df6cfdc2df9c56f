import { expect, type Locator, test } from '@playwright/test';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';

/** The names of an element's own properties that React DOM set, with their random suffix cut off. */
function reactKeys(element: Locator): Promise<string[]> {
  return element.evaluate((node) =>
    Object.keys(node)
      .filter((key) => key.startsWith('__react'))
      .map((key) => key.slice(0, key.indexOf('$') + 1)),
  );
}

test('React DOM renders the signed-in app', async ({ page }) => {
  await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await reactKeys(page.locator('#root'))).toContain('__reactContainer$');
});

test("React DOM hydrates the landing page's contact form", async ({ page }) => {
  await page.goto('/?lng=en');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: 'Send message' });
  await expect(submit).toBeEnabled();
  expect(await reactKeys(submit)).toEqual(expect.arrayContaining(['__reactFiber$', '__reactProps$']));
  expect(await reactKeys(page.locator('#contact-form'))).toContain('__reactContainer$');
});
