import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/accounts.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';
import { E2E_BOOTSTRAP_SECRET, E2E_SITE_ADMIN_KEY } from '../support/server-secrets.ts';
import { chooseOption } from '../support/tenancy.ts';

test.describe('user management, site administration and the first administrator', () => {
  // The bootstrap can happen once per server run: this journey keeps all of it.
  test('the first site administrator is set up, unlocks the console and handles a contact message', async ({
    page,
  }) => {
    test.slow();
    const admin = { name: 'Sam Siteadmin', email: uniqueEmail('site-admin'), password: 'site-admin-password-1' };

    await page.goto('/bootstrap-admin');
    await expect(page.getByRole('heading', { name: 'Set up the site administrator', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Full name').fill(admin.name);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();
    // A wrong secret is refused, in words.
    await page.getByLabel('Bootstrap secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Create site administrator' }).click();
    await expect(page.getByText('The bootstrap secret is not right.')).toBeVisible();

    await page.getByLabel('Bootstrap secret').fill(E2E_BOOTSTRAP_SECRET);
    await page.getByRole('button', { name: 'Create site administrator' }).click();
    await expect(page.getByRole('heading', { name: 'Site administrator created', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(`${admin.name}, your account ${admin.email} is ready.`)).toBeVisible();

    // Someone writes through the landing page's contact form; the site administrator is mailed about it.
    const contact = {
      name: 'Casey Prospect',
      email: uniqueEmail('prospect'),
      company: 'Prospect Homes',
      message: `We manage 40 units in Tacoma. Can Rentwell import our rent roll? (${Date.now()})`,
    };
    const sent = await page.request.post('/api/contact', { data: contact, headers: sameOriginHeaders(page) });
    expect(sent.ok()).toBe(true);

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughForm(page, admin.email, admin.password);

    // The console asks for the admin email and the secret key first.
    await page.goto('/site-admin');
    await expect(page.getByRole('heading', { name: 'Site administration', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unlock the console' })).toBeVisible();
    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByLabel('Secret key').fill('a-wrong-key');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('The email or the secret key is not right.')).toBeVisible();
    await page.getByLabel('Secret key').fill(E2E_SITE_ADMIN_KEY);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText(/^Unlocked until/)).toBeVisible();

    // Organizations with their counts (the demo landlord's among them).
    await expect(page.getByRole('heading', { name: 'Organizations', level: 2 })).toBeVisible();
    const organization = page.getByRole('row').filter({ hasText: 'Harbor View Properties' });
    await expect(organization).toBeVisible();
    await organization.getByRole('button', { name: 'Show the users of Harbor View Properties' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    await expect(page.getByText('Users of')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Harbor View Properties' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await expectNoSeriousAxeViolations(page);

    // The contact message: read it whole and mark it handled.
    await page.getByRole('tab', { name: 'Contact messages' }).click();
    await page.getByRole('button', { name: `Read the message from ${contact.name}` }).click();
    const reader = page.getByRole('dialog', { name: `Message from ${contact.name}` });
    await expect(reader.getByText(contact.message)).toBeVisible();
    await expect(reader.getByText(contact.company)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await reader.getByRole('button', { name: 'Mark handled' }).click();
    await expect(reader.getByText(`Handled by ${admin.name}`)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
    await reader.getByRole('button', { name: 'Close' }).first().click();
    await expect(reader).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: contact.name });
    await expect(item.getByText('Handled', { exact: true })).toBeVisible();

    // The mail about it sits in the outbox; its text body opens.
    await page.getByRole('tab', { name: 'Mail outbox' }).click();
    const mailRow = page.getByRole('row').filter({ hasText: admin.email }).filter({ hasText: 'Contact message' });
    await mailRow.first().getByRole('button').click();
    const mail = page.getByRole('dialog');
    await expect(mail.getByText(contact.message)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mail).toBeHidden();

    // Jobs and system health.
    await page.getByRole('tab', { name: 'Scheduled jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Rent charges', level: 3 })).toBeVisible();
    await page.getByRole('tab', { name: 'System health' }).click();
    await expect(page.getByText('PGlite', { exact: true })).toBeVisible();
    await expect(page.getByText('Database size')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The whole installation downloads as one backup archive, by keyboard, from the same tab.
    await expect(page.getByRole('heading', { name: 'Backup', level: 2 })).toBeVisible();
    const downloadBackup = page.getByRole('link', { name: 'Download backup' });
    await downloadBackup.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rentwell-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    const archive = await readFile(await download.path());
    // A gzip stream, large enough to hold the demo's tables and images.
    expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(archive.length).toBeGreaterThan(10_000);
    // It fits a 390 px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await downloadBackup.scrollIntoViewIfNeeded();
    await expect(downloadBackup).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('site-admin-backup-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Setup is now closed for everyone.
    await page.goto('/bootstrap-admin');
    await expect(page.getByRole('heading', { name: 'Setup is closed', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a landlord adds a maintenance user with a generated password, who sees only their own pages', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const landlordContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    const landlord = await landlordContext.newPage();
    await signInThroughForm(landlord, DEMO_LANDLORD, DEMO_PASSWORD);

    await landlord.goto('/users');
    await expect(landlord.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
    await expect(landlord.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);
    // The search narrows the list.
    await landlord.getByLabel('Search').fill('Marcus');
    await expect(landlord.getByRole('row').filter({ hasText: 'Marcus Mendel' })).toBeVisible();
    await expect(landlord.getByRole('row')).toHaveCount(2);

    const name = 'Mo Wrench';
    const email = uniqueEmail('maintenance');
    await landlord.getByRole('button', { name: 'Add user' }).first().click();
    const dialog = landlord.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Phone').fill('+1 503 555 0177');
    await chooseOption(landlord, dialog.getByRole('combobox', { name: 'Role' }), 'Maintenance');
    await expect(dialog.getByRole('radio', { name: /Show a generated password/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add user' }).click();

    const shown = landlord.getByRole('dialog', { name: 'User added' });
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await expect(shown.getByText('This password is shown only once')).toBeVisible();
    const password = await shown.getByLabel('Generated password').inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await shown.getByRole('button', { name: 'Copy the password' }).click();
    expect(await landlord.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // The list was searched for someone else: after 'Done' it shows the person just added.
    await expect(landlord.getByLabel('Search')).toHaveValue(email);
    const row = landlord.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Maintenance', { exact: true })).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();

    // The audit log recorded it.
    await landlord.getByRole('tab', { name: 'Audit log' }).click();
    await expect(landlord.getByRole('cell', { name: 'User added' }).first()).toBeVisible();
    await expect(landlord.getByRole('cell').filter({ hasText: `${name} · Maintenance` })).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);

    // The new user signs in, chooses their own password and sees only what maintenance staff may open.
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signInThroughForm(staff, email, password);
    const passwordDialog = staff.getByRole('dialog', { name: 'Choose your own password' });
    await expect(passwordDialog).toBeVisible();
    await passwordDialog.getByLabel('Current password').fill(password);
    await passwordDialog.getByLabel('New password', { exact: true }).fill('mo-own-password-1');
    await passwordDialog.getByLabel('Confirm new password').fill('mo-own-password-1');
    await passwordDialog.getByRole('button', { name: 'Save my password' }).click();
    await expect(passwordDialog).toBeHidden();

    const sidebar = staff.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'Maintenance' })).toBeVisible();
    for (const hidden of ['Properties', 'Tenants', 'Financials', 'User management', 'Site administration']) {
      await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await staff.goto('/users');
    await expect(staff).toHaveURL(/\/dashboard$/);

    // The landlord sees the first sign-in.
    await landlord.goto(`/users?search=${encodeURIComponent(name)}`);
    const signedIn = landlord.getByRole('row').filter({ hasText: name });
    await expect(signedIn).toBeVisible();
    await expect(signedIn.getByText('Never')).toHaveCount(0);

    await staffContext.close();
    await landlordContext.close();
  });
});
