import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;

type Template = { kind: string; language: string; body: string; defaultBody: string; customized: boolean };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Maple Court', unitCount: 1, rentMinor: 120_000 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, { monthlyRentMinor: 120_000 });
  const rules = await landlord.client.request('PUT', '/api/organization/rent-rules', {
    json: { graceDays: 3, lateFeeKind: 'flat', flatAmountMinor: 5_000 },
  });
  expect(rules.status).toBe(200);
});
afterAll(async () => {
  await testApp.close();
});

const put = (account: SignedInAccount, kind: string, language: string, body: string) =>
  account.client.request('PUT', `/api/letter-templates/${kind}/${language}`, { json: { body } });

async function templateOf(account: SignedInAccount, kind: string, language: string): Promise<Template> {
  const list = (await (await account.client.get('/api/letter-templates')).json()) as { items: Template[] };
  const found = list.items.find((item) => item.kind === kind && item.language === language);
  if (!found) throw new Error(`no template ${kind} ${language}`);
  return found;
}

describe('letter templates', () => {
  it('lists every kind in the five languages with the built-in wording and the variables of each kind', async () => {
    const response = await landlord.client.get('/api/letter-templates');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { items: Template[]; variables: Record<string, string[]> };
    expect(list.items).toHaveLength(7 * 5);
    expect(list.items.every((item) => !item.customized && item.body === item.defaultBody)).toBe(true);
    const spanishFirst = list.items.find((item) => item.kind === 'overdue_first' && item.language === 'es');
    expect(spanishFirst?.body).toContain('Estimado/a {{tenant.name}}');
    expect(list.variables.overdue_first).toContain('letter.daysOverdue');
    expect(list.variables.lease_clauses).not.toContain('letter.daysOverdue');
  });

  it('saves a wording of its own, previews it with a real lease, and resets it to the default', async () => {
    const body = 'Hola {{tenant.name}}: debe {{letter.overdueAmount}}. Recargo: {{organization.lateFee}}.';
    const saved = await put(landlord, 'overdue_first', 'es', body);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ body, customized: true });
    expect((await templateOf(landlord, 'overdue_first', 'es')).body).toBe(body);
    // Other languages keep the default.
    expect((await templateOf(landlord, 'overdue_first', 'fr')).customized).toBe(false);

    const preview = await landlord.client.post('/api/letter-templates/preview', {
      kind: 'overdue_first',
      language: 'es',
      body,
    });
    expect(preview.status).toBe(200);
    const shown = (await preview.json()) as { text: string; lease: { id: string } };
    expect(shown.lease.id).toBe(tenancy.leaseId);
    expect(shown.text).toMatch(/^Hola Terry Tenant: debe [\d.]+,\d{2}\sUS\$\./);
    expect(shown.text).toContain('una cantidad fija de 50,00');
    expect(shown.text).not.toContain('{{');

    const reset = await landlord.client.request('DELETE', '/api/letter-templates/overdue_first/es');
    expect(reset.status).toBe(200);
    const after = await templateOf(landlord, 'overdue_first', 'es');
    expect(after.customized).toBe(false);
    expect(after.body).toBe(after.defaultBody);

    const log = (await (await landlord.client.get('/api/audit-log?pageSize=50')).json()) as {
      items: { action: string }[];
    };
    const actions = log.items.map((item) => item.action);
    expect(actions).toContain('organization.letter_template_saved');
    expect(actions).toContain('organization.letter_template_reset');
  });

  it('refuses a template naming an unknown variable with 422 naming it, in save and preview', async () => {
    const saved = await put(landlord, 'receipt_note', 'en', 'Thanks {{tenant.nmae}}, see {{letter.daysOverdue}}');
    expect(saved.status).toBe(422);
    const error = ((await saved.json()) as { error: { code: string; message: string; details: { body: string[] } } })
      .error;
    expect(error.code).toBe('unknown_template_variable');
    // letter.daysOverdue exists, but not for a receipt note.
    expect(error.details.body).toEqual(['tenant.nmae', 'letter.daysOverdue']);
    expect(error.message).toContain('tenant.nmae');
    expect((await templateOf(landlord, 'receipt_note', 'en')).customized).toBe(false);

    const preview = await landlord.client.post('/api/letter-templates/preview', {
      kind: 'lease_clauses',
      language: 'en',
      body: 'Pay {{balance.due}}',
    });
    expect(preview.status).toBe(422);
    expect(((await preview.json()) as { error: { details: { body: string[] } } }).error.details.body).toEqual([
      'balance.due',
    ]);
  });

  it('refuses an empty body, and answers 404 for a kind or language that does not exist', async () => {
    expect((await put(landlord, 'receipt_note', 'en', '   ')).status).toBe(422);
    expect((await put(landlord, 'birthday_card', 'en', 'Hi')).status).toBe(404);
    expect((await put(landlord, 'receipt_note', 'de', 'Hi')).status).toBe(404);
  });

  it("keeps each organization's wording to itself, and is closed to tenants and managers", async () => {
    await put(landlord, 'rent_notice', 'fr', 'Avis pour {{tenant.name}}');
    const other = await signUpLandlord(testApp);
    expect((await templateOf(other, 'rent_notice', 'fr')).customized).toBe(false);
    const otherPreview = await other.client.post('/api/letter-templates/preview', {
      kind: 'rent_notice',
      language: 'fr',
      body: 'Avis pour {{tenant.name}}',
      leaseId: tenancy.leaseId,
    });
    expect(otherPreview.status).toBe(404);
    // Another organization's reset leaves this one's wording alone.
    await other.client.request('DELETE', '/api/letter-templates/rent_notice/fr');
    expect((await templateOf(landlord, 'rent_notice', 'fr')).body).toBe('Avis pour {{tenant.name}}');

    expect((await tenancy.tenant.get('/api/letter-templates')).status).toBe(403);
    expect(
      (await tenancy.tenant.request('PUT', '/api/letter-templates/rent_notice/fr', { json: { body: 'x' } })).status,
    ).toBe(403);
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    expect((await manager.client.get('/api/letter-templates')).status).toBe(403);
  });
});
