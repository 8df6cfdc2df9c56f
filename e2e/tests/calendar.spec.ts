import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import {
  DEMO_LANDLORD,
  DEMO_PASSWORD,
  DEMO_TENANT,
  signInThroughForm,
  signUpThroughForm,
} from '../support/accounts.ts';
import { chooseOption } from '../support/tenancy.ts';

test.describe('calendar', () => {
  test('the demo landlord sees upcoming events, switches views, filters, opens an event and subscribes', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

    // The demo data fills the next 30 days: lease endings, a renewal decision and open maintenance requests.
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('link', { name: /^Lease ends: / }).first()).toBeVisible();
    await expect(upcoming.getByRole('link', { name: /^Renewal decision: / }).first()).toBeVisible();
    await expect(upcoming.getByRole('link', { name: /^Maintenance: / }).first()).toBeVisible();

    // Month (the default on a wide screen), then week and agenda, by keyboard and by click.
    const month = page.getByRole('tab', { name: 'Month' });
    await expect(month).toHaveAttribute('aria-selected', 'true');
    const calendar = page.getByRole('region', { name: /\d{4}/ }).first();
    await expect(page.getByRole('table', { name: 'Month' }).getByRole('link').first()).toBeVisible();
    await month.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('li[aria-current="date"]')).toBeVisible();
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    await expect(calendar.getByRole('link', { name: /^Maintenance: / }).first()).toBeVisible();

    // Previous, next and today move the period.
    const period = page.locator('#calendar-period');
    const now = await period.textContent();
    await page.getByRole('button', { name: 'Next period' }).click();
    await expect(period).not.toHaveText(now ?? '');
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(period).toHaveText(now ?? '');

    // The type filter keeps only maintenance.
    await chooseOption(page, page.getByRole('combobox', { name: 'Event type' }), 'Maintenance');
    await expect(upcoming.getByRole('link', { name: /^Lease ends: / })).toHaveCount(0);
    await expect(upcoming.getByRole('link', { name: /^Maintenance: / }).first()).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: 'Event type' }), 'All types');
    await expect(upcoming.getByRole('link', { name: /^Lease ends: / }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Month' }).click();
    await expectNoSeriousAxeViolations(page);

    // Subscribe: the feed URL is shown once and serves an iCalendar document.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
    await expect(dialog.getByText('You have no calendar feed yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create feed address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Feed address' });
    await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectNoSeriousAxeViolations(page);
    const url = await address.inputValue();
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const body = await feed.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('SUMMARY:Lease ends: ');
    await expect(dialog.getByRole('button', { name: 'Create a new address' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // An event's link opens its object: the lease's sheet on the tenants page.
    await upcoming
      .getByRole('link', { name: /^Lease ends: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tenants\?lease=[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('link', { name: /^Maintenance: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/maintenance\?request=[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('in Albanian, months, weekdays and currency names read in Albanian though Chromium has no Albanian data', async ({
    page,
  }) => {
    await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Shqip' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expect(page.getByLabel('Monedha e kalkulatorëve').locator('option:checked')).toHaveText(
      'Dollari amerikan (USD)',
    );

    await page.goto('/calendar');
    const month = page.getByRole('table', { name: 'Muaj' });
    await expect(month.getByRole('columnheader')).toHaveText(['hën', 'mar', 'mër', 'enj', 'pre', 'sht', 'die']);
    await expect(page.locator('#calendar-period')).toHaveText(
      /^(janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nëntor|dhjetor) \d{4}$/,
    );
    await page.getByRole('tab', { name: 'Javë' }).click();
    await expect(page.locator('#calendar-period')).toHaveText(
      /^\d{1,2} (jan|shk|mar|pri|maj|qer|korr|gush|sht|tet|nën|dhj) /,
    );
  });

  test('on a 390 px phone the calendar opens on the agenda and fits the screen', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/calendar');
    await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('region', { name: 'Upcoming events' })
        .getByRole('link', { name: /^Lease ends: / })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
    await phone.close();
  });

  test('the demo tenant sees their own requests and no property filter', async ({ page }) => {
    await signInThroughForm(page, DEMO_TENANT, DEMO_PASSWORD);
    await page.goto('/calendar');
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('link', { name: /^Maintenance: / }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Event type' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveCount(0);
    await expect(page.getByText("We couldn't load the calendar")).toHaveCount(0);
  });
});
