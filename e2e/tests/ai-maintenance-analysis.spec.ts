import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_MANAGER, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { setPreferredLanguage } from '../support/profile.ts';

test.describe('AI insights: maintenance analysis', () => {
  test('opened from /maintenance, the analysis shows recurring issues, overdue follow-ups, costs and preventive tasks', async ({
    page,
  }) => {
    test.slow();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/maintenance');
    await page.getByRole('link', { name: 'Analyze maintenance' }).click();
    await expect(page).toHaveURL(/\/analytics\?insights=maintenance$/);
    await expect(page.getByRole('tab', { name: 'Maintenance analysis', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    const result = page.getByTestId('maintenance-analysis-result');
    await expect(result).toBeVisible();
    await expect(result.getByText(/requests were reported in the last 180 days/)).toBeVisible();

    const recurring = page.getByRole('region', { name: 'Recurring issues' });
    const leakingFlat = recurring.getByRole('listitem').filter({ hasText: 'Harbor View Apartments · Unit 3' });
    await expect(leakingFlat).toContainText('Plumbing');
    await expect(leakingFlat).toContainText('3 times in this unit');
    await expect(leakingFlat.getByRole('link', { name: 'See the 3 requests' })).toHaveAttribute(
      'href',
      /\/maintenance\?category=plumbing&propertyId=/,
    );

    const overdue = page.getByRole('region', { name: 'Overdue follow-ups' });
    await expect(overdue.getByRole('link', { name: 'No hot water' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Suggested preventive tasks' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cost per category' }).getByRole('row').nth(1)).toContainText('$');
    await expect(page.getByRole('region', { name: 'Resolution times' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('computed-from')).toContainText(
      /Computed from \d+ maintenance requests and 9 expenses/,
    );
    await expect(page.getByTestId('computed-from')).toContainText('Worded from templates.');
    await expectNoSeriousAxeViolations(page);

    // Each follow-up links to its request.
    await overdue.getByRole('link', { name: 'No hot water' }).click();
    await expect(page).toHaveURL(/\/maintenance\?request=[\w-]+$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'No hot water' })).toBeVisible();
  });

  test('the request form suggests a category and urgency as the title is typed, and Apply fills them in', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/maintenance');
    await page.getByRole('button', { name: 'New request' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Water leaking under the kitchen sink');
    const suggestion = dialog.getByTestId('request-suggestion');
    await expect(suggestion).toContainText('Suggested: Plumbing ·');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Apply the suggested category and priority' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toContainText('Plumbing');
    // Applied: the hint goes away until the text suggests something else.
    await expect(suggestion).toBeHidden();
  });

  test('in Spanish on a 390 px phone, by keyboard: the analysis in the reader’s language, and a suggestion', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, DEMO_MANAGER, DEMO_PASSWORD);
    await setPreferredLanguage(page, 'es');
    try {
      await page.goto('/maintenance');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const analysisLink = page.getByRole('link', { name: 'Analizar mantenimiento' });
      await analysisLink.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: 'Análisis de mantenimiento', selected: true })).toBeVisible();

      const analyze = page.getByRole('button', { name: 'Analizar', exact: true });
      await analyze.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Problemas recurrentes' })).toBeVisible();
      await expect(page.getByText(/solicitudes en los últimos 180 días/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Seguimientos atrasados' }).getByRole('link').first(),
      ).toBeVisible();
      await expect(page.getByTestId('computed-from')).toContainText('Calculado a partir de');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);

      await page.goto('/maintenance');
      await page.getByRole('button', { name: 'Nueva solicitud' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Título').fill('La nevera no enfría');
      await expect(dialog.getByTestId('request-suggestion')).toContainText('Sugerencia: Electrodoméstico');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await setPreferredLanguage(page, 'en');
    }
  });
});
