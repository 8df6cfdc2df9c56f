import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm, signUpThroughForm } from '../support/accounts.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';

/** The helper's form (the analytics page has a property filter of its own). */
function helperForm(page: Page, name = 'Rent prediction'): Locator {
  return page.getByRole('form', { name });
}

async function chooseProperty(page: Page, form: Locator, label: string, name: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
}

test.describe('AI insights: rent prediction', () => {
  test('from /analytics on a phone: all fields required, then an estimate with its range, baseline and comparables', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/analytics?insights=rent');
    await expect(page.getByRole('tab', { name: 'Rent prediction', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Predict rent' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await expect(page.getByLabel('Square feet')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page);

    await chooseProperty(page, helperForm(page), 'Property', 'Harbor View Apartments');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('1');
    // By keyboard: Enter in the last field submits the form.
    await page.getByLabel('Square feet').fill('860');
    await page.getByLabel('Square feet').press('Enter');

    await expect(page.getByText('Please fill in all fields')).toBeHidden();
    await expect(page.getByTestId('rent-estimate')).toHaveText(/\$[\d,]+\.00 a month/);
    await expect(page.getByTestId('rent-range')).toHaveText(/Likely between \$[\d,]+\.00 and \$[\d,]+\.00/);
    await expect(page.getByText(/Small Area Fair Market Rent for ZIP code 97209/)).toBeVisible();
    await expect(page.getByText(/40th percentile of gross rent/)).toBeVisible();
    const comparables = page.getByRole('region', { name: 'Comparables used' });
    await expect(comparables.getByRole('row').nth(1)).toContainText('Harbor View Apartments');
    await expect(page.getByTestId('computed-from')).toContainText(/Computed from .*1 market rent/);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test("from a unit: 'Predict rent' opens the helper with the unit's fields filled in", async ({ page }) => {
    test.slow();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/properties');
    await page.getByRole('link', { name: 'Riverside Lofts' }).first().click();
    await page.getByRole('button', { name: 'Actions for unit 1', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Predict the rent of unit 1' }).click();

    await expect(page).toHaveURL(/\/analytics\?insights=rent&propertyId=[\w-]+&bedrooms=1&bathrooms=1&squareFeet=640$/);
    await expect(helperForm(page).getByRole('combobox', { name: 'Property' })).toContainText('Riverside Lofts');
    await expect(page.getByLabel('Bedrooms')).toHaveValue('1');
    await expect(page.getByLabel('Bathrooms')).toHaveValue('1');
    await expect(page.getByLabel('Square feet')).toHaveValue('640');
    await page.getByRole('button', { name: 'Predict rent' }).click();
    await expect(page.getByTestId('rent-estimate')).toHaveText(/\$[\d,]+\.00 a month/);
    await expect(page.getByText(/ZIP code 97214/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("in Hebrew, right to left: the form's message, an estimate from the FMR alone, and 'missing information'", async ({
    page,
  }) => {
    test.slow();
    await signUpThroughForm(page, 'Landlord');
    const headers = sameOriginHeaders(page);
    const property = (body: Record<string, unknown>) =>
      page.request.post('/api/properties', {
        headers,
        data: {
          type: 'apartment',
          address: '10 Test Street',
          state: 'OR',
          country: 'US',
          notes: '',
          yearBuilt: null,
          purchasePriceMinor: null,
          currency: 'USD',
          unitCount: 1,
          unitDefaults: { bedrooms: 2, bathrooms: 1, squareFeet: 800, marketRentMinor: null },
          ...body,
        },
      });
    expect((await property({ name: 'Pearl District Flats', city: 'Portland', zipCode: '97209' })).status()).toBe(201);
    expect(
      (
        await property({ name: 'Lisbon Loft', city: 'Lisboa', state: '', zipCode: '', country: 'PT', currency: 'EUR' })
      ).status(),
    ).toBe(201);
    const language = await page.request.patch('/api/me/profile', { headers, data: { preferredLanguage: 'he' } });
    expect(language.status()).toBe(200);

    await page.goto('/analytics?insights=rent');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('tab', { name: 'חיזוי שכר דירה', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'חיזוי שכר דירה' }).click();
    await expect(page.getByText('נא למלא את כל השדות')).toBeVisible();

    const form = helperForm(page, 'חיזוי שכר דירה');
    await chooseProperty(page, form, 'נכס', 'Pearl District Flats');
    await page.getByLabel('חדרי שינה').fill('2');
    await page.getByLabel('חדרי רחצה').fill('1');
    await page.getByLabel('רגל רבועה').fill('800');
    await page.getByRole('button', { name: 'חיזוי שכר דירה' }).click();
    // No rent of this landlord's yet: the FMR for 97209 as is ($2,330 for two bedrooms), ±20%.
    await expect(page.getByTestId('rent-estimate')).toContainText('2,330.00');
    await expect(page.getByTestId('rent-range')).toContainText('1,865.00');
    await expect(page.getByText(/ה־Fair Market Rent של HUD כפי שהוא/)).toBeVisible();
    // Counts are worded without plural forms: Hebrew's 'two' would otherwise fall back to English.
    await expect(page.getByText('Pearl District Flats · חדרי שינה: 2 · חדרי רחצה: 1 · 800 רגל רבועה')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await chooseProperty(page, form, 'נכס', 'Lisbon Loft');
    await page.getByRole('button', { name: 'חיזוי שכר דירה' }).click();
    await expect(page.getByText('חסר מידע')).toBeVisible();
    await expect(page.getByText(/Lisbon Loft מתומחר ב־EUR/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
