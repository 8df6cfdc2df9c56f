import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

async function expectBadRequest(response: Response, message = /NUL/) {
  expect(response.status).toBe(400);
  const { error } = await response.json();
  expect(error.code).toBe('bad_request');
  expect(error.message).toMatch(message);
}

const property = {
  name: 'Nul House',
  type: 'apartment',
  address: '1 Fixture Way',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
  notes: '',
  yearBuilt: null,
  purchasePriceMinor: null,
  currency: 'USD',
  unitCount: 1,
  unitDefaults: { marketRentMinor: 100_000 },
};

describe('NUL characters (PostgreSQL cannot store them) are refused with 400', () => {
  it('in a search query, percent-encoded or raw', async () => {
    await expectBadRequest(await landlord.client.get('/api/properties?search=%00'));
    await expectBadRequest(await landlord.client.get('/api/properties?search=Maple\u0000House'));
    await expectBadRequest(await landlord.client.get('/api/users?search=a%00b'));
    expect((await landlord.client.get('/api/properties?search=Maple')).status).toBe(200);
  });

  it('in a path parameter', async () => {
    await expectBadRequest(await landlord.client.get('/api/properties/%00'));
  });

  it('in any string of a JSON body, nested or a key, and nothing is created', async () => {
    await expectBadRequest(await landlord.client.post('/api/properties', { ...property, name: 'Nul\u0000House' }));
    await expectBadRequest(
      await landlord.client.post('/api/properties', { ...property, unitDefaults: { 'market\u0000': 1 } }),
    );
    const list = await (await landlord.client.get('/api/properties')).json();
    expect(list.items).toEqual([]);
    // An escaped backslash before "u0000" is plain text, not a NUL.
    const created = await landlord.client.post('/api/properties', { ...property, notes: 'C:\\u0000 drive' });
    expect(created.status).toBe(201);
  });

  it('in a better-auth request body', async () => {
    await expectBadRequest(await testApp.client().signIn(`${landlord.email}\u0000`, 'fixture-password-123'));
  });
});

describe('lone UTF-16 surrogates (no UTF-8 form, so PostgreSQL cannot store them) are refused with 400', () => {
  it('in any string of a JSON body, and nothing is created; a surrogate pair is fine', async () => {
    for (const name of ['Lone \uD800 high', 'Lone \uDC00 low', 'Ends high \uDBFF']) {
      await expectBadRequest(await landlord.client.post('/api/properties', { ...property, name }), /surrogate/);
    }
    await expectBadRequest(
      await landlord.client.post('/api/maintenance', { title: 'Leak \uD83D', description: 'x', priority: 'low' }),
      /surrogate/,
    );
    const names = (await (await landlord.client.get('/api/properties')).json()).items.map(
      (item: { name: string }) => item.name,
    );
    expect(names.some((name: string) => name.startsWith('Lone') || name.startsWith('Ends'))).toBe(false);
    const pair = await landlord.client.post('/api/properties', { ...property, name: 'House \uD83C\uDFE0' });
    expect(pair.status).toBe(201);
  });
});
