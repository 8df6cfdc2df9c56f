import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT, signInThroughForm } from '../support/accounts.ts';
import { chooseOption } from '../support/tenancy.ts';

/** The figure shown under a result's label in the open calculator's results panel. */
function result(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Results' })
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe('tools: cap rate, mortgage and ROI calculators', () => {
  test('a landlord uses each calculator and prefills them from a property', async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();

    // Cap rate: NOI $50,000 on $1,000,000 is 5%; the results follow every keystroke.
    await fill(page, 'Purchase price', '1000000');
    await fill(page, 'Annual gross rent', '60000');
    await page.getByLabel(/^Vacancy/).fill('');
    await page.getByLabel(/^Annual operating expenses/).fill('10000');
    await expect(result(page, 'Cap rate')).toHaveText('5.00%');
    await expect(result(page, 'Net operating income (NOI)')).toHaveText('$50,000.00');
    await page.getByLabel(/^Vacancy/).fill('abc');
    await expect(page.getByText('Enter a percentage from 0 to 100, such as 6.5')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' })).toContainText(
      'Fill in the required fields to see the results.',
    );
    await page.getByLabel(/^Vacancy/).fill('10');
    await expect(result(page, 'Cap rate')).toHaveText('4.40%');
    await expectNoSeriousAxeViolations(page);

    // Mortgage: $200,000 at 6% for 30 years is $1,199.10 a month.
    await page.getByRole('tab', { name: 'Mortgage' }).click();
    await expect(page).toHaveURL(/calculator=mortgage/);
    await fill(page, 'Price', '250000');
    await page.getByLabel(/^Down payment/).fill('50000');
    await fill(page, 'Interest rate (yearly)', '6');
    await expect(result(page, 'Monthly payment')).toHaveText('$1,199.10');
    await expect(result(page, 'Total interest')).toHaveText('$231,677.04');
    const chart = page.getByTestId('amortization-chart');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-line')).toHaveCount(3);
    await page.getByRole('button', { name: 'Year 1', exact: true }).click();
    await expect(page.getByRole('row', { name: /^Month 1 / })).toContainText('$199.10');
    await expect(page.getByRole('row', { name: /^Year 30 / })).toContainText('$0.00');
    await expectNoSeriousAxeViolations(page);

    // ROI: $31,500 invested, $5,016.84 of cash flow → 15.93% cash on cash; with paydown and 3% appreciation 29.92%.
    await page.getByRole('tab', { name: 'ROI' }).click();
    await fill(page, 'Purchase price', '100000');
    await fill(page, 'Down payment', '20000');
    await page.getByLabel(/^Closing costs/).fill('2500');
    await page.getByLabel(/^Rehab and repairs/).fill('9000');
    await fill(page, 'Monthly rent', '1000');
    await page.getByLabel(/^Monthly expenses/).fill('200');
    await page.getByLabel(/^Monthly mortgage payment/).fill('381.93');
    await page.getByLabel(/^Loan interest rate/).fill('4');
    await page.getByLabel(/^Yearly appreciation/).fill('3');
    await expect(result(page, 'Annual cash flow')).toHaveText('$5,016.84');
    await expect(result(page, 'Cash-on-cash return')).toHaveText('15.93%');
    await expect(result(page, 'Total return')).toHaveText('29.92%');
    await fill(page, 'Down payment', '200000');
    await expect(page.getByText("The down payment can't be more than the price")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Prefill from the demo's Riverside Lofts: $3,100,000, twelve units at $1,425.
    await chooseOption(page, page.getByRole('combobox', { name: 'Prefill from a property' }), 'Riverside Lofts');
    await expect(page.getByText('Filled in from Riverside Lofts.')).toBeVisible();
    await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue('3100000.00');
    await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('17100.00');
    // The down payment typed for the other price is cleared; with one for this price, the results come back.
    await expect(page.getByLabel('Down payment', { exact: true })).toHaveValue('');
    await fill(page, 'Down payment', '620000');
    await page.getByLabel(/^Monthly mortgage payment/).fill('15000');
    await expect(result(page, 'Cash invested')).toHaveText('$620,000.00');
    await expect(result(page, 'Cash-on-cash return')).toHaveText(/^-?\d+\.\d{2}%$/);
    await page.getByRole('tab', { name: 'Cap rate' }).click();
    await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue('3100000.00');
    await expect(page.getByLabel('Annual gross rent', { exact: true })).toHaveValue('205200.00');
    await expect(result(page, 'Cap rate')).toHaveText(/^\d+\.\d{2}%$/);
  });

  test('a tenant uses the calculators without the property prefill', async ({ page }) => {
    await signInThroughForm(page, DEMO_TENANT, DEMO_PASSWORD);
    await page.goto('/tools?calculator=mortgage');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await fill(page, 'Price', '100000');
    await fill(page, 'Interest rate (yearly)', '5');
    await expect(result(page, 'Monthly payment')).toHaveText('$536.82');
    await expect(page.getByRole('combobox', { name: 'Prefill from a property' })).toHaveCount(0);
  });
});
