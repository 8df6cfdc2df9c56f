import { mailOutbox } from '@rentwell/db/schema/mail';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';

/** As in production: email verification required (decision 041). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => testApp.close());

type Answer = { status: number; body: unknown; cookies: string[]; ms: number };

async function signUp(email: string): Promise<Answer> {
  const startedAt = performance.now();
  const { response } = await testApp.client().signUp({ role: 'admin', email, name: 'Sam Signup' });
  const ms = performance.now() - startedAt;
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie(), ms };
}

/** The answer without what differs between any two sign-ups: the id and the times. */
function comparable(answer: Answer) {
  const { user, ...rest } = answer.body as { user: Record<string, unknown> };
  const { id, createdAt, updatedAt, ...fields } = user;
  return {
    status: answer.status,
    cookies: answer.cookies,
    body: { ...rest, user: fields },
    shapes: [typeof id, typeof createdAt, typeof updatedAt],
  };
}

function mailsTo(email: string, purpose: string) {
  return testApp.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.purpose, purpose)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sign-up with an email that has an account', () => {
  it('answers exactly as for a new email, in about the same time, and mails the owner instead', async () => {
    const taken = uniqueEmail('taken');
    const owner = await signUp(taken);
    expect(owner.status).toBe(200);

    const newAnswers: Answer[] = [];
    const takenAnswers: Answer[] = [];
    for (let round = 0; round < 3; round++) {
      newAnswers.push(await signUp(uniqueEmail('taken')));
      takenAnswers.push(await signUp(taken));
    }
    for (let round = 0; round < 3; round++) {
      const fresh = comparable(newAnswers[round] as Answer);
      expect(comparable(takenAnswers[round] as Answer)).toEqual({
        ...fresh,
        body: { ...fresh.body, user: { ...fresh.body.user, email: taken } },
      });
    }
    expect(newAnswers.every((answer) => answer.status === 200 && answer.cookies.length === 0)).toBe(true);
    const newMs = median(newAnswers.map((answer) => answer.ms));
    const takenMs = median(takenAnswers.map((answer) => answer.ms));
    expect(Math.abs(takenMs - newMs), `new ${newMs} ms, taken ${takenMs} ms`).toBeLessThan(Math.max(newMs, 100));

    // Three notices a day at most: an address cannot be flooded through the sign-up form.
    const notices = await mailsTo(taken, 'sign_up_with_existing_email');
    expect(notices).toHaveLength(3);
    expect(notices[0]?.subject).toBe('Someone tried to sign up to Rentwell with your email');
    expect(notices[0]?.textBody).toContain('http://localhost:3000/auth');
    expect(await mailsTo(taken, 'email_verification')).toHaveLength(1);
  });

  it('tells the owner in the language of their profile', async () => {
    const taken = uniqueEmail('taken-he');
    await signUp(taken);
    const [verification] = await mailsTo(taken, 'email_verification');
    const link = verification?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '';
    const owner = testApp.client();
    await owner.get(new URL(link).pathname + new URL(link).search);
    expect((await owner.patch('/api/me/profile', { preferredLanguage: 'he' })).status).toBe(200);

    await signUp(taken);
    const [notice] = await mailsTo(taken, 'sign_up_with_existing_email');
    expect(notice?.subject).toBe('מישהו ניסה להירשם ל-Rentwell עם כתובת הדוא״ל שלך');
  });
});

describe('a new sign-up', () => {
  it('gets no session until the emailed link is opened, which signs in', async () => {
    const email = uniqueEmail('fresh');
    const client = testApp.client();
    const { response } = await client.signUp({ role: 'admin', email });
    expect(response.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.signIn(email, 'correct-horse-battery')).status).toBe(403);

    const [verification] = await mailsTo(email, 'email_verification');
    const link = new URL(verification?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '');
    const opened = await client.get(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('http://localhost:3000/dashboard');
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { organization: { name: string } }).organization.name).toBe(
      "Test Person's properties",
    );
  });
});
