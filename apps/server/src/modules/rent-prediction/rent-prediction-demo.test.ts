import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-seed.ts';
import { SHORT_TERM_RENTAL_HOMES } from '../../seed/demo-short-term-rentals.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.deps);
}, 240_000);
afterAll(() => testApp.close());

type Unit = { bedrooms: number; bathrooms: number; squareFeet: number | null };

describe('rent prediction on the demo data', () => {
  it("gives every demo property an estimate from its ZIP code's FMR, and from its own leases where it has any", async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const list = await (await landlord.get('/api/properties?pageSize=50')).json();
    for (const item of list.items as { id: string; name: string; zipCode: string }[]) {
      const detail = await (await landlord.get(`/api/properties/${item.id}`)).json();
      const unit = (detail.units as Unit[])[0];
      expect(unit?.squareFeet, item.name).toBeGreaterThan(0);
      const response = await landlord.post('/api/rent-prediction', {
        propertyId: item.id,
        bedrooms: unit?.bedrooms,
        bathrooms: unit?.bathrooms,
        squareFeet: unit?.squareFeet,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body, item.name).toMatchObject({ kind: 'estimate', currency: 'USD', baseline: { level: 'zip' } });
      // The homes let night by night (a home is let once a night) may have no lease of their own to compare.
      if (!(SHORT_TERM_RENTAL_HOMES as readonly string[]).includes(item.name)) {
        expect(
          body.comparables.some((comparable: { kind: string }) => comparable.kind === 'lease'),
          item.name,
        ).toBe(true);
      }
      expect(body.lowMinor).toBeLessThan(body.estimateMinor);
      expect(body.highMinor).toBeGreaterThan(body.estimateMinor);
    }
  });
});
