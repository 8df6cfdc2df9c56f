import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
let chargeId: string;
const today = todayIn('UTC');

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Date Court', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(today, -40),
    endDate: addDays(today, 300),
  });
  const charges = (await (await tenancy.tenant.get('/api/tenant-portal')).json()).charges as { id: string }[];
  const [charge] = charges;
  if (!charge) throw new Error('expected a charge');
  chargeId = charge.id;
});
afterAll(() => testApp.close());

describe('payment dates outside the calendar the app keeps (1900-2199)', () => {
  it.each(['0000-01-01', '9999-12-31', '1899-12-31', '2200-01-01'])(
    'answers 422 on the paid-on date %s, recorded or reported, and on the history period',
    async (paidOn) => {
      const recorded = await landlord.client.post('/api/payments', {
        chargeId,
        amountMinor: 1000,
        method: 'cash',
        paidOn,
      });
      expect(recorded.status).toBe(422);
      expect((await recorded.json()).error.details).toHaveProperty('paidOn');
      const reported = await tenancy.tenant.post('/api/payments/reports', {
        chargeId,
        amountMinor: 1000,
        method: 'bank_transfer',
        paidOn,
        tenantNotes: '',
      });
      expect(reported.status).toBe(422);
      expect((await reported.json()).error.details).toHaveProperty('paidOn');
      const history = await landlord.client.get(`/api/payments?from=${paidOn}`);
      expect(history.status).toBe(422);
    },
  );

  it('still takes the first and last days of the range', async () => {
    for (const paidOn of ['1900-01-01', '2199-12-31']) {
      const history = await landlord.client.get(`/api/payments?from=${paidOn}&to=${paidOn}`);
      expect(history.status).toBe(200);
    }
  });
});
