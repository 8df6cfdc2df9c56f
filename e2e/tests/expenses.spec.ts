import { expect, type Page, test } from '@playwright/test';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { chooseOption } from '../support/tenancy.ts';

/** A small, real PDF: the header and end marker the server's content check looks for. */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** '$1,234.56' → 123456 (minor units). */
function minorOf(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
}

async function expensesTotal(page: Page): Promise<number> {
  return minorOf(await page.getByTestId('expenses-summary-total').textContent());
}

const expensesSection = (page: Page) => page.getByRole('region', { name: 'Expenses' });

test.describe('expenses', () => {
  test('a landlord adds an expense with a receipt, edits it, filters by category and deletes it', async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/financials');
    const section = expensesSection(page);
    await expect(section.getByRole('heading', { name: 'Expenses' })).toBeVisible();
    await expect(section.getByTestId('expenses-summary-total')).toBeVisible();
    const before = await expensesTotal(page);

    const description = `Lock replacement ${Date.now()}`;
    await section.getByRole('button', { name: 'Add expense' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add an expense' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Amount (USD)').fill('123.45');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Category' }), 'Legal');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Property' }), 'Portfolio-wide');
    await dialog.getByLabel(/^Vendor/).fill('Keystone Locksmiths');
    // A file that is not a receipt is refused in the dialog, with the reason.
    await dialog.getByLabel(/^Receipt/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a receipt'),
    });
    await expect(dialog.getByText('Choose a PDF or a PNG, JPG or WEBP image.')).toBeVisible();
    await dialog.getByLabel(/^Receipt/).setInputFiles({
      name: 'locksmith-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: RECEIPT_PDF,
    });
    await expect(dialog.getByText('locksmith-invoice.pdf will be uploaded when you save.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await expect(page.getByText('Expense added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = section.getByRole('row', { name: new RegExp(description) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('$123.45');
    await expect(row).toContainText('Portfolio-wide');
    await expect.poll(() => expensesTotal(page)).toBe(before + 12_345);
    // A PDF is downloaded, never opened in the browser's viewer (it could carry script).
    const receiptLink = row.getByRole('link', { name: /Download receipt/ });
    const download = page.waitForEvent('download');
    await receiptLink.click();
    expect((await download).suggestedFilename()).toBe('locksmith-invoice.pdf');
    const receipt = await page.request.get((await receiptLink.getAttribute('href')) ?? '');
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    expect(receipt.headers()['content-disposition']).toMatch(/^attachment;/);

    // Edit the amount.
    await row.getByRole('button', { name: `Actions for ${description}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit expense' });
    await expect(dialog.getByRole('link', { name: 'locksmith-invoice.pdf' })).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('150');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Expense saved')).toBeVisible();
    await expect(row).toContainText('$150.00');
    await expect.poll(() => expensesTotal(page)).toBe(before + 15_000);

    // Filter by category: only legal expenses remain.
    await chooseOption(page, section.getByRole('search').getByRole('combobox', { name: 'Category' }), 'Legal');
    await expect(row).toBeVisible();
    await expect(section.getByRole('row', { name: /Mortgage payment/ })).toHaveCount(0);
    const legalRows = section.locator('tbody tr');
    for (const text of await legalRows.allTextContents()) expect(text).toContain('Legal');

    // Delete it, after confirming.
    await row.getByRole('button', { name: `Actions for ${description}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this expense?' });
    await confirm.getByRole('button', { name: 'Delete expense' }).click();
    await expect(page.getByText('Expense deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the add-expense dialog keeps what was typed when the property is chosen right after the category', async ({
    page,
  }) => {
    test.slow();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/financials');
    const section = expensesSection(page);
    await expect(section.getByTestId('expenses-summary-total')).toBeVisible();
    const categories = ['Legal', 'Utilities', 'Insurance', 'Maintenance'];
    for (let run = 0; run < 20; run += 1) {
      await section.getByRole('button', { name: 'Add expense' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an expense' });
      const amount = `${run + 10}.25`;
      await dialog.getByLabel('Amount (USD)').fill(amount);
      const category = categories[run % categories.length] ?? 'Legal';
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Category' }), category);
      await dialog.getByRole('combobox', { name: 'Property' }).click();
      const property = page.getByRole('option').nth(1 + (run % 2));
      const propertyName = (await property.textContent()) ?? '';
      await property.click();
      await expect(dialog, `run ${run + 1}`).toBeVisible();
      await expect(dialog.getByLabel('Amount (USD)')).toHaveValue(amount);
      await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(category);
      await expect(dialog.getByRole('combobox', { name: 'Property' })).toHaveText(propertyName);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('a completed maintenance request with a cost is recorded as an expense once', async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/maintenance?status=completed');
    const title = 'Dishwasher does not drain';
    await page
      .getByRole('button', { name: new RegExp(title) })
      .first()
      .click();
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(sheet.getByText('Completed for $120.00')).toBeVisible();
    await sheet.getByRole('button', { name: 'Record as expense' }).click();
    await expect(page.getByText('$120.00 was added to your expenses.')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Record as expense' })).toHaveCount(0);
    await expect(sheet.getByText('Recorded as an expense', { exact: true }).last()).toBeVisible();

    await sheet.getByRole('link', { name: 'Open Financials' }).click();
    await expect(page).toHaveURL(/\/financials$/);
    const section = expensesSection(page);
    await chooseOption(page, section.getByRole('search').getByRole('combobox', { name: 'Category' }), 'Maintenance');
    const row = section.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('$120.00');
    await expect(row).toContainText('From maintenance');
  });
});
