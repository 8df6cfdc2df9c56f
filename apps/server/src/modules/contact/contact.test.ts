import { contactSubmissions } from '@rentwell/db/schema/contact';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let siteAdmins: SignedInAccount[];

beforeAll(async () => {
  testApp = await createTestApp();
  siteAdmins = [
    await createSignedInMember(testApp, 'site_admin', null),
    await createSignedInMember(testApp, 'site_admin', null),
  ];
});
afterAll(() => testApp.close());

const validMessage = () => ({
  name: 'Vera Visitor',
  email: uniqueEmail('visitor'),
  phone: '+1 555 0142',
  company: 'Visitor Holdings',
  message: 'I manage twelve flats and would like a demo.',
});

/** A valid address of exactly `length` characters: a 64-character local part, then labels of at most 63. */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(64);
  let domain = 'example.test';
  for (let missing = length - 65 - domain.length; missing > 0; missing = length - 65 - domain.length) {
    domain = `${'b'.repeat(Math.min(63, missing - 1))}.${domain}`;
  }
  return `${local}@${domain}`;
}

/** Each test sends from its own address, so the per-address limit of one never touches another. */
const send = (body: Record<string, unknown>) => testApp.client().post('/api/contact', body);

async function fieldErrors(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const response = await send(body);
  if (response.status === 200) return {};
  expect(response.status).toBe(422);
  return (await response.json()).error.details;
}

describe('POST /api/contact', () => {
  it('stores the message, mails every site administrator and promises a reply within 24 hours', async () => {
    const body = validMessage();
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, replyWithinHours: 24 });

    const [stored] = await testApp.deps.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, body.email));
    expect(stored).toMatchObject({ ...body, isSuspectedSpam: false, status: 'new', language: 'en' });

    for (const admin of siteAdmins) {
      const mails = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
      const mail = mails.find((candidate) => candidate.textBody.includes(body.email));
      expect(mail?.purpose).toBe('contact_submission');
      expect(mail?.subject).toContain('Vera Visitor');
      expect(mail?.textBody).toContain(body.message);
    }
  });

  it('keeps a filled honeypot as suspected spam, answers it alike, and mails nobody', async () => {
    const body = { ...validMessage(), website: 'http://spam.example' };
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, replyWithinHours: 24 });
    const [stored] = await testApp.deps.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, body.email));
    expect(stored?.isSuspectedSpam).toBe(true);
    const mails = await testApp.deps.db.select().from(mailOutbox);
    expect(mails.some((mail) => mail.textBody.includes(body.email))).toBe(false);
  });

  it('keeps the language of the form, or of the browser', async () => {
    const chosen = { ...validMessage(), language: 'sq' };
    await send(chosen);
    const browser = validMessage();
    await testApp.client().post('/api/contact', browser, { headers: { 'accept-language': 'he-IL,he;q=0.9' } });
    const rows = await testApp.deps.db.select().from(contactSubmissions);
    expect(rows.find((row) => row.email === chosen.email)?.language).toBe('sq');
    expect(rows.find((row) => row.email === browser.email)?.language).toBe('he');
  });

  it('checks the name at 1/2 and 99/100 characters', async () => {
    expect(await fieldErrors({ ...validMessage(), name: 'A' })).toEqual({
      name: ['Name must be at least 2 characters'],
    });
    expect(await fieldErrors({ ...validMessage(), name: 'Al' })).toEqual({});
    expect(await fieldErrors({ ...validMessage(), name: 'N'.repeat(99) })).toEqual({});
    expect(await fieldErrors({ ...validMessage(), name: 'N'.repeat(100) })).toEqual({
      name: ['Name must be less than 100 characters'],
    });
  });

  it('checks the email is valid and at most 254 characters', async () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(await fieldErrors({ ...validMessage(), email: emailOfLength(254) })).toEqual({});
    expect(await fieldErrors({ ...validMessage(), email: emailOfLength(255) })).toEqual({
      email: ['Email must be less than 255 characters'],
    });
    expect(await fieldErrors({ ...validMessage(), email: 'vera at example' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it('checks the message at 9/10 and 999/1000 characters', async () => {
    expect(await fieldErrors({ ...validMessage(), message: 'm'.repeat(9) })).toEqual({
      message: ['Message must be at least 10 characters'],
    });
    expect(await fieldErrors({ ...validMessage(), message: 'm'.repeat(10) })).toEqual({});
    expect(await fieldErrors({ ...validMessage(), message: 'm'.repeat(999) })).toEqual({});
    expect(await fieldErrors({ ...validMessage(), message: 'm'.repeat(1000) })).toEqual({
      message: ['Message must be less than 1000 characters'],
    });
  });

  it('takes phone and company as optional, with their own limits', async () => {
    const { phone: _phone, company: _company, ...required } = validMessage();
    expect(await fieldErrors(required)).toEqual({});
    expect(await fieldErrors({ ...required, phone: '1'.repeat(41), company: 'c'.repeat(121) })).toEqual({
      phone: ['Phone must be at most 40 characters'],
      company: ['Company must be at most 120 characters'],
    });
  });

  it('answers 429 after 5 messages in 10 minutes from one address, saying nothing was sent', async () => {
    const visitor = testApp.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await visitor.post('/api/contact', validMessage())).status).toBe(200);
    }
    const limited = validMessage();
    const response = await visitor.post('/api/contact', limited);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toContain('was not sent');
    const stored = await testApp.deps.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, limited.email));
    expect(stored).toHaveLength(0);
    expect((await testApp.client().post('/api/contact', validMessage())).status).toBe(200);
  });

  it('answers 415 to a form-encoded post', async () => {
    const response = await testApp.client().request('POST', '/api/contact', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Vera',
    });
    expect(response.status).toBe(415);
  });
});
