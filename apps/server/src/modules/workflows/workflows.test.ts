import { mailOutbox } from '@rentwell/db/schema/mail';
import { notifications } from '@rentwell/db/schema/notifications';
import { rentCharges } from '@rentwell/db/schema/payments';
import { profiles } from '@rentwell/db/schema/profiles';
import { reminderDeliveries } from '@rentwell/db/schema/workflows';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { startSmtpServer } from '../../test/smtp-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runReminders } from './reminder-runner.ts';
import { REMINDER_LOCAL_HOUR } from './workflows.repo.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const today = () => todayIn('UTC');
/** Reminders of a date go at 09:00 in the organization's time zone: these organizations are in UTC. */
const morning = (date: string) => new Date(`${date}T0${REMINDER_LOCAL_HOUR}:00:00Z`);
const run = (now: Date) => runReminders(testApp.deps, now);

type Landlord = SignedInAccount & { organizationId: string };

async function fromTemplate(landlord: Landlord, template: string) {
  const response = await landlord.client.post('/api/workflows/from-template', { template });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string; anchor: string; offset: number; active: boolean };
}

function deliveriesOf(ruleId: string, targetId?: string) {
  return testApp.deps.db
    .select()
    .from(reminderDeliveries)
    .where(
      and(eq(reminderDeliveries.ruleId, ruleId), targetId ? eq(reminderDeliveries.targetId, targetId) : undefined),
    );
}

function mailsTo(email: string, purpose: string) {
  return testApp.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.purpose, purpose)));
}

async function setLanguage(email: string, language: 'en' | 'es' | 'fr' | 'he' | 'sq', tenancy?: CreatedTenancy) {
  const me = (await (await (tenancy?.tenant ?? null)?.get('/api/me'))?.json()) as { user: { id: string } } | undefined;
  if (!me) throw new Error(`no account for ${email}`);
  await testApp.deps.db.update(profiles).set({ preferredLanguage: language }).where(eq(profiles.id, me.user.id));
  return me.user.id;
}

describe('rent reminder (3 days before due)', () => {
  let landlord: Landlord;
  let tenancy: CreatedTenancy;
  let charge: { id: string; dueDate: string };
  let ruleId: string;

  beforeAll(async () => {
    landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Maple Court', currency: 'EUR' });
    tenancy = await addTenantViaApi(testApp, landlord.client, property);
    await setLanguage(tenancy.email, 'fr', tenancy);
    const [next] = await testApp.deps.db
      .select({ id: rentCharges.id, dueDate: rentCharges.dueDate })
      .from(rentCharges)
      .where(and(eq(rentCharges.leaseId, tenancy.leaseId), gt(rentCharges.dueDate, addDays(today(), 4))))
      .orderBy(asc(rentCharges.dueDate))
      .limit(1);
    if (!next) throw new Error('no upcoming charge');
    charge = next;
    ruleId = (await fromTemplate(landlord, 'rent_due')).id;
  });

  it('sends nothing a minute before, once at the time, never again on a rerun', async () => {
    const at = morning(addDays(charge.dueDate, -3));
    await run(new Date(at.getTime() - MINUTE));
    expect(await deliveriesOf(ruleId, charge.id)).toHaveLength(0);

    await run(new Date(at.getTime() + MINUTE));
    await run(new Date(at.getTime() + 5 * MINUTE));
    await run(new Date(at.getTime() + DAY));
    const rows = await deliveriesOf(ruleId, charge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', channel: 'in_app_and_email', attempts: 1 });
    expect(rows[0]?.occurrenceAt.toISOString()).toBe(at.toISOString());
  });

  it("mails the tenant in the tenant's language and notifies in the app", async () => {
    const mails = await mailsTo(tenancy.email, 'notification:reminder_rent_due');
    const forCharge = mails.filter((mail) => mail.subject.includes('Maple Court'));
    expect(forCharge.length).toBeGreaterThanOrEqual(1);
    const subjects = forCharge.map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Le loyer de') && subject.includes('€'))).toBe(true);
    const [delivery] = await deliveriesOf(ruleId, charge.id);
    const inApp = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `reminder:${delivery?.id}`));
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ event: 'reminder_rent_due', type: 'payment', link: '/tenant-portal' });
    expect(inApp[0]?.params).toMatchObject({ date: charge.dueDate, propertyName: 'Maple Court' });
  });

  it('the delivery log and the list show the delivery', async () => {
    const log = (await (await landlord.client.get(`/api/workflows/${ruleId}/deliveries`)).json()) as {
      items: { status: string; recipientName: string }[];
    };
    expect(log.items.some((item) => item.status === 'sent' && item.recipientName === 'Terry Tenant')).toBe(true);
    const list = (await (await landlord.client.get('/api/workflows')).json()) as {
      items: { id: string; recentDeliveries: unknown[] }[];
    };
    expect(list.items.find((item) => item.id === ruleId)?.recentDeliveries.length).toBeGreaterThan(0);
  });
});

describe('lease renewal (30 days before the end)', () => {
  let landlord: Landlord;
  let tenancy: CreatedTenancy;
  const endIn = 45;

  beforeAll(async () => {
    landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Birch House' });
    tenancy = await addTenantViaApi(testApp, landlord.client, property, { endDate: addDays(today(), endIn) });
    await setLanguage(tenancy.email, 'es', tenancy);
  });

  it('after a downtime sends what fell due once; an occurrence older than the catch-up window is not sent late', async () => {
    const rule = await fromTemplate(landlord, 'lease_renewal');
    const at = morning(addDays(today(), endIn - 30));
    // Down for three days past the reminder: too late to send it now.
    await run(new Date(at.getTime() + 3 * DAY));
    expect(await deliveriesOf(rule.id, tenancy.leaseId)).toHaveLength(0);
    // Back up a day after it fell due: sent once, to the tenant and the landlord.
    await run(new Date(at.getTime() + DAY));
    await run(new Date(at.getTime() + DAY + 5 * MINUTE));
    const rows = await deliveriesOf(rule.id, tenancy.leaseId);
    expect(rows.map((row) => row.recipientUserId).sort()).toEqual(
      [landlord.userId, rows.find((row) => row.recipientUserId !== landlord.userId)?.recipientUserId].sort(),
    );
    expect(rows).toHaveLength(2);
    const tenantMail = await mailsTo(tenancy.email, 'notification:reminder_lease_ending');
    expect(tenantMail.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^El contrato de Birch House termina el /),
    ]);
    const landlordMail = await mailsTo(landlord.email, 'notification:reminder_lease_ending');
    expect(landlordMail.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^The lease at Birch House ends on /),
    ]);
  });

  it('a deactivated reminder never fires', async () => {
    const rule = await fromTemplate(landlord, 'lease_renewal');
    const off = await landlord.client.patch(`/api/workflows/${rule.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { active: boolean }).active).toBe(false);
    const at = morning(addDays(today(), endIn - 30));
    for (const offset of [0, MINUTE, HOUR, DAY]) await run(new Date(at.getTime() + offset));
    expect(await deliveriesOf(rule.id)).toHaveLength(0);
  });
});

describe('welcome (on the day the lease starts)', () => {
  it('welcomes the new tenant at the start date, not before', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Cedar Lofts' });
    const startDate = addDays(today(), 6);
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, {
      startDate,
      endDate: addDays(startDate, 364),
    });
    await setLanguage(tenancy.email, 'he', tenancy);
    const rule = await fromTemplate(landlord, 'tenant_welcome');
    await run(new Date(morning(startDate).getTime() - MINUTE));
    expect(await deliveriesOf(rule.id)).toHaveLength(0);
    await run(new Date(morning(startDate).getTime() + MINUTE));
    await run(new Date(morning(startDate).getTime() + HOUR));
    expect(await deliveriesOf(rule.id)).toHaveLength(1);
    const mails = await mailsTo(tenancy.email, 'notification:reminder_welcome');
    expect(mails.map((mail) => mail.subject)).toEqual(['ברוכים הבאים ל-Cedar Lofts']);
  });
});

describe('maintenance follow-up (48 hours after a request, if still open)', () => {
  it('tells the managers once when the request is still open 48 hours later; a closed one is left alone', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Elm Yard' });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const rule = await fromTemplate(landlord, 'maintenance_follow_up');
    const report = async (title: string) => {
      const response = await tenancy.tenant.post('/api/maintenance', {
        title,
        description: 'Water drips under the kitchen sink.',
        priority: 'medium',
        category: 'plumbing',
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; createdAt: string };
    };
    const open = await report('Leaking sink');
    const closed = await report('Broken hinge');
    const cancel = await landlord.client.post(`/api/maintenance/${closed.id}/transition`, { action: 'cancel' });
    expect(cancel.status).toBe(200);
    const created = new Date(open.createdAt).getTime();
    await run(new Date(created + 47 * HOUR));
    expect(await deliveriesOf(rule.id)).toHaveLength(0);
    await run(new Date(created + 48 * HOUR + MINUTE));
    await run(new Date(created + 48 * HOUR + 10 * MINUTE));
    const rows = await deliveriesOf(rule.id);
    expect(rows.map((row) => [row.targetId, row.recipientUserId])).toEqual([[open.id, landlord.userId]]);
    const mails = await mailsTo(landlord.email, 'notification:reminder_maintenance_open');
    expect(mails.map((mail) => mail.subject)).toEqual(['Still open after 48 hours: Leaking sink']);
  });
});

describe('the workflows API', () => {
  let landlord: Landlord;
  let tenancy: CreatedTenancy;

  beforeAll(async () => {
    landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Pine Row' });
    tenancy = await addTenantViaApi(testApp, landlord.client, property, { endDate: addDays(today(), 50) });
  });

  it('is for admins and property managers only', async () => {
    expect((await tenancy.tenant.get('/api/workflows')).status).toBe(403);
    expect((await tenancy.tenant.get('/api/workflows/preview')).status).toBe(403);
    expect((await testApp.client().get('/api/workflows')).status).toBe(401);
  });

  it('creates, edits and deletes a blank reminder with validation', async () => {
    const bad = await landlord.client.post('/api/workflows', { name: '', anchor: 'due_date', offset: -1 });
    expect(bad.status).toBe(422);
    const created = await landlord.client.post('/api/workflows', {
      name: 'Rent a week ahead',
      anchor: 'due_date',
      offset: 7,
    });
    expect(created.status).toBe(201);
    const rule = (await created.json()) as { id: string; type: string; active: boolean; templateKey: null };
    expect(rule).toMatchObject({ type: 'payment', active: true, templateKey: null });
    const edited = await landlord.client.patch(`/api/workflows/${rule.id}`, {
      name: 'Lease ending soon',
      anchor: 'lease_end',
      offset: 60,
    });
    expect(await edited.json()).toMatchObject({ name: 'Lease ending soon', type: 'lease', offset: 60 });
    const other = await signUpLandlord(testApp);
    expect((await other.client.patch(`/api/workflows/${rule.id}`, { active: false })).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/workflows/${rule.id}`)).status).toBe(404);
    expect((await landlord.client.request('DELETE', `/api/workflows/${rule.id}`)).status).toBe(204);
    expect((await landlord.client.request('DELETE', `/api/workflows/${rule.id}`)).status).toBe(404);
  });

  it("keeps a template's words marked as such, and its description follows the days until someone edits it", async () => {
    const rule = await fromTemplate(landlord, 'rent_due');
    expect(rule).toMatchObject({
      name: 'Rent reminder',
      description: 'Reminds the tenant 3 days before rent is due.',
      nameFromTemplate: true,
      descriptionFromTemplate: true,
    });
    const patch = (body: object) => landlord.client.patch(`/api/workflows/${rule.id}`, body);
    expect(await (await patch({ offset: 5 })).json()).toMatchObject({
      description: 'Reminds the tenant 5 days before rent is due.',
      descriptionFromTemplate: true,
    });
    expect(
      await (await patch({ offset: 1, description: 'Reminds the tenant 5 days before rent is due.' })).json(),
    ).toMatchObject({ description: 'Reminds the tenant 1 day before rent is due.', descriptionFromTemplate: true });
    expect(await (await patch({ offset: 0 })).json()).toMatchObject({
      description: 'Reminds the tenant on the day rent is due.',
    });
    expect(await (await patch({ name: 'Rent soon', description: 'My words' })).json()).toMatchObject({
      nameFromTemplate: false,
      descriptionFromTemplate: false,
    });
    expect(await (await patch({ offset: 4 })).json()).toMatchObject({ description: 'My words', offset: 4 });
    await landlord.client.request('DELETE', `/api/workflows/${rule.id}`);
  });

  it("previews the next 30 days from the organization's real charges and leases, to whom", async () => {
    const rent = await fromTemplate(landlord, 'rent_due');
    const renewal = await fromTemplate(landlord, 'lease_renewal');
    const off = await fromTemplate(landlord, 'tenant_welcome');
    await landlord.client.patch(`/api/workflows/${off.id}`, { active: false });
    const preview = (await (await landlord.client.get('/api/workflows/preview')).json()) as {
      items: { ruleId: string; sendAt: string; recipientName: string; subject: string; aboutDate: string | null }[];
    };
    const renewalItems = preview.items.filter((item) => item.ruleId === renewal.id);
    expect(renewalItems.map((item) => item.recipientName).sort()).toEqual(['Lana Landlord', 'Terry Tenant']);
    expect(renewalItems[0]).toMatchObject({
      subject: 'Pine Row · 1',
      aboutDate: addDays(today(), 50),
      sendAt: morning(addDays(today(), 20)).toISOString(),
    });
    const rentItems = preview.items.filter((item) => item.ruleId === rent.id);
    expect(rentItems.length).toBeGreaterThanOrEqual(1);
    for (const item of rentItems) expect(item.recipientName).toBe('Terry Tenant');
    expect(preview.items.some((item) => item.ruleId === off.id)).toBe(false);
    const until = Date.now() + 30 * DAY + MINUTE;
    for (const item of preview.items) expect(Date.parse(item.sendAt)).toBeLessThanOrEqual(until);
  });

  it('sends a test to me now, in my language', async () => {
    const rule = await fromTemplate(landlord, 'lease_renewal');
    const me = (await (await landlord.client.get('/api/me')).json()) as { user: { id: string } };
    await testApp.deps.db.update(profiles).set({ preferredLanguage: 'sq' }).where(eq(profiles.id, me.user.id));
    const response = await landlord.client.post(`/api/workflows/${rule.id}/test`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emailed: true });
    const mails = await mailsTo(landlord.email, 'notification:reminder_lease_ending');
    expect(mails.some((mail) => mail.subject.startsWith('[Provë] Kontrata e qirasë në Pine Row mbaron më'))).toBe(true);
    const notifications = await (await landlord.client.get('/api/notifications')).json();
    expect(notifications.items[0]).toMatchObject({ event: 'reminder_lease_ending', params: { isTest: 1 } });
    expect(await deliveriesOf(rule.id)).toHaveLength(0);
  });

  it('respects the recipient turning off email for lease reminders: in-app only', async () => {
    const rule = await fromTemplate(landlord, 'lease_renewal');
    const tenantId = (await (await tenancy.tenant.get('/api/me')).json()) as { user: { id: string } };
    await testApp.deps.db
      .update(profiles)
      .set({ notifyLeaseReminders: false })
      .where(eq(profiles.id, tenantId.user.id));
    await run(new Date(morning(addDays(today(), 20)).getTime() + MINUTE));
    const rows = await deliveriesOf(rule.id);
    const tenantRow = rows.find((row) => row.recipientUserId === tenantId.user.id);
    expect(tenantRow).toMatchObject({ status: 'sent', channel: 'in_app' });
    expect(await mailsTo(tenancy.email, 'notification:reminder_lease_ending')).toHaveLength(0);
  });
});

describe('mail through SMTP', () => {
  it("a reminder's mail arrives at the SMTP server in the recipient's language", async () => {
    const smtp = await startSmtpServer({ refuse: 0 });
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const landlord = await signUpLandlord(app);
      const property = await createPropertyViaApi(landlord.client, { name: 'Harbor Loft' });
      const tenancy = await addTenantViaApi(app, landlord.client, property, { endDate: addDays(today(), 40) });
      const me = (await (await tenancy.tenant.get('/api/me')).json()) as { user: { id: string } };
      await app.deps.db.update(profiles).set({ preferredLanguage: 'es' }).where(eq(profiles.id, me.user.id));
      expect((await landlord.client.post('/api/workflows/from-template', { template: 'lease_renewal' })).status).toBe(
        201,
      );
      await runReminders(app.deps, new Date(morning(addDays(today(), 10)).getTime() + MINUTE));
      await app.deps.mailer.deliverQueued();
      const unfolded = (mail: { raw: string }) => mail.raw.replace(/\r?\n[ \t]+/g, ' ');
      const toTenant = smtp.received.filter(
        (mail) => mail.to.includes(tenancy.email) && /Subject: .*Harbor Loft (ends|termina)/.test(unfolded(mail)),
      );
      expect(toTenant).toHaveLength(1);
      expect(unfolded(toTenant[0] ?? { raw: '' })).toMatch(/Subject: El contrato de Harbor Loft termina el /);
      const toLandlord = smtp.received.filter((mail) => mail.to.includes(landlord.email)).map(unfolded);
      expect(toLandlord.filter((raw) => /Subject: The lease at Harbor Loft ends on /.test(raw))).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('retries', () => {
  it('retries a failed delivery when its backoff is over, and one an instance died holding, each once', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Spruce Court', unitCount: 2 });
    const startDate = addDays(today(), 3);
    const first = await addTenantViaApi(testApp, landlord.client, property, {
      startDate,
      endDate: addDays(startDate, 364),
    });
    const second = await addTenantViaApi(testApp, landlord.client, property, {
      unitIndex: 1,
      startDate,
      endDate: addDays(startDate, 364),
    });
    const rule = await fromTemplate(landlord, 'tenant_welcome');
    const at = morning(startDate);
    const userIdOf = async (tenancy: CreatedTenancy) =>
      ((await (await tenancy.tenant.get('/api/me')).json()) as { user: { id: string } }).user.id;
    const base = { organizationId: landlord.organizationId, ruleId: rule.id, occurrenceAt: at };
    // A delivery that failed once, to be retried 5 minutes after; one left pending by an instance that died.
    await testApp.deps.db.insert(reminderDeliveries).values([
      {
        ...base,
        targetId: first.leaseId,
        recipientUserId: await userIdOf(first),
        status: 'failed',
        attempts: 1,
        lastError: 'connection reset',
        nextAttemptAt: new Date(at.getTime() + 5 * MINUTE),
      },
      {
        ...base,
        targetId: second.leaseId,
        recipientUserId: await userIdOf(second),
        status: 'pending',
        nextAttemptAt: new Date(at.getTime() + 5 * MINUTE),
      },
    ]);
    // The runs' counts include other tests' organizations (whose reminders may fall due in the same window, depending
    // on the time of day), so this rule's own deliveries are what is checked.
    const statuses = async () => (await deliveriesOf(rule.id)).map((row) => row.status).sort();
    await run(new Date(at.getTime() + MINUTE));
    expect(await statuses()).toEqual(['failed', 'pending']);
    await run(new Date(at.getTime() + 6 * MINUTE));
    expect(await statuses()).toEqual(['sent', 'sent']);
    await run(new Date(at.getTime() + 20 * MINUTE));
    const rows = await deliveriesOf(rule.id);
    expect(rows.map((row) => [row.targetId, row.status, row.attempts, row.lastError]).sort()).toEqual(
      [
        [first.leaseId, 'sent', 2, null],
        [second.leaseId, 'sent', 1, null],
      ].sort(),
    );
    expect(await mailsTo(first.email, 'notification:reminder_welcome')).toHaveLength(1);
    expect(await mailsTo(second.email, 'notification:reminder_welcome')).toHaveLength(1);
  });
});
