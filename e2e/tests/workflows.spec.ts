import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';

test.describe('workflows', () => {
  test('the demo landlord creates a reminder from a template, sees its 30-day preview, toggles it and deletes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    const reminders = page.getByRole('list', { name: 'Reminders' });
    // The demo seed's four template reminders, with their delivery log.
    await expect(reminders.getByRole('heading', { name: 'Lease renewal' })).toBeVisible();
    await expect(reminders.getByText('Sent').first()).toBeVisible();

    await page.getByRole('button', { name: 'New reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reminder' });
    await dialog.getByRole('button', { name: /Rent reminder/ }).click();
    await expect(page.getByText('“Rent reminder” added and active.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The newest card is last: give it a name of its own through the edit dialog, by keyboard.
    const created = reminders
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Rent reminder' }) });
    await created.last().getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit reminder' });
    const name = `Rent reminder ${Date.now()}`;
    await edit.getByLabel('Name').fill(name);
    await expect(edit.getByLabel('Days before')).toHaveValue('3');
    await edit.getByLabel('Days before').press('Enter');
    await expect(page.getByText('Reminder saved.')).toBeVisible();
    await expect(edit).toBeHidden();

    const card = reminders.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('3 days before rent is due', { exact: true })).toBeVisible();
    const preview = card.getByRole('region', { name: `Next 30 days of ${name}` });
    await expect(preview.getByRole('listitem').first()).toContainText('To ');

    const active = card.getByRole('switch', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Reminder turned off.')).toBeVisible();
    await expect(active).not.toBeChecked();
    await expect(preview).toContainText('Turned off: it sends nothing.');
    await active.click();
    await expect(active).toBeChecked();
    await expect(preview.getByRole('listitem').first()).toContainText('To ');

    await card.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByText(/^Test sent to you in the app/)).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this reminder?' });
    await confirm.getByRole('button', { name: 'Delete reminder' }).click();
    await expect(page.getByText(`“${name}” deleted.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
