import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { pngFile } from '../support/property-images.ts';

const REPORTS = [
  { tab: 'Occupancy', heading: 'Occupancy over time' },
  { tab: 'Rent collection', heading: 'Rent collected vs due' },
  { tab: 'Expenses', heading: 'Expenses by category' },
  { tab: 'Profit and loss', heading: 'Profit and loss by property' },
  { tab: 'Rent roll', heading: 'Rent roll' },
  { tab: 'Aging', heading: 'Aging of receivables' },
] as const;

/** The value of a figure card of the financial overview, by its heading. */
function overviewFigure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Overview' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .locator('p.tabular-nums');
}

/** Clicks an export button and returns the saved download's name and bytes. */
async function exportReport(page: Page, button: string) {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test.describe('financials, analytics and the dashboard figures', () => {
  test('the overview follows a new expense; reports show and export as CSV and PDF', async ({ page }) => {
    // Several pages, an upload and two exports against a cold server: three times the usual time.
    test.slow();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);

    // The dashboard has this month's income vs expenses and the small six-month chart.
    await expect(page.getByRole('heading', { name: 'Income vs expenses this month' })).toBeVisible();
    await expect(page.getByText('Net operating income', { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByRole('figure', { name: /rent collected, rent expected and expenses/ })
        .locator('.revenue-bar')
        .first(),
    ).toBeVisible();

    // The financial overview: this month's figures and the revenue chart.
    await page.goto('/financials');
    await expect(page.getByRole('heading', { name: 'Financials', level: 1 })).toBeVisible();
    const expenses = overviewFigure(page, 'Expenses');
    await expect(expenses).toHaveText(/\$[\d,]+\.\d\d/);
    const expensesBefore = (await expenses.textContent()) ?? '';
    await expect(overviewFigure(page, 'Income')).toHaveText(/\$[\d,]+\.\d\d/);
    const chart = page.getByRole('figure', {
      name: 'Chart: rent collected, rent expected and expenses for each of the last six months',
    });
    await expect(chart.locator('.revenue-bar').first()).toBeVisible();
    // The chart's figures, as screen readers get them: the last row is this month, its last cell the expenses.
    const chartExpenses = chart.locator('tbody tr').last().locator('td').last();
    const chartExpensesBefore = (await chartExpenses.textContent()) ?? '';

    // An expense with a receipt, dated today: the overview's expenses figure follows.
    await page.getByRole('button', { name: 'Add expense' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an expense' });
    await dialog.getByLabel('Description').fill('Boiler repair, Playwright');
    await dialog.getByLabel('Amount (USD)').fill('245.50');
    await dialog
      .locator('input[type=file]')
      .setInputFiles(pngFile('boiler-receipt.png', [250, 250, 250], [200, 200, 200]));
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(expenses).not.toHaveText(expensesBefore);
    const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
    expect(toCents((await expenses.textContent()) ?? '') - toCents(expensesBefore)).toBe(24_550);
    await expect(chartExpenses).not.toHaveText(chartExpensesBefore);
    expect(toCents((await chartExpenses.textContent()) ?? '') - toCents(chartExpensesBefore)).toBe(24_550);

    // Analytics: every report opens with its table (or says there is nothing to report).
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    for (const report of REPORTS) {
      await page.getByRole('tab', { name: report.tab, exact: true }).click();
      await expect(page.getByRole('heading', { name: report.heading, level: 2 })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: `Table: ${report.heading}` })
          .or(page.getByText('Nothing to report for this period')),
      ).toBeVisible();
    }
    await expect(page).toHaveURL(/report=receivables-aging/);
    await expectNoSeriousAxeViolations(page);

    // Exports of the occupancy report: a CSV with a byte order mark and its header row, and a PDF.
    await page.getByRole('tab', { name: 'Occupancy', exact: true }).click();
    await expect(
      page.getByRole('figure', { name: 'Chart: Occupancy over time' }).locator('.recharts-area-area'),
    ).toBeVisible();
    const csv = await exportReport(page, 'Export CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split(/\r?\n/)[0]).toContain('Month');
    await expect(page.getByText('Report downloaded').first()).toBeVisible();

    const pdf = await exportReport(page, 'Export PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });
});
