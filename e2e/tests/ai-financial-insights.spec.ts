import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_MANAGER, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { setPreferredLanguage } from '../support/profile.ts';

test.describe('AI insights: financial insights', () => {
  test('generated on /analytics: the planted repair spike and the late payer as ranked cards with their links, trends and NOI', async ({
    page,
  }) => {
    test.slow();
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/analytics');
    // The first tab of AI insights; choosing a tab puts it in the address so other pages can link to it.
    await expect(page.getByRole('tab', { name: 'Financial insights', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Rent prediction' }).click();
    await page.getByRole('tab', { name: 'Financial insights' }).click();
    await expect(page).toHaveURL(/insights=financial/);

    await page.getByRole('button', { name: 'Generate insights' }).click();
    const result = page.getByTestId('financial-insights-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('financial-narrative')).toContainText('Over the last twelve months you earned');
    await expect(page.getByTestId('computed-from')).toContainText(/Computed from 10 properties, \d+ units/);
    await expect(page.getByTestId('computed-from')).toContainText('Worded from templates.');

    const cards = page.getByTestId('financial-recommendations');
    const spike = cards.getByRole('listitem').filter({ hasText: 'Review Repairs spending' }).first();
    await expect(spike).toContainText(/\$\d{2},\d{3}\.\d{2} against a usual \$[\d,.]+ a month/);
    await expect(spike.getByRole('link', { name: 'Open expenses' })).toHaveAttribute('href', '/financials');
    const latePayer = cards
      .getByRole('listitem')
      .filter({ hasText: /Follow up with .+ about late rent/ })
      .first();
    await expect(latePayer).toContainText(/Late on \d+ of \d+ charges/);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Let unit' }).first()).toBeVisible();

    await expect(page.getByRole('region', { name: /Revenue, expenses and net per month in USD/ })).toContainText(
      'Forecast',
    );
    const noi = page.getByRole('region', { name: 'Net operating income per property' });
    await expect(noi.getByRole('link', { name: 'Harbor View Apartments' })).toBeVisible();
    const latePayers = page.getByRole('region', { name: /^Late payers, with late charges/ });
    await expect(latePayers.getByRole('link').first()).toHaveAttribute('href', /\/tenants\?lease=[\w-]+$/);
    await expect(page.getByRole('region', { name: /^Units with empty days/ })).toContainText('Empty today');
    await page.screenshot({ path: 'test-results/h17a-financial-insights-en.png', fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // The card's link opens the tenant's lease.
    await latePayer.getByRole('link', { name: /’s lease$/ }).click();
    await expect(page).toHaveURL(/\/tenants\?lease=[\w-]+$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('in French on a 390 px phone, by keyboard alone', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, DEMO_MANAGER, DEMO_PASSWORD);
    await setPreferredLanguage(page, 'fr');
    try {
      await page.goto('/analytics?insights=financial');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('tab', { name: 'Analyse financière', selected: true })).toBeVisible();
      const generate = page.getByRole('button', { name: 'Générer l’analyse' });
      await generate.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('financial-narrative')).toContainText('Sur les douze derniers mois');
      await expect(page.getByRole('heading', { name: 'Recommandations, les plus importantes d’abord' })).toBeVisible();
      await expect(
        page
          .getByTestId('financial-recommendations')
          .getByRole('listitem')
          .filter({ hasText: 'Examiner les dépenses' })
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('computed-from')).toContainText('Calculé à partir de');
      await expect(page.getByRole('button', { name: 'Générer à nouveau' })).toBeFocused();
      await page.screenshot({ path: 'test-results/h17a-financial-insights-fr.png', fullPage: true });
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await setPreferredLanguage(page, 'en');
    }
  });
});
