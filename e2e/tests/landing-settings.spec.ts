import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { signInThroughForm, signUpThroughForm, uniqueEmail } from '../support/accounts.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';

const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;

type TLocale = {
  landing: { hero: { title: string }; meta: { title: string } };
  contact: { submit: string };
  nav: { logout: string };
};

function locale(language: string): TLocale {
  return JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as TLocale;
}

/** A translation key shown as text ('landing.hero.title') instead of its translation. */
const RAW_KEY = /\b(landing|contact|common|shell|languages|settings|validation|errors)\.[a-zA-Z]+/;

/** Scrolls the page through, so lazy images and the contact form load, and comes back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Lays out every section now: the landing page skips the layout of far-away sections (`content-visibility: auto`)
 * until they come near, which a full-page screenshot or an axe scan of the whole page does not wait for.
 */
async function renderWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * Attaches a full-page screenshot to the test. Under heavy load Chromium sometimes never finishes a full-page capture
 * of a long page: then the visible part is attached, and when even that does not come, only a note says so. Either
 * way the capture is bounded in time: these pictures are for people to look at, the checks are the assertions.
 */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await renderWholePage(page);
  const captures = [
    { fullPage: true, timeout: 30_000, note: 'full-page capture timed out, viewport only' },
    { fullPage: false, timeout: 15_000, note: 'capture timed out, no screenshot' },
  ];
  for (const { note, ...options } of captures) {
    try {
      const body = await page.screenshot({ ...options, animations: 'disabled' });
      await testInfo.attach(name, { body, contentType: 'image/png' });
      return;
    } catch {
      testInfo.annotations.push({ type: 'screenshot', description: `${name}: ${note}` });
    }
  }
}

/** The contact form, once its script has hydrated it (the submit button is enabled only then). */
async function openContactForm(page: Page) {
  await page.goto('/?lng=en');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  return form;
}

test.describe('the landing page', () => {
  for (const language of LANGUAGES) {
    test(`is complete and translated in ${language}`, async ({ page }, testInfo) => {
      const texts = locale(language);
      await page.goto(`/?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page).toHaveTitle(texts.landing.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.landing.hero.title);
      await scrollThrough(page);
      await expect(page.getByRole('button', { name: texts.contact.submit })).toBeEnabled();

      const text = (await page.locator('body').textContent()) ?? '';
      expect(text).not.toMatch(RAW_KEY);
      for (const image of await page.locator('main img:visible').all()) {
        await expect(image).toHaveJSProperty('complete', true);
        expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
      await attachScreenshot(page, testInfo, `landing-${language}.png`);
    });
  }

  test('loads only its own small script, and links sign-in and sign-up to /auth', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/?lng=en');
    await page.waitForLoadState('networkidle');
    // The app's entry script (router, query cache, auth client) is not part of the landing page.
    const appHtml = await (await request.get('/dashboard')).text();
    const appEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(appHtml)?.[1];
    expect(appEntry).toBeTruthy();
    expect(scripts).not.toContain(appEntry);
    expect(scripts.filter((script) => script.startsWith('/assets/')).length).toBeGreaterThan(0);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?tab=sign-up');
    await header.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });

  test('switching the language loads the page in that language, and the app follows', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('fr').landing.hero.title);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('tab', { name: 'Se connecter' })).toBeVisible();
  });

  test('follows a language kept in local storage, and discards one that looks like script', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('rentwell.language')) window.localStorage.setItem('rentwell.language', 'es');
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('es').landing.hero.title);

    await page.context().clearCookies();
    await page.goto(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await page.locator('body').textContent()) ?? '').not.toContain('alert(1)');
  });

  test('the theme picker switches to dark at once and keeps it', async ({ page }) => {
    await page.goto('/?lng=en');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  });

  test('has no serious or critical axe violations, in light and in dark', async ({ page }) => {
    await page.goto('/?lng=en');
    await scrollThrough(page);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await renderWholePage(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the contact form', () => {
  test('shows each rule of the spec for the input that breaks it', async ({ page }) => {
    const form = await openContactForm(page);
    const send = form.getByRole('button', { name: 'Send message' });

    await send.click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('N'.repeat(100));
    await form.getByLabel('Email').fill(`${'e'.repeat(250)}@x.io`);
    await form.getByLabel('Message').fill('M'.repeat(1000));
    await send.click();
    await expect(form.getByText('Name must be less than 100 characters')).toBeVisible();
    await expect(form.getByText('Email must be less than 255 characters')).toBeVisible();
    await expect(form.getByText('Message must be less than 1000 characters')).toBeVisible();

    await form.getByLabel('Email').fill('not-an-address');
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByLabel('Name').fill('A');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test('a valid message is sent once and confirmed with the 24-hour promise', async ({ page }) => {
    const form = await openContactForm(page);
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/contact')) posts += 1;
    });
    await form.getByLabel('Name').fill('Paula Prospect');
    await form.getByLabel('Email').fill(uniqueEmail('prospect'));
    await form.getByLabel(/^Company/).fill('Prospect Lettings');
    await form.getByLabel('Message').fill('We manage forty flats in Tirana and would like to self-host Rentwell.');
    await form.getByRole('button', { name: 'Send message' }).dblclick();
    const confirmation = page.getByRole('status').filter({ hasText: 'Message received' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('within 24 hours');
    await expect(confirmation.getByRole('heading', { name: 'Message received' })).toBeFocused();
    expect(posts).toBe(1);
  });

  test('a refusal (429) or a server error is explained, and nothing typed is lost', async ({ page }) => {
    const form = await openContactForm(page);
    let answer = 429;
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: answer,
        headers: { 'content-type': 'application/json', 'retry-after': '600' },
        body: JSON.stringify({
          error: answer === 429 ? { code: 'rate_limited', message: 'Too many' } : { code: 'internal_error' },
        }),
      }),
    );
    await form.getByLabel('Name').fill('Rita Retry');
    await form.getByLabel('Email').fill('rita@example.test');
    await form.getByLabel('Message').fill('Please call me back about a demo.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText('Too many messages were sent from your address');
    await expect(form.getByLabel('Name')).toHaveValue('Rita Retry');
    await expect(form.getByLabel('Message')).toHaveValue('Please call me back about a demo.');

    answer = 500;
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText('Something went wrong on our side');
    await expect(form.getByLabel('Email')).toHaveValue('rita@example.test');
  });

  test('errors and the confirmation follow the language of the page', async ({ page }) => {
    await page.goto('/?lng=sq');
    const form = page.getByRole('form', { name: 'Formulari i kontaktit' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
    await expect(form.getByText('Emri duhet të ketë të paktën 2 karaktere')).toBeVisible();
    await expect(form.getByText('Adresë email-i e pavlefshme')).toBeVisible();
    await expect(form.getByText('Mesazhi duhet të ketë të paktën 10 karaktere')).toBeVisible();
  });
});

test.describe('settings', () => {
  test('changing the interface size shows the toast and rescales the page', async ({ page }) => {
    await signUpThroughForm(page, 'Property manager');
    await page.goto('/settings');
    await page.getByLabel('Interface size').click();
    await page.getByRole('option', { name: 'Extra Large (150%)' }).click();
    await expect(page.getByText('Display scale updated')).toBeVisible();
    await expect(page.getByText('Interface size set to Extra Large (150%)')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    await page.getByLabel('Interface size').click();
    await page.getByRole('option', { name: 'Compact (90%)' }).click();
    await expect(page.getByText('Interface size set to Compact (90%)')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14.4px');
  });

  test('theme and language survive signing out and in again', async ({ page }) => {
    const { email, password } = await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    const saved = () => page.waitForResponse((response) => response.url().endsWith('/api/me/profile') && response.ok());
    let save = saved();
    await page.getByRole('radio', { name: 'Dark' }).check({ force: true });
    await save;
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    save = saved();
    // Exactly: the letter templates' 'Letter language' is on this page too.
    await page.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await save;
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('button', { name: locale('es').nav.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Forget what this browser kept: the profile alone brings them back.
    await page.context().clearCookies();
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.goto('/auth');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await signInThroughForm(page, email, password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
  });

  test('notification switches and the currencies are saved at once', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    const payments = page.getByRole('switch', { name: 'Payment reminders' });
    await expect(payments).toHaveAttribute('aria-checked', 'true');
    await payments.click();
    await expect(payments).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.getByRole('switch', { name: 'Email notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Lease reminders' })).toBeDisabled();

    await page.getByLabel('Calculator currency').selectOption('EUR');
    await expect(page.getByLabel('Calculator currency')).toHaveValue('EUR');
    await expect(page.getByLabel('Calculator currency').locator('option:checked')).toHaveText('Euro (EUR)');
    await expect(page.getByText('Used only by the calculators in Tools.', { exact: false })).toBeVisible();

    // The landlord (an admin) sets the organization's currency: new records are written in it.
    await page.getByLabel('Organization currency').selectOption('GBP');
    await page.getByRole('button', { name: 'Switch to GBP' }).click();
    await expect(page.getByText('Organization currency set to GBP')).toBeVisible();

    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Payment reminders' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Calculator currency')).toHaveValue('EUR');
    await expect(page.getByLabel('Organization currency')).toHaveValue('GBP');
  });

  test('short-term rental mode shows and hides the property tab', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    const created = await page.request.post('/api/properties', {
      headers: sameOriginHeaders(page),
      data: {
        name: 'Seaside Studios',
        type: 'apartment',
        address: '12 Harbour Road',
        city: 'Durrës',
        state: '',
        zipCode: '2001',
        country: 'AL',
        notes: '',
        yearBuilt: null,
        purchasePriceMinor: null,
        currency: 'EUR',
        unitCount: 2,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/properties/${id}`);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Short-term rentals' })).toHaveCount(0);

    await page.goto('/settings');
    const mode = page.getByRole('switch', { name: 'Short-term rental mode' });
    await expect(mode).toHaveAttribute('aria-checked', 'false');
    await mode.click();
    await expect(mode).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto(`/properties/${id}`);
    await page.getByRole('tab', { name: 'Short-term rentals' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Short-term rentals' })).toBeVisible();
  });

  test('the sign-in email changes only with the current password', async ({ page }) => {
    const { password } = await signUpThroughForm(page, 'Tenant');
    await page.goto('/settings');
    const section = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Sign-in email' }) });
    const newEmail = uniqueEmail('moved');
    await section.getByLabel('New email').fill('not-an-email');
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByText('Enter a valid email address')).toBeVisible();

    await section.getByLabel('New email').fill(newEmail);
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByRole('alert')).toContainText('The current password is incorrect.');
    await expect(section.getByLabel('Current password')).toBeFocused();

    await section.getByLabel('Current password').fill(password);
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Email changed')).toBeVisible();
    await expect(section.getByText(newEmail)).toBeVisible();
    await expect(section.getByText('Not verified yet')).toBeVisible();
  });

  test('the password changes, and other sessions can be signed out', async ({ page, browser, baseURL }) => {
    const { email, password } = await signUpThroughForm(page, 'Tenant');
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, email, password);

    await page.goto('/settings');
    const section = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password and sessions' }) });
    await section.getByLabel('Current password').fill('wrong-password-1');
    await section.getByLabel('New password', { exact: true }).fill('short');
    await section.getByLabel('Confirm new password').fill('different');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Must be at least 8 characters')).toBeVisible();
    await expect(section.getByText('Passwords do not match')).toBeVisible();

    const newPassword = 'a-brand-new-password-7';
    await section.getByLabel('New password', { exact: true }).fill(newPassword);
    await section.getByLabel('Confirm new password').fill(newPassword);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toContainText('The current password is incorrect.');

    await section.getByLabel('Current password').fill(password);
    await section.getByLabel('Also sign out of my other sessions').uncheck();
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // The other browser is still signed in, until this one signs it out.
    await otherPage.goto('/settings');
    await expect(otherPage.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out of your other sessions?' });
    await confirm.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Other sessions signed out')).toBeVisible();
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/auth$/);
    await other.close();

    // This session stays, and the new password signs in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughForm(page, email, newPassword);
  });

  test('/settings has no serious or critical axe violations', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Short-term rental mode' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('screens to look at', () => {
  // Two sign-ups and two bounded captures (up to 45 s each) on a shared 2-CPU machine.
  test.describe.configure({ timeout: 240_000 });
  for (const [width, theme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [360, 'light'],
    [360, 'dark'],
  ] as const) {
    test(`landing and settings at ${width} px, ${theme}`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/?lng=en');
      await scrollThrough(page);
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await attachScreenshot(page, testInfo, `landing-${width}-${theme}.png`);
      await signUpThroughForm(page, 'Landlord');
      await page.goto('/settings');
      await expect(page.getByRole('switch', { name: 'Short-term rental mode' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await attachScreenshot(page, testInfo, `settings-${width}-${theme}.png`);
    });
  }
});
