import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_MANAGER, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';

test.describe('AI posting without the extension', () => {
  test('the manager sees the extension missing, manages a Facebook group and schedules a post from a listing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, DEMO_MANAGER, DEMO_PASSWORD);
    await page.goto('/ai-posting');
    await expect(page.getByRole('heading', { level: 1, name: 'AI posting' })).toBeVisible();
    await expect(page.getByText('Extension not detected')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Turn on Developer mode.')).toBeVisible();
    // The server zips the extension's production build.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download extension' }).click();
    expect((await download).suggestedFilename()).toBe('rentwell-extension-1.3.0.zip');
    await expect(page.getByText('Extension download failed')).toBeHidden();

    // The demo's groups of this manager, with the post the seed shared to them.
    const groups = page.getByRole('list', { name: 'Your Facebook groups' });
    await expect(groups.getByRole('heading', { name: 'Oregon Vacation Rentals' })).toBeVisible();
    await expect(groups.getByText(/^1 post · last posted /).first()).toBeVisible();

    // Add a group: a URL outside facebook.com/groups/ is refused with the SPEC's message.
    const name = `Eastside rentals ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add group' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a Facebook group' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Group URL').fill('https://www.facebook.com/marketplace/portland');
    await add.getByRole('button', { name: 'Add group' }).click();
    await expect(
      add.getByText('Please enter a valid Facebook group URL (must contain facebook.com/groups/)'),
    ).toBeVisible();
    await add.getByLabel('Group URL').fill('facebook.com/groups/eastside-rentals');
    await add.getByLabel('Category').fill('Long-term rentals');
    await add.getByLabel('Category').press('Enter');
    await expect(page.getByText('Group added')).toBeVisible();
    await expect(add).toBeHidden();

    const row = groups.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row.getByRole('link', { name: /https:\/\/facebook\.com\/groups\/eastside-rentals/ })).toBeVisible();
    await expect(row.getByText('0 posts · never posted')).toBeVisible();

    // Edit by keyboard, then deactivate and reactivate with the switch.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Facebook group' });
    const renamed = `${name} (east)`;
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByLabel('Name').press('Enter');
    await expect(page.getByText('Group saved')).toBeVisible();
    const renamedRow = groups.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
    const active = renamedRow.getByRole('switch', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Group deactivated')).toBeVisible();
    await expect(renamedRow.getByText('Inactive')).toBeVisible();

    // Compose from the first listing or property, keep the text, schedule it (share now needs the extension).
    const source = page.getByLabel('Property or listing');
    await source.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Write the post' }).click();
    const text = page.getByLabel('Post text');
    await expect(text).toHaveValue(/Portland/);
    await text.fill(`${await text.inputValue()}\nPets welcome.`);
    await page.getByRole('button', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: 'Share the post' });
    await expect(share.getByRole('radio', { name: /Share now/ })).toBeDisabled();
    await expect(share.getByText('Needs the browser extension.')).toBeVisible();
    // The deactivated group is not offered; with every group unticked the dialog refuses.
    await expect(share.getByRole('checkbox', { name: renamed })).toHaveCount(0);
    for (const checkbox of await share.getByRole('checkbox').all()) await checkbox.uncheck();
    await share.getByRole('button', { name: 'Schedule' }).click();
    await expect(share.getByText('Select at least one active Facebook group')).toBeVisible();
    await share.getByRole('checkbox', { name: 'Oregon Vacation Rentals' }).check();
    await share.getByLabel('Date').fill('2031-05-04');
    await share.getByLabel('Time').fill('09:30');
    await expect(share.getByText(/Time in your organization's time zone \(America\/Los_Angeles\)/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await share.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Post scheduled')).toBeVisible();
    await expect(share).toBeHidden();

    const posts = page.getByRole('list', { name: 'Your posts' });
    const scheduled = posts.getByRole('listitem').filter({ hasText: 'Pets welcome.' });
    await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(scheduled.getByText(/^for May 4, 2031, 9:30\sAM$/)).toBeVisible();
    await expect(scheduled.getByText('Groups: Oregon Vacation Rentals')).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    await scheduled.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Scheduled post cancelled')).toBeVisible();
    await expect(scheduled.getByText('Cancelled', { exact: true })).toBeVisible();

    // Delete the group.
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this group?' });
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(page.getByText(`${renamed} deleted`)).toBeVisible();
    await expect(renamedRow).toHaveCount(0);

    // Settings points to the groups.
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Manage Facebook groups' }).click();
    await expect(page).toHaveURL(/\/ai-posting#groups$/);
    await expect(page.getByRole('heading', { name: 'Facebook groups' })).toBeVisible();
  });
});
