import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
let otherTenancy: CreatedTenancy;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Chatty Court', unitCount: 2 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 0 });
  otherTenancy = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 1 });
});
afterAll(() => testApp.close());

describe('recipients', () => {
  it('lets a tenant write only to their landlord team, and landlords to their organization', async () => {
    const tenantRecipients = await (await tenancy.tenant.get('/api/messages/recipients')).json();
    expect(tenantRecipients.map((person: { id: string }) => person.id)).toEqual([landlord.userId]);
    const landlordRecipients = await (await landlord.client.get('/api/messages/recipients')).json();
    expect(landlordRecipients.map((person: { role: string }) => person.role).sort()).toEqual(['tenant', 'tenant']);
  });

  it('refuses a recipient outside the list with 422', async () => {
    const me = await (await otherTenancy.tenant.get('/api/me')).json();
    const response = await tenancy.tenant.post('/api/messages', {
      recipientUserId: me.user.id,
      subject: 'Hi',
      body: 'Neighbour here',
    });
    expect(response.status).toBe(422);
    const outsider = await signUpLandlord(testApp);
    expect(
      (await outsider.client.post('/api/messages', { recipientUserId: landlord.userId, subject: 'Hi', body: 'Spam' }))
        .status,
    ).toBe(422);
  });
});

describe('conversations', () => {
  it('sends, counts unread, threads replies and marks read on opening', async () => {
    const sent = await tenancy.tenant.post('/api/messages', {
      recipientUserId: landlord.userId,
      subject: 'Parking spot',
      body: '<script>alert("x")</script> Can I have a second spot?',
    });
    expect(sent.status).toBe(201);
    const message = await sent.json();
    expect(message.body).toBe('<script>alert("x")</script> Can I have a second spot?');

    expect(await (await landlord.client.get('/api/messages/unread-count')).json()).toEqual({ unread: 1 });
    const inbox = await (await landlord.client.get('/api/messages')).json();
    expect(inbox.items[0]).toMatchObject({
      threadId: message.threadId,
      newCount: 1,
      latest: { subject: 'Parking spot', isNew: true, from: { role: 'tenant' } },
    });

    const reply = await landlord.client.post('/api/messages', {
      recipientUserId: message.from.id,
      subject: 'Re: Parking spot',
      body: 'Yes, number 12.',
      threadId: message.threadId,
    });
    expect((await reply.json()).threadId).toBe(message.threadId);

    const thread = await (await landlord.client.get(`/api/messages/threads/${message.threadId}`)).json();
    expect(thread.map((item: { subject: string }) => item.subject)).toEqual(['Parking spot', 'Re: Parking spot']);
    expect(await (await landlord.client.get('/api/messages/unread-count')).json()).toEqual({ unread: 0 });
    expect(await (await tenancy.tenant.get('/api/messages/unread-count')).json()).toEqual({ unread: 1 });

    const sentFolder = await (await tenancy.tenant.get('/api/messages?folder=sent')).json();
    expect(sentFolder.items[0]).toMatchObject({ newCount: 0, latest: { subject: 'Parking spot' } });
  });

  it("pages a folder's conversations, newest first, each once with its unread messages counted", async () => {
    const team = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(team.client, { name: 'Paged Place', unitCount: 1 });
    const writer = await addTenantViaApi(testApp, team.client, property);
    const threads: string[] = [];
    for (const subject of ['First', 'Second', 'Third']) {
      const sent = await writer.tenant.post('/api/messages', { recipientUserId: team.userId, subject, body: 'Hello' });
      threads.push((await sent.json()).threadId);
    }
    // A second message in the first thread makes it the newest conversation, with two unread messages.
    await writer.tenant.post('/api/messages', {
      recipientUserId: team.userId,
      subject: 'First again',
      body: 'Any news?',
      threadId: threads[0],
    });

    const first = await (await team.client.get('/api/messages?pageSize=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toMatchObject([
      { threadId: threads[0], newCount: 2, latest: { subject: 'First again' } },
      { threadId: threads[2], newCount: 1, latest: { subject: 'Third' } },
    ]);
    const second = await (await team.client.get('/api/messages?pageSize=2&page=2')).json();
    expect(second.items).toMatchObject([{ threadId: threads[1], newCount: 1 }]);

    const sent = await (await writer.tenant.get('/api/messages?folder=sent')).json();
    expect(sent).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(sent.items.map((item: { threadId: string }) => item.threadId)).toEqual([threads[0], threads[2], threads[1]]);
    for (const query of ['page=0', 'pageSize=201', 'folder=trash']) {
      expect((await team.client.get(`/api/messages?${query}`)).status).toBe(422);
    }
  });

  it("keeps other people's threads out of reach (404)", async () => {
    const sent = await (
      await tenancy.tenant.post('/api/messages', {
        recipientUserId: landlord.userId,
        subject: 'Private',
        body: 'Only for you',
      })
    ).json();
    expect((await otherTenancy.tenant.get(`/api/messages/threads/${sent.threadId}`)).status).toBe(404);
    const me = await (await tenancy.tenant.get('/api/me')).json();
    const hijack = await otherTenancy.tenant.post('/api/messages', {
      recipientUserId: landlord.userId,
      subject: 'Re: Private',
      body: 'Joining',
      threadId: sent.threadId,
    });
    expect(hijack.status).toBe(404);
    expect(me.user.id).toBeTruthy();
  });

  it('answers 422 to an empty message and 403 to a site administrator', async () => {
    expect(
      (await tenancy.tenant.post('/api/messages', { recipientUserId: landlord.userId, subject: '', body: '' })).status,
    ).toBe(422);
    const siteAdmin = await createSignedInMember(testApp, 'site_admin', null);
    expect((await siteAdmin.client.get('/api/messages')).status).toBe(403);
  });
});

describe('notifications', () => {
  it('creates one notification per message, counts unread, marks one and then all read', async () => {
    const before = (await (await landlord.client.get('/api/notifications')).json()).unread;
    await tenancy.tenant.post('/api/messages', {
      recipientUserId: landlord.userId,
      subject: 'Bell test',
      body: 'Ding',
    });
    const list = await (await landlord.client.get('/api/notifications')).json();
    expect(list.unread).toBe(before + 1);
    const latest = list.items[0];
    expect(latest).toMatchObject({
      type: 'message',
      event: 'message_received',
      isRead: false,
      params: { subject: 'Bell test' },
    });
    expect(latest.link).toMatch(/^\/messages\?thread=/);

    await landlord.client.post('/api/notifications/read', { ids: [latest.id] });
    expect((await (await landlord.client.get('/api/notifications')).json()).unread).toBe(before);
    await landlord.client.post('/api/notifications/read', {});
    expect((await (await landlord.client.get('/api/notifications')).json()).unread).toBe(0);
  });

  it("names the reply's sender, not the thread's first writer, in the notification and its mail", async () => {
    const first = await (
      await tenancy.tenant.post('/api/messages', {
        recipientUserId: landlord.userId,
        subject: 'Leaky tap',
        body: 'It drips.',
      })
    ).json();
    await landlord.client.post('/api/messages', {
      recipientUserId: first.from.id,
      subject: 'Re: Leaky tap',
      body: 'A plumber comes Monday.',
      threadId: first.threadId,
    });
    const tenantNotifications = await (await tenancy.tenant.get('/api/notifications')).json();
    expect(tenantNotifications.items[0]).toMatchObject({
      event: 'message_received',
      params: { senderName: 'Lana Landlord', subject: 'Re: Leaky tap' },
    });
    const { mailOutbox } = await import('@rentwell/db/schema/mail');
    const { eq } = await import('drizzle-orm');
    const mails = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, tenancy.email));
    const replyMail = mails.find((mail) => JSON.stringify(mail).includes('Re: Leaky tap'));
    expect(JSON.stringify(replyMail)).toContain('Lana Landlord');
  });

  it('respects the email toggle', async () => {
    await landlord.client.patch('/api/me/profile', { notifyByEmail: false });
    const { mailOutbox } = await import('@rentwell/db/schema/mail');
    const { eq } = await import('drizzle-orm');
    const before = (await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, landlord.email)))
      .length;
    await tenancy.tenant.post('/api/messages', {
      recipientUserId: landlord.userId,
      subject: 'Quiet',
      body: 'No mail please',
    });
    const after = (await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, landlord.email)))
      .length;
    expect(after).toBe(before);
  });
});
