import type { TestClient } from './test-client.ts';

export type CreatedProperty = { id: string; units: { id: string; label: string }[] };

/** A property created through the API, with `unitCount` units renting at `rentMinor`. */
export async function createPropertyViaApi(
  client: TestClient,
  overrides: { name?: string; unitCount?: number; rentMinor?: number; currency?: string } = {},
): Promise<CreatedProperty> {
  const response = await client.post('/api/properties', {
    name: overrides.name ?? 'Fixture Court',
    type: 'apartment',
    address: '1 Fixture Way',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    country: 'US',
    notes: '',
    yearBuilt: null,
    purchasePriceMinor: null,
    currency: overrides.currency ?? 'USD',
    unitCount: overrides.unitCount ?? 2,
    unitDefaults: { marketRentMinor: overrides.rentMinor ?? 150_000 },
  });
  if (response.status !== 201) throw new Error(`fixture property: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedProperty;
}
