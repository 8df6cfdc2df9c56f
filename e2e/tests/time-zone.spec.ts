import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { signUpThroughForm } from '../support/accounts.ts';

// The browser is in Auckland: the landlord's new organization takes its zone at sign-up.
test.use({ timezoneId: 'Pacific/Auckland' });

test.describe("the organization's time zone", () => {
  test("is the browser's at sign-up and an admin changes it in Settings", async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    const zone = page.getByLabel('Organization time zone');
    await expect(zone).toHaveValue('Pacific/Auckland');
    await expect(page.getByText('when rent is due and overdue', { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await zone.selectOption('America/Los_Angeles');
    await expect(page.getByText('Organization time zone set to America/Los_Angeles')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByLabel('Organization time zone')).toHaveValue('America/Los_Angeles');

    // A phone: the list fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await page.getByLabel('Organization time zone').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});
