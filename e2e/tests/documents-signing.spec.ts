import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/accounts.ts';
import { addTenantWithLease, chooseOption, searchTenants } from '../support/tenancy.ts';

async function pdfOf(download: Download): Promise<Buffer> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
}

/** Draws a short stroke across the signature box with the mouse. */
async function drawSignature(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature box is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -40],
    [120, 20],
    [180, -30],
    [240, 10],
  ] as const) {
    await page.mouse.move(box.x + 30 + dx, box.y + box.height * 0.6 + dy, { steps: 5 });
  }
  await page.mouse.up();
}

async function agreeToSignElectronically(page: Page) {
  await page.getByLabel(/I have read this disclosure/).check();
  await page.getByRole('button', { name: 'I agree, continue' }).click();
  await expect(page.getByText('You agreed to sign electronically.')).toBeVisible();
}

test.describe('documents and e-signature', () => {
  test('a landlord sends a lease by link, the tenant signs signed out, the landlord countersigns, both get the sealed PDF', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, PDF generation and sealing against a cold server: three times the usual time.
    test.slow();
    const landlordContext = await browser.newContext({ baseURL });
    const landlord = await landlordContext.newPage();
    await signInThroughForm(landlord, DEMO_LANDLORD, DEMO_PASSWORD);
    await landlord.goto('/tenants');
    const tenantName = `Noor Signwell ${Date.now()}`;
    const credentials = await addTenantWithLease(landlord, {
      fullName: tenantName,
      email: uniqueEmail('signer'),
      phone: '+1 503 555 0177',
      property: 'Harbor View Apartments',
    });
    await landlord.getByRole('dialog', { name: 'Tenant added' }).getByRole('button', { name: 'Done' }).click();
    await searchTenants(landlord, tenantName);

    // From the lease's sheet, the landlord sends its agreement: the tenant first, by a copied link, then the landlord.
    await landlord.getByRole('button', { name: tenantName, exact: true }).first().click();
    const leaseSheet = landlord.getByRole('dialog');
    await expect(leaseSheet.getByText('Not sent for signature')).toBeVisible();
    await leaseSheet.getByRole('link', { name: 'Send for signature' }).click();
    await expect(landlord).toHaveURL(/\/documents\?requestSignatures=/);
    const request = landlord.getByRole('dialog', { name: 'Request signatures' });
    await expect(request.getByRole('combobox', { name: 'Lease' })).toContainText(tenantName);
    await expect(request.getByLabel('Full name').first()).toHaveValue(tenantName);
    await expect(request.getByLabel('Full name').nth(1)).toHaveValue('Laura Landry');
    await chooseOption(landlord, request.getByRole('combobox', { name: 'Delivery' }).first(), 'Copy a link myself');
    await request.getByLabel('Message to the signers').fill('Please sign your lease this week.');
    await request.getByRole('button', { name: 'Send for signature' }).click();
    const sent = landlord.getByRole('dialog', { name: 'Sent for signature' });
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const tenantLink = await sent.getByRole('textbox', { name: `Signing link for ${tenantName}` }).inputValue();
    const landlordLink = await sent.getByRole('textbox', { name: 'Signing link for Laura Landry' }).inputValue();
    expect(new URL(tenantLink).pathname).toBe('/sign-lease');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(landlord).toHaveURL(/\/documents$/);
    await expect(landlord.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);
    const title = /Residential Lease Agreement — Harbor View Apartments/;
    const pendingRow = landlord.getByRole('row', { name: title }).filter({ hasText: 'Pending signature' }).first();
    await expect(pendingRow).toBeVisible();

    // The landlord's turn comes after the tenant's.
    const early = await landlordContext.newPage();
    await early.goto(landlordLink);
    await expect(early.getByRole('heading', { name: "It's not your turn to sign yet" })).toBeVisible();
    await early.close();

    // The tenant opens the link signed out, reads, consents, draws a signature and signs.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(tenantLink);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Residential Lease Agreement');
    await expect(visitor.getByText('Please sign your lease this week.')).toBeVisible();
    // The whole agreement is drawn in the page, page by page.
    await expect(visitor.getByRole('img', { name: /Residential Lease Agreement.*, page 1 of \d+/ })).toBeVisible();
    await expectNoSeriousAxeViolations(visitor);
    await expect(visitor.getByRole('button', { name: 'Sign document' })).toHaveCount(0);
    await agreeToSignElectronically(visitor);
    const signButton = visitor.getByRole('button', { name: 'Sign document' });
    await expect(signButton).toBeDisabled();
    await drawSignature(visitor, visitor.getByRole('img', { name: 'Draw your signature in the box' }));
    await signButton.click();
    await expect(visitor.getByRole('heading', { name: 'You signed the document' })).toBeVisible();

    // The landlord countersigns with a typed signature, by keyboard alone.
    const countersign = await landlordContext.newPage();
    await countersign.goto(landlordLink);
    await countersign.getByLabel(/I have read this disclosure/).press('Space');
    await countersign.getByRole('button', { name: 'I agree, continue' }).press('Enter');
    await expect(countersign.getByText('You agreed to sign electronically.')).toBeVisible();
    await countersign.getByRole('tab', { name: 'Draw' }).press('ArrowRight');
    await expect(countersign.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
    await expect(countersign.getByLabel('Type your full name as your signature')).toHaveValue('Laura Landry');
    await countersign.getByRole('button', { name: 'Sign document' }).press('Enter');
    await expect(countersign.getByRole('heading', { name: 'You signed the document' })).toBeVisible();
    await countersign.close();

    // Sealing runs after the last signature: the landlord sees the signed copy once it is filed, and downloads it.
    await expect(async () => {
      await landlord.reload();
      await expect(landlord.getByRole('row', { name: title }).filter({ hasText: 'Signed copy' }).first()).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    const signedRow = landlord.getByRole('row', { name: title }).filter({ hasText: 'Signed copy' }).first();
    await expect(signedRow).toContainText('Fully signed');
    const [landlordDownload] = await Promise.all([
      landlord.waitForEvent('download'),
      signedRow.getByRole('link', { name: /^Download/ }).click(),
    ]);
    const sealed = await pdfOf(landlordDownload);

    // The request's signers and trail, in the sheet.
    await landlord
      .getByRole('row', { name: title })
      .filter({ hasText: 'Generated' })
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await landlord.getByRole('menuitem', { name: 'Signatures', exact: true }).click();
    const sheet = landlord.getByRole('dialog');
    await expect(sheet.getByText('Fully signed').first()).toBeVisible();
    await expect(sheet.getByText('Signed', { exact: true })).toHaveCount(2);
    await sheet.getByText('Audit trail').first().click();
    await expect(sheet.getByText(/^Trail intact/).first()).toBeVisible();
    await landlord.keyboard.press('Escape');

    // Opening the tenant's link again: used, with the sealed PDF to download.
    await visitor.goto(tenantLink);
    await expect(visitor.getByRole('heading', { name: 'This signature link has already been used' })).toBeVisible();
    const [tenantDownload] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download the signed document' }).click(),
    ]);
    expect((await pdfOf(tenantDownload)).equals(sealed)).toBe(true);

    // The tenant, signed in, sees the fully signed lease among their documents.
    const tenantContext = await browser.newContext({ baseURL });
    const tenant = await tenantContext.newPage();
    await signInThroughForm(tenant, credentials.email, credentials.password);
    const passwordDialog = tenant.getByRole('dialog', { name: 'Choose your own password' });
    await passwordDialog.getByLabel('Current password').fill(credentials.password);
    await passwordDialog.getByLabel('New password', { exact: true }).fill('noor-own-password-1');
    await passwordDialog.getByLabel('Confirm new password').fill('noor-own-password-1');
    await passwordDialog.getByRole('button', { name: 'Save my password' }).click();
    await expect(passwordDialog).toBeHidden();
    await tenant.goto('/documents?tab=lease');
    await expect(tenant.getByRole('row', { name: title }).filter({ hasText: 'Signed copy' })).toContainText(
      'Fully signed',
    );
    await expect(tenant.getByRole('button', { name: 'Request signatures' })).toHaveCount(0);

    // Anyone can check the sealed PDF on the public verify page; a changed copy is caught.
    await visitor.goto('/verify-document');
    await expect(visitor.getByRole('heading', { name: 'Verify a signed document', level: 1 })).toBeVisible();
    await visitor
      .getByLabel('Signed PDF')
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: sealed });
    await visitor.getByRole('button', { name: 'Verify document' }).click();
    await expect(visitor.getByRole('heading', { name: 'Genuine and unchanged' })).toBeVisible();
    await expectNoSeriousAxeViolations(visitor);
    const changed = Buffer.concat([sealed, Buffer.from('\n% edited later\n')]);
    await visitor
      .getByLabel('Signed PDF')
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: changed });
    await visitor.getByRole('button', { name: 'Verify document' }).click();
    await expect(visitor.getByRole('heading', { name: 'Sealed here, but changed since' })).toBeVisible();

    await Promise.all([landlordContext.close(), visitorContext.close(), tenantContext.close()]);
  });

  test('the signing page says why a link cannot be used, on a phone', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto('/sign-lease?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid Signature Link', level: 1 })).toBeVisible();
    await page.goto('/sign-lease');
    await expect(page.getByRole('heading', { name: 'Invalid Signature Link', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
    await phone.close();
  });

  test('a landlord uploads a document by keyboard, shares it with a lease and deletes it', async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/documents');
    await page.getByRole('button', { name: 'Upload document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload a document' });
    await expect(dialog.getByText(/of at most 10 MB\./)).toBeVisible();
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText('Upload Error')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Choose a PDF, PNG, JPG or WEBP file')).toBeVisible();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'move-in-inspection.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByLabel('Name')).toHaveValue('move in inspection');
    const title = `Move-in inspection ${Date.now()}`;
    await dialog.getByLabel('Name').fill(title);
    await dialog.getByLabel('Name').press('Enter');
    await expect(page.getByText(`"${title}" uploaded`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Other');

    await page.getByRole('tab', { name: 'Receipts' }).click();
    await expect(page).toHaveURL(/tab=receipt/);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await page.getByRole('tab', { name: 'All' }).click();

    await row.getByRole('button', { name: `Actions for ${title}` }).press('Enter');
    await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await expect(page.getByText('Document deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
});
