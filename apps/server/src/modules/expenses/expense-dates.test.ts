import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Date House', unitCount: 1 });
});
afterAll(() => testApp.close());

function expense(overrides: Record<string, unknown>) {
  return {
    incurredOn: '2026-03-10',
    category: 'repairs',
    vendor: 'Ace Plumbing',
    description: 'Replaced the water heater',
    propertyId: property.id,
    amountMinor: 85_000,
    notes: '',
    ...overrides,
  };
}

describe('expense dates outside the calendar the app keeps (1900-2199)', () => {
  it.each(['0000-01-01', '9999-12-31'])('answers 422 with the field on %s and stores nothing', async (date) => {
    const created = await landlord.client.post('/api/expenses', expense({ incurredOn: date }));
    expect(created.status).toBe(422);
    expect((await created.json()).error.details).toHaveProperty('incurredOn');
    const recurring = await landlord.client.post(
      '/api/expenses',
      expense({ recurrence: 'monthly', recurrenceEndsOn: date }),
    );
    expect(recurring.status).toBe(422);
    expect((await recurring.json()).error.details).toHaveProperty('recurrenceEndsOn');
    expect((await landlord.client.get(`/api/expenses?to=${date}`)).status).toBe(422);
    expect((await (await landlord.client.get('/api/expenses')).json()).total).toBe(0);
  });

  it('answers 422 when an edit moves an expense out of the range', async () => {
    const created = await landlord.client.post('/api/expenses', expense({}));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const edited = await landlord.client.patch(`/api/expenses/${id}`, { incurredOn: '0000-01-01' });
    expect(edited.status).toBe(422);
    expect((await edited.json()).error.details).toHaveProperty('incurredOn');
    expect((await (await landlord.client.get(`/api/expenses/${id}`)).json()).incurredOn).toBe('2026-03-10');
  });
});
