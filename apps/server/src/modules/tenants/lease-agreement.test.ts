import { leases } from '@rentwell/db/schema/leases';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLeaseAgreement } from '../../documents/lease-agreement.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadLeaseAgreementInput } from './lease-agreement.service.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let organizationName: string;
let tenancy: CreatedTenancy;
let unitLabel: string;

function actorOf(account: SignedInAccount & { organizationId: string }, role: OrganizationActor['role']) {
  return { userId: account.userId, role, organizationId: account.organizationId, ipAddress: null };
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  organizationName = (await (await landlord.client.get('/api/me')).json()).organization.name;
  const property = await createPropertyViaApi(landlord.client, { name: 'Agreement Court' });
  unitLabel = property.units[0]?.label ?? '';
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: '2026-09-01',
    endDate: '2027-08-31',
    monthlyRentMinor: 162_550,
  });
  const profile = await tenancy.tenant.patch('/api/me/profile', { preferredLanguage: 'fr' });
  if (profile.status !== 200) throw new Error(`tenant language: ${profile.status}`);
});
afterAll(() => testApp.close());

describe('loadLeaseAgreementInput', () => {
  it("gathers the lease's parties, premises, term and money, in the tenant's language", async () => {
    const source = await loadLeaseAgreementInput(testApp.deps.db, actorOf(landlord, 'admin'), tenancy.leaseId);
    const [lease] = await testApp.deps.db.select().from(leases).where(eq(leases.id, tenancy.leaseId));
    expect(source).toEqual({
      input: {
        landlord: { organizationName, contactEmail: landlord.email, representativeName: 'Lana Landlord' },
        tenant: { fullName: 'Terry Tenant', email: tenancy.email, phone: '+1 555 0199' },
        premises: {
          propertyName: 'Agreement Court',
          unitLabel,
          address: '1 Fixture Way',
          city: 'Portland',
          state: 'OR',
          zipCode: '97201',
          country: 'US',
        },
        term: { startDate: '2026-09-01', endDate: '2027-08-31' },
        rent: { currency: 'USD', monthlyRentMinor: 162_550, securityDepositMinor: 150_000, dueDay: 1 },
        rentRules: { graceDays: 0, lateFee: 'aucune' },
        clauses: expect.stringContaining('Le loyer impayé'),
      },
      language: 'fr',
      tenantUserId: lease?.tenantUserId,
    });

    const pdf = await renderLeaseAgreement(source.input, source.language);
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const expected of ['Contrat de location à usage d’habitation', 'Terry Tenant', 'Agreement Court']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Le loyer mensuel s’élève à 1 625,50 $US.');
    expect(text).toContain('La location prend effet le 1 septembre 2026 et prend fin le 31 août 2027.');
  });

  it("states the rent rules' grace days and late fee, and the organization's own clauses in the tenant's language", async () => {
    const rules = await landlord.client.request('PUT', '/api/organization/rent-rules', {
      json: { graceDays: 5, lateFeeKind: 'flat', flatAmountMinor: 4_000 },
    });
    expect(rules.status).toBe(200);
    const clauses = await landlord.client.request('PUT', '/api/letter-templates/lease_clauses/fr', {
      json: {
        body: 'Les vélos de {{tenant.name}} restent au local prévu.\n\nDélai de grâce : {{organization.graceDays}} jours.',
      },
    });
    expect(clauses.status).toBe(200);
    const source = await loadLeaseAgreementInput(testApp.deps.db, actorOf(landlord, 'admin'), tenancy.leaseId);
    expect(source.input.rentRules.graceDays).toBe(5);
    // French puts a no-break space before the currency.
    expect(source.input.rentRules.lateFee).toMatch(/^un montant fixe de 40,00\s\$US$/);
    const pdf = await renderLeaseAgreement(source.input, source.language);
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tout loyer non intégralement reçu 5 jours après la date d’échéance (le délai de grâce)');
    expect(text).toContain('Pénalité de retard selon les règles de loyer du Bailleur : un montant fixe de 40,00 $US');
    expect(text).toContain('12. Clauses particulières');
    expect(text).toContain('Les vélos de Terry Tenant restent au local prévu.');
    expect(text).toContain('Délai de grâce : 5 jours.');
  });

  it('names the staff member preparing the agreement as representative, with the owner as contact', async () => {
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const source = await loadLeaseAgreementInput(
      testApp.deps.db,
      { userId: manager.userId, role: 'property_manager', organizationId: landlord.organizationId, ipAddress: null },
      tenancy.leaseId,
    );
    expect(source.input.landlord).toEqual({
      organizationName,
      contactEmail: landlord.email,
      representativeName: 'Test property_manager',
    });
  });

  it('refuses a lease whose tenant account is gone: the agreement would name no tenant', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Vacated Villa' });
    const former = await addTenantViaApi(testApp, landlord.client, property);
    await testApp.deps.db.update(leases).set({ tenantUserId: null }).where(eq(leases.id, former.leaseId));
    await expect(
      loadLeaseAgreementInput(testApp.deps.db, actorOf(landlord, 'admin'), former.leaseId),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it("does not find another organization's lease", async () => {
    const neighbour = await signUpLandlord(testApp);
    await expect(
      loadLeaseAgreementInput(testApp.deps.db, actorOf(neighbour, 'admin'), tenancy.leaseId),
    ).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});
