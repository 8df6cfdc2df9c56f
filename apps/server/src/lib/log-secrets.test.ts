import { mailOutbox } from '@rentwell/db/schema/mail';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
const lines: string[] = [];
const logged = () => lines.join('');

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'debug' }, { logDestination: { write: (line) => lines.push(line) } });
});
afterAll(() => testApp.close());

/** A route parameter that is a credential: a token, or a feed file named by its token. */
const TOKEN_PARAM = /:(token|file)(\{[^}]*\})?/g;

describe('the log', () => {
  it('never holds the token of any route the router takes one in', async () => {
    const secret = 'RouterWalkSecret0123456789abcdefABCDEF';
    const tokenRoutes = createApp(testApp.deps)
      .routes.filter((route) => /:token\b|\.ics\}/.test(route.path) && route.method !== 'ALL')
      .map((route) => ({
        method: route.method,
        path: route.path
          .replace(TOKEN_PARAM, (_match, name: string) => (name === 'file' ? `${secret}.ics` : secret))
          .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000'),
      }));
    expect(tokenRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/str\/feeds\//),
        expect.stringMatching(/^\/api\/calendar\/feed\//),
        expect.stringMatching(/^\/api\/sign\//),
        expect.stringMatching(/^\/api\/public\/portfolios\//),
      ]),
    );
    for (const route of tokenRoutes) {
      await testApp.client().request(route.method, route.path, route.method === 'GET' ? {} : { json: {} });
    }
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('never holds a share link token, in the API or the web page path', async () => {
    const token = 'ShareTokenThatMustStaySecret0123456789abcde';
    await testApp.client().get(`/api/public/portfolios/${token}`);
    await testApp.client().get(`/api/public/portfolios/${token}/images/00000000-0000-4000-8000-000000000000/display`);
    await testApp.client().get(`/portfolio/${token}`);
    expect(logged()).toContain('/api/public/portfolios/[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never holds a calendar feed token', async () => {
    const token = 'FeedTokenThatMustStaySecret0123456789abcdef';
    await testApp.client().get(`/api/calendar/feed/${token}.ics`);
    expect(logged()).toContain('/api/calendar/feed/[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never holds a signing link token, in the API or the signing page path', async () => {
    const token = 'SigningTokenThatMustStaySecret0123456789ab';
    await testApp.client().get(`/api/sign/${token}`);
    await testApp.client().get(`/api/sign/${token}/document`);
    await testApp.client().get(`/sign-lease?token=${token}`);
    expect(logged()).toContain('/api/sign/[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never holds a password reset token or a token of a query string', async () => {
    const { email } = await testApp.client().signUp({ role: 'tenant', name: 'Log Reader' });
    const client = testApp.client();
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' });
    const [mail] = await testApp.deps.db
      .select()
      .from(mailOutbox)
      .where(sql`${eq(mailOutbox.toAddress, email)} and ${eq(mailOutbox.purpose, 'password_reset')}`);
    const link = new URL(mail?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '');
    const token = link.pathname.split('/').at(-1) ?? '';
    expect(token.length).toBeGreaterThan(10);
    await client.get(`${link.pathname}${link.search}`);
    await client.post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password' });
    await client.get(`/api/auth/verify-email?token=${token}&callbackURL=/dashboard`);
    await client.get(`/sign-lease?token=${token}`);
    expect(logged()).toContain('/api/auth/reset-password/[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('keeps the SQL and the error code of a failed query, never its parameters', async () => {
    const secret = 'parameter-that-must-stay-secret';
    const failure = await testApp.deps.db.execute(sql`select ${secret}::integer as n`).catch((error: unknown) => error);
    testApp.deps.logger.error({ err: failure }, 'unhandled error');
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(line.err.message).toContain('::integer as n');
    expect(line.err.cause.code).toBe('22P02');
    expect(logged()).not.toContain(secret);
  });

  it('writes better-auth lines through the app logger, at its level', async () => {
    (await testApp.deps.auth.$context).logger.warn('better-auth probe');
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ msg: 'better-auth probe', component: 'better-auth' });
  });
});
