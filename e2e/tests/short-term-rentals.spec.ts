import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_MANAGER, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';

import { sameOriginHeaders } from '../support/same-origin.ts';

/** The first day of next month (UTC) and a day of it: 'YYYY-MM-DD'. */
function nextMonthDay(day: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day));
  return date.toISOString().slice(0, 10);
}

/** Turns the demo landlord's short-term-rental mode on from Settings (the tab follows it). */
async function turnShortTermRentalModeOn(page: Page) {
  await page.goto('/settings');
  const mode = page.getByRole('switch', { name: 'Short-term rental mode' });
  if ((await mode.getAttribute('aria-checked')) !== 'true') await mode.click();
  await expect(mode).toHaveAttribute('aria-checked', 'true');
}

/** Turns it off again through the API, so a failing test does not leave the next one in the mode. */
async function turnShortTermRentalModeOff(page: Page) {
  const answer = await page.request.patch('/api/me/profile', {
    data: { shortTermRentalMode: false },
    headers: sameOriginHeaders(page),
  });
  expect(answer.status()).toBe(200);
}

/** Cancels `guestName`'s stays of every listing in [from, to), so the journey that books them can run again. */
async function cancelStaysOf(page: Page, guestName: string, from: string, to: string) {
  const calendar = await page.request.get(`/api/str/calendar?from=${from}&to=${to}`);
  expect(calendar.status()).toBe(200);
  const { bookings } = (await calendar.json()) as {
    bookings: { id: string; listingId: string; guestName: string; status: string }[];
  };
  for (const booking of bookings.filter((stay) => stay.guestName === guestName && stay.status !== 'cancelled')) {
    const cancelled = await page.request.post(`/api/str/listings/${booking.listingId}/bookings/${booking.id}/cancel`, {
      headers: sameOriginHeaders(page),
    });
    expect(cancelled.status()).toBe(200);
  }
}

async function firstPropertyId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/properties');
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { items: { id: string }[] };
  const first = body.items[0];
  if (!first) throw new Error('The demo landlord has no property');
  return first.id;
}

/**
 * A house of the demo landlord with no lease, for a journey's listing: a home with a long-term lease cannot be let
 * night by night. Removed again with `removeHouse`.
 */
async function createHouse(page: Page): Promise<string> {
  const created = await page.request.post('/api/properties', {
    headers: sameOriginHeaders(page),
    data: {
      name: `Garden House ${Date.now().toString(36)}`,
      type: 'house',
      address: '7 Garden Row',
      city: 'Portland',
      state: 'OR',
      zipCode: '97202',
      country: 'US',
      notes: '',
      yearBuilt: null,
      purchasePriceMinor: null,
      currency: 'USD',
      unitCount: 1,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function removeHouse(page: Page, propertyId: string) {
  const removed = await page.request.delete(`/api/properties/${propertyId}`, { headers: sameOriginHeaders(page) });
  expect(removed.status()).toBe(204);
}

test.describe('short-term rentals', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the demo landlord creates a listing, books a stay, meets a conflict and blocks dates for cleaning, on the listing and on /calendar', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await turnShortTermRentalModeOn(page);
    const propertyId = await createHouse(page);
    try {
      await page.goto(`/properties/${propertyId}`);
      await page.getByRole('tab', { name: 'Short-term rentals' }).click();
      await expect(page.getByRole('heading', { name: 'Listings', level: 2 })).toBeVisible();

      // A listing.
      const title = `Garden Studio ${Date.now().toString(36)}`;
      await page.getByRole('button', { name: 'Add listing' }).click();
      const listingDialog = page.getByRole('dialog', { name: 'Add listing' });
      await listingDialog.getByLabel('Title').fill(title);
      await listingDialog.getByLabel(/^Nightly rate/).fill('120');
      await listingDialog.getByLabel(/^Cleaning fee/).fill('40');
      await listingDialog.getByLabel('Max guests').fill('3');
      await listingDialog.getByRole('button', { name: 'Add listing' }).click();
      await expect(listingDialog).toBeHidden();
      const listing = page.getByRole('region', { name: title });
      await expect(listing.getByText('$120.00')).toBeVisible();
      await expect(listing.getByText('$40.00')).toBeVisible();

      // Next month: click the first and the last night (the timeline's rule too), then Book; nights and total follow.
      await listing.getByRole('button', { name: 'Next month' }).click();
      const day = (n: number) => listing.locator(`button[data-day="${nextMonthDay(n)}"]`);
      await day(3).click();
      await day(5).click();
      await expect(listing.getByText(/^3 nights, /)).toBeVisible();
      await expect(day(4)).toHaveAttribute('aria-pressed', 'true');
      await listing.getByRole('button', { name: 'Book', exact: true }).click();
      const booking = page.getByRole('dialog', { name: 'Book a stay' });
      await expect(booking.getByLabel('Check-in')).toHaveValue(nextMonthDay(3));
      await expect(booking.getByLabel('Check-out')).toHaveValue(nextMonthDay(6));
      await booking.getByLabel('Guest name').fill('Ana Díaz');
      await booking.getByLabel('Guests').fill('2');
      await expect(booking.getByText('3 nights × $120.00 + cleaning $40.00 = $400.00')).toBeVisible();
      await booking.getByLabel('Guests').fill('5');
      await expect(booking.getByText('This listing takes at most 3 guests.')).toBeVisible();
      await booking.getByLabel('Guests').fill('2');
      await expectNoSeriousAxeViolations(page);
      await booking.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(booking).toBeHidden();
      await expect(listing.getByText('Booking: Ana Díaz')).toBeVisible();
      await expect(day(5)).toHaveAccessibleName(/^\d+ Ana Díaz, .+ \d{4}, taken$/);
      await expect(day(6)).toHaveAccessibleName(/free/);

      // Another whole-home listing of the same house cannot take Ana's nights: a home is let once a night.
      const twin = await page.request.post('/api/str/listings', {
        headers: sameOriginHeaders(page),
        data: { propertyId, title: `Twin ${Date.now().toString(36)}`, nightlyRateMinor: 10_000, maxGuests: 2 },
      });
      expect(twin.status()).toBe(201);
      const twinId = ((await twin.json()) as { id: string }).id;
      const twinBooking = await page.request.post(`/api/str/listings/${twinId}/bookings`, {
        headers: sameOriginHeaders(page),
        data: { guestName: 'Tom Twin', guests: 1, checkIn: nextMonthDay(4), checkOut: nextMonthDay(5) },
      });
      expect(twinBooking.status()).toBe(409);
      expect(((await twinBooking.json()) as { error: { code: string } }).error.code).toBe('home_already_let');
      const twinRemoved = await page.request.delete(`/api/str/listings/${twinId}`, {
        headers: sameOriginHeaders(page),
      });
      expect(twinRemoved.status()).toBe(204);

      // An overlapping stay: the server refuses it, the dialog names the booking in the way and keeps what was typed.
      await day(5).click();
      await day(8).click();
      await listing.getByRole('button', { name: 'Book', exact: true }).click();
      const overlapping = page.getByRole('dialog', { name: 'Book a stay' });
      await overlapping.getByLabel('Guest name').fill('Ben Ortiz');
      await overlapping.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(overlapping.getByRole('alert')).toContainText('These dates overlap the booking of Ana Díaz');
      await expect(overlapping.getByLabel('Guest name')).toHaveValue('Ben Ortiz');
      await overlapping.getByRole('button', { name: 'Cancel' }).click();
      await expect(overlapping).toBeHidden();

      // A cleaning block by keyboard alone: Enter on the check-out day, arrow to the next night, Enter, then Block.
      await day(6).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await expect(day(7)).toBeFocused();
      await page.keyboard.press('Enter');
      await listing.getByRole('button', { name: 'Block', exact: true }).click();
      const block = page.getByRole('dialog', { name: 'Block dates' });
      await expect(block.getByRole('combobox', { name: 'Type' })).toHaveText('Cleaning');
      await expect(block.getByLabel('First blocked day')).toHaveValue(nextMonthDay(6));
      await block.getByLabel('Reason').fill('Deep clean after Ana');
      await block.getByRole('button', { name: 'Block dates' }).click();
      await expect(block).toBeHidden();
      await expect(listing.getByText('Deep clean after Ana')).toBeVisible();
      await expect(day(6)).toHaveAccessibleName(/^\d+ Cleaning, .+ \d{4}, taken$/);

      // The month's figures and iCal: a secret export URL, shown once in a copy field.
      await expect(listing.getByRole('region', { name: "This month's figures" }).getByText('Occupancy')).toBeVisible();
      await listing.getByRole('button', { name: 'Create feed URL' }).click();
      await expect(listing.getByRole('textbox', { name: 'Feed URL' })).toHaveValue(
        /\/api\/str\/feeds\/[A-Za-z0-9_-]+\.ics$/,
      );
      const feedUrl = new URL(await listing.getByRole('textbox', { name: 'Feed URL' }).inputValue());
      const feed = await page.request.get(feedUrl.pathname);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('BEGIN:VCALENDAR');
      await expectNoSeriousAxeViolations(page);

      // The booking opens with its status actions.
      await listing.getByRole('button', { name: 'Open the booking of Ana Díaz' }).click();
      const opened = page.getByRole('dialog', { name: 'Booking' });
      await expect(opened.getByText('Confirmed')).toBeVisible();
      await expect(opened.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();

      // The stay and the block are on /calendar too; a stay's link opens this tab.
      await page.goto('/calendar');
      await page.getByRole('button', { name: 'Next period' }).click();
      const month = page.getByRole('table', { name: 'Month' });
      await expect(month.getByRole('link', { name: /^Check-in: Ana Díaz/ }).first()).toBeVisible();
      await expect(month.getByRole('link', { name: new RegExp(`^Blocked: ${title}`) }).first()).toBeVisible();
      await month
        .getByRole('link', { name: /^Check-in: Ana Díaz/ })
        .first()
        .click();
      await expect(page.getByRole('tab', { name: 'Short-term rentals' })).toHaveAttribute('aria-selected', 'true');
      const back = page.getByRole('region', { name: title });
      await expect(back).toBeVisible();

      // A manual block can be removed; its days are free again.
      await back.getByRole('button', { name: 'Next month' }).click();
      await back.getByRole('button', { name: /^Remove the Cleaning block from/ }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove this block?' });
      await confirm.getByRole('button', { name: 'Remove block' }).click();
      await expect(confirm).toBeHidden();
      await expect(back.getByText('Deep clean after Ana')).toBeHidden();
      await expect(back.locator(`button[data-day="${nextMonthDay(6)}"]`)).toHaveAccessibleName(/free$/);
    } finally {
      // Back to how the demo landlord started.
      await turnShortTermRentalModeOff(page);
      await removeHouse(page, propertyId);
    }
  });

  test('on a 390 px phone the listing calendar fits the screen', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await turnShortTermRentalModeOn(page);
    try {
      const propertyId = await firstPropertyId(page);
      await page.goto(`/properties/${propertyId}`);
      await page.getByRole('tab', { name: 'Short-term rentals' }).click();
      await page.getByRole('button', { name: 'Add listing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add listing' });
      await dialog.getByLabel('Title').fill(`Phone Loft ${Date.now().toString(36)}`);
      await dialog.getByLabel(/^Nightly rate/).fill('90');
      await dialog.getByRole('button', { name: 'Add listing' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Next month' }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await turnShortTermRentalModeOff(page);
    }
    await phone.close();
  });

  test('across listings: the navigation follows the mode, one page shows every listing, analytics reports them, a listing is deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The landlord works without short-term-rental mode: no entry in the navigation, no report in analytics.
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Properties' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Short-term rentals' })).toHaveCount(0);
    await page.goto('/analytics');
    await expect(page.getByRole('tab', { name: 'Occupancy' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Short-term rentals' })).toHaveCount(0);

    // The manager has it on: the entry opens every listing's month.
    const managerContext = await browser.newContext({ baseURL });
    const manager = await managerContext.newPage();
    await signInThroughForm(manager, DEMO_MANAGER, DEMO_PASSWORD);
    await manager
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Short-term rentals' })
      .click();
    await expect(manager).toHaveURL(/\/short-term-rentals$/);
    await expect(manager.getByRole('heading', { name: 'Short-term rentals', level: 1 })).toBeVisible();
    const timeline = manager.getByRole('table', { name: 'Bookings and blocked dates of every listing, by day' });
    await expect(timeline.getByRole('rowheader', { name: /Maple Cottage – cosy garden retreat/ })).toBeVisible();
    await expect(timeline.getByRole('rowheader', { name: /Oak Hollow House – family home/ })).toBeVisible();
    // Hannah Weiss is staying tonight, so her booking is on this month whatever the day.
    await expect(timeline.getByRole('link', { name: /^Booking of Hannah Weiss \(Confirmed\)/ })).toBeVisible();
    const figures = manager.getByRole('table', { name: /Each listing's nights, occupancy/ });
    await expect(figures.getByRole('link', { name: 'Maple Cottage – cosy garden retreat' })).toBeVisible();
    await expect(figures.getByRole('columnheader', { name: 'Average daily rate' })).toBeVisible();
    await expectNoSeriousAxeViolations(manager);
    await manager.getByRole('button', { name: 'Next month' }).click();
    await expect(manager.getByRole('button', { name: 'This month' })).toBeVisible();
    await expect(
      timeline.getByRole('link', { name: /^Booking of Ethan Brooks|^Booking of Owen Gallagher/ }).first(),
    ).toBeVisible();

    // Three months ahead every night is free: choose three nights of the cottage by mouse and keyboard, then book.
    // The stay is cancelled afterwards, so the journey can run again (a retry) on the same data.
    const night = (day: number) => {
      const date = new Date();
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 3, day)).toISOString().slice(0, 10);
    };
    await cancelStaysOf(manager, 'Ines Moreau', night(1), night(32));
    await manager.getByRole('button', { name: 'Next month' }).click();
    await manager.getByRole('button', { name: 'Next month' }).click();
    const cottageRow = timeline.getByRole('row', { name: /Maple Cottage – cosy garden retreat/ });
    const cottageNight = (day: number) => cottageRow.locator(`button[data-cell$=":${night(day)}"]`);
    await cottageNight(10).click();
    await expect(manager.getByText(/^Maple Cottage – cosy garden retreat: from the night of/)).toBeVisible();
    await manager.keyboard.press('ArrowRight');
    await manager.keyboard.press('ArrowRight');
    await expect(cottageNight(12)).toBeFocused();
    await manager.keyboard.press('Enter');
    await expect(manager.getByText(/^Maple Cottage – cosy garden retreat: 3 nights/)).toBeVisible();
    await manager.getByRole('button', { name: 'Book', exact: true }).click();
    const bookDialog = manager.getByRole('dialog', { name: 'Book a stay' });
    await expect(bookDialog.getByLabel('Check-in')).toHaveValue(night(10));
    await expect(bookDialog.getByLabel('Check-out')).toHaveValue(night(13));
    await bookDialog.getByLabel('Guest name').fill('Ines Moreau');
    await bookDialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(bookDialog).toBeHidden();
    await expect(timeline.getByRole('link', { name: /^Booking of Ines Moreau \(Confirmed\)/ })).toBeVisible();
    await cancelStaysOf(manager, 'Ines Moreau', night(1), night(32));

    // The same figures over months in analytics.
    await manager.getByRole('link', { name: 'More months in Analytics' }).click();
    await expect(manager.getByRole('tab', { name: 'Short-term rentals' })).toHaveAttribute('aria-selected', 'true');
    const report = manager.getByRole('table', { name: /Short-term rentals: occupancy and revenue/ });
    await expect(report.getByRole('columnheader', { name: 'Revenue per available night' })).toBeVisible();
    await expect(report.getByRole('cell', { name: 'Maple Cottage – cosy garden retreat' }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(manager);

    // A listing of the manager's is deleted from its property's tab, after a confirmation.
    const propertyId = await firstPropertyId(manager);
    const title = `Short-lived Loft ${Date.now().toString(36)}`;
    const created = await manager.request.post('/api/str/listings', {
      data: { propertyId, title, nightlyRateMinor: 9_000, maxGuests: 2 },
      headers: sameOriginHeaders(manager),
    });
    expect(created.status()).toBe(201);
    await manager.goto(`/properties/${propertyId}?tab=short-term`);
    const listing = manager.getByRole('region', { name: title });
    await listing.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = manager.getByRole('alertdialog', { name: `Delete ${title}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(manager.getByRole('region', { name: title })).toHaveCount(0);
    await managerContext.close();
  });

  test('on a 390 px phone the page across listings keeps the page width and scrolls its timeline', async ({
    browser,
    baseURL,
  }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await signInThroughForm(page, DEMO_MANAGER, DEMO_PASSWORD);
    await page.goto('/short-term-rentals');
    await expect(page.getByRole('heading', { name: 'Bookings and blocks' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Bookings and blocked dates of every listing, by day' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
    await phone.close();
  });
});
