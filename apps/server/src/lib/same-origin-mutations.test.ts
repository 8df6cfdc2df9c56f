import { payments } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SignedInAccount, signUpLandlord } from '../test/account-fixtures.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../test/tenant-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
const today = todayIn('UTC');
const SIBLING_ORIGIN = 'http://localhost:3001';
const STATE_CHANGING_METHODS = ['post', 'put', 'patch', 'delete'] as const;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Origin Court', unitCount: 2 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(today, -40),
    endDate: addDays(today, 300),
  });
});
afterAll(() => testApp.close());

/** Sends a body-less mutation with the landlord's cookies from another origin, from no origin, or from ours. */
function sendAs(origin: 'bad' | 'missing' | 'good', method: string, path: string, client = landlord.client) {
  return client.request(method, path, {
    origin: origin === 'bad' ? SIBLING_ORIGIN : origin === 'good' ? TEST_BASE_URL : null,
  });
}

const ZTableNames = z.object({ rows: z.array(z.object({ table_name: z.string() })) });
const ZDigest = z.object({ rows: z.array(z.object({ digest: z.string().nullable() })).length(1) });

/** A digest of every row of every table, to prove a refused request changed nothing. */
async function databaseDigest(): Promise<Record<string, string | null>> {
  const tables = ZTableNames.parse(
    await testApp.deps.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).rows.map((row) => row.table_name);
  const digests: Record<string, string | null> = {};
  for (const table of tables) {
    const result = await testApp.deps.db.execute(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t`,
    );
    digests[table] = ZDigest.parse(result).rows[0]?.digest ?? null;
  }
  return digests;
}

type TRoute = { method: string; path: string };

async function stateChangingRoutes(): Promise<TRoute[]> {
  const document = (await (await landlord.client.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const placeholder = '00000000-0000-4000-8000-000000000000';
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    STATE_CHANGING_METHODS.filter((method) => method in operations).map((method) => ({
      method: method.toUpperCase(),
      path: `/api${path.replace(/\{[^}]+\}/g, placeholder)}`,
    })),
  );
}

async function expectOriginRefusal(response: Response, route: TRoute, origin: string) {
  const label = `${route.method} ${route.path} with ${origin} origin`;
  expect(response.status, label).toBe(403);
  expect((await response.json()).error.code, label).toBe('origin_not_allowed');
}

describe('state-changing requests must come from our own origin', () => {
  it('refuses every mutation of the OpenAPI document from another or no origin, and changes nothing', async () => {
    const routes = await stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const before = await databaseDigest();
    for (const route of routes) {
      await expectOriginRefusal(await sendAs('bad', route.method, route.path), route, 'a sibling');
      await expectOriginRefusal(await sendAs('missing', route.method, route.path), route, 'no');
    }
    expect(await databaseDigest()).toEqual(before);

    for (const route of routes) {
      const response = await sendAs('good', route.method, route.path, testApp.client());
      const body = response.headers.get('content-type')?.includes('application/json') ? await response.json() : {};
      expect(body?.error?.code, `${route.method} ${route.path} from our origin`).not.toBe('origin_not_allowed');
    }
  });

  it('refuses better-auth mutations (sign-in, sign-up, sign-out) from another or no origin', async () => {
    const account = await signUpLandlord(testApp);
    const auth = [
      { method: 'POST', path: '/api/auth/sign-out' },
      { method: 'POST', path: '/api/auth/sign-in/email' },
      { method: 'POST', path: '/api/auth/sign-up/email' },
      { method: 'POST', path: '/api/auth/request-password-reset' },
    ];
    for (const route of auth) {
      await expectOriginRefusal(await sendAs('bad', route.method, route.path, account.client), route, 'a sibling');
      await expectOriginRefusal(await sendAs('missing', route.method, route.path, account.client), route, 'no');
    }
    expect((await account.client.get('/api/me')).status).toBe(200);
    expect((await account.client.signOut()).status).toBe(200);
    expect((await account.client.get('/api/me')).status).toBe(401);
  });

  it('accepts a mutation without Origin when the browser says it is same-origin (Sec-Fetch-Site)', async () => {
    const client = testApp.client();
    const refused = await client.request('POST', '/api/auth/sign-in/email', {
      json: { email: landlord.email, password: 'wrong-password-123' },
      origin: null,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(refused.status).toBe(403);
    const accepted = await client.request('POST', '/api/auth/sign-in/email', {
      json: { email: landlord.email, password: 'wrong-password-123' },
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(accepted.status).toBe(401);
  });

  it('refuses the no-cors, body-less confirmation of a pending payment from a sibling origin', async () => {
    const charges = (await (await tenancy.tenant.get('/api/tenant-portal')).json()).charges as {
      id: string;
      amountMinor: number;
      status: string;
    }[];
    const charge = charges.find((item) => item.status === 'overdue');
    if (!charge) throw new Error('expected an overdue charge');
    const reported = await tenancy.tenant.post('/api/payments/reports', {
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      method: 'bank_transfer',
      paidOn: today,
      tenantNotes: '',
    });
    expect(reported.status).toBe(201);
    const payment = (await reported.json()) as { id: string };

    // fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }) from http://localhost:3001.
    const attack = await landlord.client.request('POST', `/api/payments/${payment.id}/confirm`, {
      origin: SIBLING_ORIGIN,
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(attack.status).toBe(403);
    expect((await attack.json()).error.code).toBe('origin_not_allowed');
    const [stored] = await testApp.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored?.status).toBe('pending_confirmation');
  });
});
