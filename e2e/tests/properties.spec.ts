import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm, signUpThroughForm } from '../support/accounts.ts';
import { pngFile } from '../support/property-images.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';

/** Picks an option of a Radix select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('properties, units, images and shared portfolios', () => {
  // Long journeys: sign-up or sign-in, several uploads and axe-core runs.
  test.describe.configure({ timeout: 300_000 });

  test('a new landlord adds a property with units and a photo, sees its occupancy, edits it and opens its tabs', async ({
    page,
  }) => {
    await signUpThroughForm(page, 'Landlord', 'Petra Properties');
    await page.goto('/properties');
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add property' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a property' });
    await dialog.getByLabel('Name').fill('Harbor Lofts');
    await choose(page, 'Type', 'Condo');

    // Address autocomplete: a city suggestion fills city, state and country from the keyboard.
    const address = dialog.getByRole('combobox', { name: 'Street address' });
    await address.fill('Portland');
    // The server's first look-up loads the postal-code dataset (about a second alone, far more on a loaded machine).
    await expect(dialog.getByRole('option', { name: 'Portland, OR, US' })).toBeVisible({ timeout: 60_000 });
    await address.press('ArrowDown');
    await expect(dialog.getByRole('option', { name: 'Portland, OR, US' })).toHaveAttribute('aria-selected', 'true');
    await address.press('Enter');
    await expect(dialog.getByLabel('City')).toHaveValue('Portland');
    await expect(dialog.getByLabel(/State or province/)).toHaveValue('OR');
    await expect(dialog.getByLabel('Country')).toHaveValue('US');
    await address.fill('12 Harbor Way');

    await dialog.getByLabel('Number of units').fill('4');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel(/Monthly market rent/).fill('1450');
    await dialog.getByRole('button', { name: 'Add property' }).click();

    // The new property opens on its own page, with its four vacant units.
    await expect(page.getByRole('heading', { name: 'Harbor Lofts', level: 1 })).toBeVisible();
    const unitsTable = page.getByRole('table');
    await expect(unitsTable.getByRole('row')).toHaveCount(5);
    await expect(unitsTable.getByRole('row').filter({ hasText: '$1,450.00' })).toHaveCount(4);

    // Unit 4 is taken off the market in place.
    await page.getByRole('button', { name: 'Unit 4: Vacant. Change status' }).click();
    await page.getByRole('menuitemradio', { name: 'Unavailable' }).click();
    await expect(page.getByRole('button', { name: 'Unit 4: Unavailable. Change status' })).toBeVisible();

    // A photo: the drop zone and the picker share one input; a progress bar shows while it uploads (the request is
    // held back a moment so the bar can be seen), then the photo is the cover.
    await page.route('**/api/properties/*/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByLabel('Images to upload').setInputFiles(pngFile('front.png', [37, 99, 235], [14, 165, 233]));
    await expect(page.getByRole('progressbar', { name: 'Upload progress of front.png' })).toBeVisible();
    await expect(page.getByText('Images uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View photo 1 of Harbor Lofts' })).toBeVisible();
    await expect(page.getByText('Cover', { exact: true })).toBeVisible();
    await page.unroute('**/api/properties/*/images');

    // Wrong files are refused before upload, with the reason.
    await page.getByLabel('Images to upload').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Upload Error')).toBeVisible();
    await expect(page.getByText("notes.txt isn't a PNG, JPG or WEBP image.")).toBeVisible();

    // The list shows it with its cover and occupancy.
    await page.getByRole('link', { name: 'Back to properties' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Harbor Lofts' }) });
    await expect(card.getByText('0 of 3 available units occupied')).toBeVisible();
    await expect(card.getByText('Condo')).toBeVisible();
    await expect(card.locator('dl')).toContainText('Vacant3');
    await expect(card.locator('dl')).toContainText('Unavailable1');
    await expect(card.locator('img')).toHaveCount(1);

    // Search, then edit from the card's menu.
    await page.getByRole('searchbox', { name: 'Search properties' }).fill('harbor');
    await expect(page).toHaveURL(/q=harbor/);
    await page.getByRole('button', { name: 'Actions for Harbor Lofts' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await expect(edit.getByLabel('Name')).toHaveValue('Harbor Lofts');
    await edit.getByLabel('Name').fill('Harbor Lofts East');
    await edit.getByLabel(/Year built/).fill('1998');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('link', { name: 'Harbor Lofts East' })).toBeVisible();

    // The detail page's tabs: the short-term rentals tab shows once short-term-rental mode is on (settings).
    await page.getByRole('link', { name: 'Harbor Lofts East' }).click();
    await expect(page.getByRole('heading', { name: 'Harbor Lofts East', level: 1 })).toBeVisible();
    await expect(page.getByText('1998')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Short-term rentals' })).toHaveCount(0);
    const modeOn = await page.request.patch('/api/me/profile', {
      data: { shortTermRentalMode: true },
      headers: sameOriginHeaders(page),
    });
    expect(modeOn.status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Short-term rentals' }).click();
    await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Units' })).toBeVisible();
  });

  test('a landlord shares a portfolio with images, and a signed-out visitor browses its gallery', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/properties');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('tab', { name: 'Portfolios' }).click();
    await page.getByRole('button', { name: 'New portfolio' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'New portfolio' });
    // Images attach to a saved portfolio only.
    await expect(dialog.getByText('Save the portfolio first: images can be added once it exists.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose images' })).toBeDisabled();

    await dialog.getByLabel('Title').fill('Waterfront homes');
    await dialog.getByLabel(/Description/).fill('Bright homes near the river, a short walk from downtown.');
    await dialog.getByRole('searchbox', { name: 'Search your properties' }).fill('Harbor');
    await dialog.getByRole('checkbox', { name: /Harbor View Apartments/ }).check();
    await dialog.getByRole('searchbox', { name: 'Search your properties' }).fill('');
    await dialog.getByRole('checkbox', { name: /Riverside Lofts/ }).check();
    await expect(dialog.getByRole('list', { name: 'Chosen properties' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('checkbox', { name: 'Show rents' }).check();
    await dialog.getByRole('button', { name: 'Create portfolio' }).click();

    const manage = page.getByRole('dialog', { name: 'Manage portfolio' });
    await expect(manage.getByRole('button', { name: 'Choose images' })).toBeEnabled();
    await manage
      .getByLabel('Images to upload')
      .setInputFiles([
        pngFile('river.png', [16, 185, 129], [6, 95, 70]),
        pngFile('skyline.png', [249, 115, 22], [124, 45, 18]),
      ]);
    await expect(manage.getByRole('list', { name: 'Portfolio images' }).getByRole('img')).toHaveCount(2);

    await expect(manage.getByText('Not shared')).toBeVisible();
    await manage.getByRole('button', { name: 'Generate link' }).click();
    const linkInput = manage.getByLabel('Public link');
    await expect(linkInput).toHaveValue(new RegExp(`^${baseURL}/portfolio/[A-Za-z0-9_-]{43}$`));
    await expect(manage.getByText('Shared', { exact: true })).toBeVisible();
    const link = await linkInput.inputValue();

    // A visitor without an account opens the link.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Waterfront homes', level: 1 })).toBeVisible();
    await expect(visitor.getByText('Shared by Harbor View Properties')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Harbor View Apartments' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Riverside Lofts' })).toBeVisible();
    await expect(visitor.getByText('Monthly rent').first()).toBeVisible();
    await expectNoSeriousAxeViolations(visitor);

    // The lightbox: open, arrows, counter, Esc, focus back on the thumbnail.
    const firstThumbnail = visitor.getByRole('button', { name: 'Open image 1 of 2' });
    await firstThumbnail.click();
    const lightbox = visitor.getByRole('dialog', { name: 'Waterfront homes' });
    await expect(lightbox.getByText('Image 1 of 2')).toBeVisible();
    await visitor.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Image 2 of 2')).toBeVisible();
    await lightbox.getByRole('button', { name: 'Next image' }).click();
    await expect(lightbox.getByText('Image 1 of 2')).toBeVisible();
    await expectNoSeriousAxeViolations(visitor);
    await visitor.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(firstThumbnail).toBeFocused();

    // Revoking the link closes the public page at once.
    await manage.getByRole('button', { name: 'Revoke link' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke the link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(manage.getByText('Not shared')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: "This portfolio isn't available" })).toBeVisible();
    await visitorContext.close();

    // The portfolio is listed, with its shared state.
    await manage.getByRole('button', { name: 'Close' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Waterfront homes' });
    await expect(card.getByText('Not shared')).toBeVisible();
  });

  test('an invalid portfolio link shows a friendly page', async ({ page }) => {
    await page.goto(`/portfolio/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: "This portfolio isn't available" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
