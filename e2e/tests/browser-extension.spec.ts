import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';
import { startTestGroupServer, TEST_GROUP_ORIGIN } from '../support/test-group-page.ts';

const EXTENSION_ROOT = fileURLToPath(new URL('../../apps/extension', import.meta.url));

/** The extension's test build for the app origin this worker's server has, test groups on TEST_GROUP_ORIGIN. */
function buildTestExtension(appOrigin: string, outDir: string) {
  const build = spawnSync(
    process.execPath,
    [
      ...['--import', 'tsx', 'scripts/build.ts', '--test-build', '--out-dir', outDir],
      ...['--app-origin', appOrigin, '--test-group-origin', TEST_GROUP_ORIGIN],
    ],
    { cwd: EXTENSION_ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`The extension's test build failed: ${build.stderr}`);
}

/** Chromium with the unpacked test build loaded (a persistent context is the only way to load an extension). */
async function launchWithExtension(extensionDir: string, userDataDir: string): Promise<BrowserContext> {
  const { baseURL, launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(userDataDir, {
    baseURL,
    headless: true,
    executablePath: launchOptions?.executablePath,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...(launchOptions?.args ?? []),
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker');
  return context;
}

async function addGroup(page: Page, name: string, slug: string): Promise<string> {
  const answer = await page.request.post('/api/social-posting/groups', {
    headers: sameOriginHeaders(page),
    data: { name, url: `https://www.facebook.com/groups/${slug}` },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** The group tabs the extension opened on the local test page. */
async function groupTabs(context: BrowserContext, count: number): Promise<Page[]> {
  await expect.poll(() => context.pages().filter((tab) => tab.url().startsWith(TEST_GROUP_ORIGIN)).length).toBe(count);
  return context.pages().filter((tab) => tab.url().startsWith(TEST_GROUP_ORIGIN));
}

test.describe('the browser extension', () => {
  test.describe.configure({ timeout: 240_000 });
  let groupServer: Server;
  let extensionDir: string;

  test.beforeAll(async ({ baseURL }, testInfo) => {
    extensionDir = testInfo.outputPath('extension');
    buildTestExtension(new URL(baseURL ?? '').origin, extensionDir);
    groupServer = await startTestGroupServer();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => groupServer.close(resolve));
  });

  test('connects as 1.3.0, a share to two groups fills both composers (text and photos), and only the post the user publishes counts', async () => {
    const context = await launchWithExtension(extensionDir, test.info().outputPath('profile'));
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const names = [`Portland renters ${stamp}`, `PDX housing ${stamp}`];
      const slugs = [`portland-renters-${stamp}`, `pdx-housing-${stamp}`];
      await addGroup(page, names[0] ?? '', slugs[0] ?? '');
      await addGroup(page, names[1] ?? '', slugs[1] ?? '');

      await page.goto('/ai-posting');
      await expect(page.getByText('Connected · version 1.3.0')).toBeVisible();
      await expect(page.getByText('Extension not detected')).toBeHidden();
      await expectNoSeriousAxeViolations(page);

      // A post written from the first property, with its gallery photos.
      const source = page.getByLabel('Property or listing');
      await expect(source.locator('option')).not.toHaveCount(1);
      await source.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Write the post' }).click();
      const text = page.getByLabel('Post text');
      await expect(text).not.toHaveValue('');
      const firstLine = ((await text.inputValue()).split('\n')[0] ?? '').trim();
      const picked = page.getByRole('group', { name: /^Images/ }).getByRole('checkbox', { checked: true });
      await expect(picked).not.toHaveCount(0);
      const photos = await picked.count();

      // Share now to the two test groups only.
      await page.getByRole('button', { name: 'Share…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share the post' });
      for (const checkbox of await dialog.getByRole('checkbox').all()) {
        const label = (await checkbox.locator('xpath=..').textContent()) ?? '';
        await checkbox.setChecked(names.some((name) => label.includes(name)));
      }
      await dialog.getByRole('button', { name: 'Share now' }).click();
      await expect(dialog).toBeHidden();

      // The extension opened one tab per group on the test page and filled each composer, without posting.
      const tabs = await groupTabs(context, 2);
      expect(tabs.map((tab) => new URL(tab.url()).pathname).sort()).toEqual(
        slugs.map((slug) => `/groups/${slug}`).sort(),
      );
      for (const tab of tabs) {
        await expect(tab.getByTestId('composer-text')).toContainText(firstLine);
        await expect(tab.getByTestId('attachments').getByRole('img')).toHaveCount(photos);
        const widths = await tab
          .getByTestId('attachments')
          .getByRole('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
        expect(widths.every((width) => width > 0)).toBe(true);
        await expect(
          tab.getByText('Rentwell filled in this post. Check it, then press Post to publish it.'),
        ).toBeVisible();
        await expect(tab.locator('body')).not.toHaveAttribute('data-posted', 'true');
      }

      // Filled is not published: no group counts the post yet.
      const groupRow = (name: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await page.bringToFront();
      for (const name of names) await expect(groupRow(name).getByText('0 posts · never posted')).toBeVisible();

      // The user publishes in the first group and closes the second group's tab without posting.
      const tabOf = (slug: string | undefined) => {
        const tab = tabs.find((candidate) => new URL(candidate.url()).pathname === `/groups/${slug}`);
        if (!tab) throw new Error(`No tab for ${slug}`);
        return tab;
      };
      const published = tabOf(slugs[0]);
      await published.getByTestId('post').click();
      await expect(published.getByRole('dialog')).toBeHidden();
      await tabOf(slugs[1]).close();

      // Back on the page: only the published group counts the post.
      await page.bringToFront();
      await expect(groupRow(names[0] ?? '').getByText(/^1 post · last posted /)).toBeVisible();
      await expect(groupRow(names[1] ?? '').getByText('0 posts · never posted')).toBeVisible();
      await expect(page.getByText('1 of 2 published')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("without the extension the page shows 'Extension not detected' and how to install it", async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/ai-posting');
    await expect(page.getByText('Extension not detected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download extension' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
