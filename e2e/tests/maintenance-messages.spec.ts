import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT, signInThroughForm } from '../support/accounts.ts';
import { chooseOption } from '../support/tenancy.ts';

const DEMO_MAINTENANCE = 'maintenance@rentwell.demo';

/** Each person works in their own browser context (their own cookies), as on their own device. */
async function signedInPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, email, DEMO_PASSWORD);
  return page;
}

/** A real PNG to attach: a screenshot of part of the page. */
function photoOf(page: Page) {
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

function requestSheet(page: Page, title: string) {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The count in the sidebar's 'Messages' entry (0 when the badge is hidden). */
async function unreadBadgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /^Messages/ }).getByTestId('unread-messages-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

function unreadBadge(page: Page) {
  return page.getByRole('link', { name: /^Messages/ }).getByTestId('unread-messages-badge');
}

test.describe('maintenance requests, messages and notifications', () => {
  // Several people, each signing in through the form: longer than one page's journey.
  test.describe.configure({ timeout: 180_000 });

  test('a tenant reports a problem with a photo; the landlord assigns and starts it; maintenance completes it', async ({
    browser,
    baseURL,
  }) => {
    const title = `Bathroom fan rattles ${Date.now()}`;

    // The tenant files the request with a photo.
    const tenant = await signedInPage(browser, baseURL, DEMO_TENANT);
    await tenant.goto('/maintenance');
    await expect(tenant.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
    await expect(tenant.getByRole('button', { name: /^Pending/ })).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);

    await tenant.getByRole('button', { name: 'New request' }).first().click();
    const form = tenant.getByRole('dialog', { name: 'New maintenance request' });
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description')
      .fill('The extractor fan in the bathroom rattles loudly.\nIt started on Monday.');
    await chooseOption(tenant, form.getByRole('combobox', { name: 'Priority' }), 'High');
    await chooseOption(tenant, form.getByRole('combobox', { name: 'Category' }), 'Electrical');
    await form.getByLabel('Photos', { exact: true }).setInputFiles({
      name: 'fan.png',
      mimeType: 'image/png',
      buffer: await photoOf(tenant),
    });
    await expect(form.getByRole('img', { name: 'fan.png' })).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form).toBeHidden();
    await expect(tenant.getByText('Request submitted')).toBeVisible();

    // It opens at once, pending, with its photo.
    let sheet = requestSheet(tenant, title);
    await expect(sheet).toBeVisible();
    await expect(tenant).toHaveURL(/[?&]request=[0-9a-f-]{36}/);
    const requestUrl = new URL(tenant.url());
    await expect(sheet.getByText('Pending', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Start Work' })).toHaveCount(0);
    await tenant.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The portal lists it among the tenant's requests, and its 'New request' opens the form on the maintenance page.
    await tenant.goto('/tenant-portal');
    const portalRequests = tenant.getByRole('list', { name: 'Maintenance requests' });
    await expect(portalRequests.getByRole('link', { name: new RegExp(title) })).toContainText('Pending');
    expect(await portalRequests.getByRole('listitem').count()).toBeGreaterThan(1);
    await expectNoSeriousAxeViolations(tenant);
    await tenant.getByRole('link', { name: 'New request' }).click();
    await expect(tenant.getByRole('dialog', { name: 'New maintenance request' })).toBeVisible();
    await expect(tenant).toHaveURL(/\/maintenance$/);
    await tenant.keyboard.press('Escape');

    // The landlord assigns it to the maintenance user and starts the work.
    const landlord = await signedInPage(browser, baseURL, DEMO_LANDLORD);
    await landlord.goto('/maintenance');
    await expect(landlord.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);
    await landlord.getByRole('button', { name: new RegExp(title) }).click();
    sheet = requestSheet(landlord, title);
    await expect(sheet.getByText('Open', { exact: true })).toBeVisible();
    await chooseOption(landlord, sheet.getByRole('combobox', { name: 'Assigned to' }), 'Max Morales');
    await expect(landlord.getByText('Assigned to Max Morales')).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Assigned to' })).toHaveText('Max Morales');
    await expectNoSeriousAxeViolations(landlord);
    await sheet.getByRole('button', { name: 'Start Work' }).click();
    await expect(sheet.getByText('In progress', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

    // The maintenance user finds it among their requests, adds a note, records the cost and completes it.
    const maintenance = await signedInPage(browser, baseURL, DEMO_MAINTENANCE);
    await maintenance.goto('/maintenance');
    await maintenance.getByRole('button', { name: new RegExp(title) }).click();
    sheet = requestSheet(maintenance, title);
    await expect(sheet.getByRole('button', { name: 'Start Work' })).toHaveCount(0);
    await sheet.getByLabel('Work note').fill('Replaced the fan bearing.\nRuns quietly now.');
    await sheet.getByRole('button', { name: 'Add note' }).click();
    await expect(sheet.getByText(/Replaced the fan bearing/)).toBeVisible();
    await sheet.getByLabel(/Cost of the work/).fill('85.50');
    await sheet.getByRole('button', { name: 'Save cost' }).click();
    await expect(maintenance.getByText('Cost saved')).toBeVisible();
    await sheet.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(sheet.getByText('Completed', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);

    // The landlord sees the cost, and that it can be recorded as an expense.
    await landlord.reload();
    sheet = requestSheet(landlord, title);
    await expect(sheet.getByText('Completed for $85.50')).toBeVisible();
    await expect(sheet.getByText(/can be recorded as an expense/)).toBeVisible();

    // The tenant sees it completed, and a notification in the bell that opens it.
    await tenant.goto('/maintenance?status=completed');
    await expect(tenant.getByRole('button', { name: new RegExp(title) }).getByText('Completed')).toBeVisible();
    await tenant.goto('/dashboard');
    await expect(
      tenant.getByRole('list', { name: 'Maintenance requests' }).getByRole('link', { name: new RegExp(title) }),
    ).toContainText('Completed');
    const bell = tenant.getByRole('button', { name: /^Notifications, unread: \d+$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const notification = tenant.getByRole('button', { name: new RegExp(`Status of “${title}”: Completed`) });
    await expect(notification).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);
    await notification.click();
    await expect(tenant).toHaveURL(new RegExp(`/maintenance\\?request=${requestUrl.searchParams.get('request')}`));
    sheet = requestSheet(tenant, title);
    await expect(sheet.getByText('Completed', { exact: true })).toBeVisible();
    await expect(sheet.getByText(/Replaced the fan bearing/)).toBeVisible();

    await Promise.all([tenant, landlord, maintenance].map((page) => page.context().close()));
  });

  test('a tenant and the landlord exchange messages and the unread badge follows', async ({ browser, baseURL }) => {
    const subject = `Balcony door lock ${Date.now()}`;
    const landlord = await signedInPage(browser, baseURL, DEMO_LANDLORD);
    await landlord.goto('/messages');
    await expect(landlord.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(landlord.getByRole('tab', { name: 'Inbox' })).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);
    const landlordUnread = await unreadBadgeCount(landlord);

    // The tenant writes to the landlord.
    const tenant = await signedInPage(browser, baseURL, DEMO_TENANT);
    await tenant.goto('/messages');
    await tenant.getByRole('button', { name: 'New message' }).click();
    const compose = tenant.getByRole('dialog', { name: 'New message' });
    await chooseOption(tenant, compose.getByRole('combobox', { name: 'To' }), 'Laura Landry (Landlord)');
    await compose.getByLabel('Subject').fill(subject);
    await compose.getByLabel('Message').fill('Hello Laura,\nthe balcony door does not lock any more.\n<b>Not bold</b>');
    await expectNoSeriousAxeViolations(tenant);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose).toBeHidden();
    await expect(tenant.getByText('Message sent')).toBeVisible();
    await expect(tenant).toHaveURL(/folder=sent/);
    await expect(tenant.getByRole('heading', { name: subject })).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);

    // The landlord's badge counts it; the message is new in the inbox.
    await landlord.reload();
    await expect(unreadBadge(landlord)).toHaveText(String(landlordUnread + 1));
    const conversation = landlord.getByRole('button', { name: new RegExp(subject) });
    await expect(conversation.getByText('New', { exact: true })).toBeVisible();
    await conversation.click();
    const received = landlord.getByRole('article', { name: 'Message from Tina Torres' }).last();
    await expect(received.getByText('New', { exact: true })).toBeVisible();
    // Plain text with its line breaks: the markup shows as typed.
    await expect(received.getByText(/the balcony door does not lock/)).toHaveText(
      'Hello Laura,\nthe balcony door does not lock any more.\n<b>Not bold</b>',
    );
    await expect(received.locator('b')).toHaveCount(0);
    // Reading it clears it from the badge.
    if (landlordUnread === 0) await expect(unreadBadge(landlord)).toHaveCount(0);
    else await expect(unreadBadge(landlord)).toHaveText(String(landlordUnread));
    await expectNoSeriousAxeViolations(landlord);

    // The landlord replies in the thread; the tenant's badge counts the reply.
    const tenantUnread = await unreadBadgeCount(tenant);
    await landlord.getByLabel('Reply to Tina Torres').fill('Thanks Tina, a locksmith comes tomorrow at 9.');
    await landlord.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      landlord.getByRole('article', { name: 'Message from You' }).getByText(/a locksmith comes/),
    ).toBeVisible();

    await tenant.goto('/messages');
    await expect(unreadBadge(tenant)).toHaveText(String(tenantUnread + 1));
    await tenant.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(
      tenant.getByRole('article', { name: 'Message from Laura Landry' }).getByText('a locksmith comes tomorrow at 9.'),
    ).toHaveText('Thanks Tina, a locksmith comes tomorrow at 9.');
    if (tenantUnread === 0) await expect(unreadBadge(tenant)).toHaveCount(0);
    else await expect(unreadBadge(tenant)).toHaveText(String(tenantUnread));

    await Promise.all([tenant, landlord].map((page) => page.context().close()));
  });
});
