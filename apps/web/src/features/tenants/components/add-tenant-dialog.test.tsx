import type { TCreateTenantResponse } from '@rentwell/contracts/leases';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPasswordShownOnce } from '../../../test/generated-password-checks.ts';
import { jsonResponse } from '../../../test/me-fixtures.ts';
import { PORTLAND_LOCATION } from '../../../test/property-fixtures.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { renderReopenableDialog } from '../../../test/render-reopenable-dialog.tsx';
import { AddTenantDialog } from './add-tenant-dialog.tsx';

const FULL_PROPERTY = '11111111-1111-4111-8111-111111111111';
const EMPTY_PROPERTY = '22222222-2222-4222-8222-222222222222';
const UNIT = '33333333-3333-4333-8333-333333333333';
const PASSWORD = 'kettle-Harbor-91-lamp';

function property(id: string, name: string) {
  return {
    id,
    name,
    type: 'apartment',
    address: '1 Main St',
    ...PORTLAND_LOCATION,
    coverImage: null,
    occupancy: {
      totalUnits: 1,
      occupiedUnits: 0,
      vacantUnits: 1,
      unavailableUnits: 0,
      availableUnits: 1,
      occupancyRate: 0,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const CREATED: TCreateTenantResponse = {
  lease: {
    id: '44444444-4444-4444-8444-444444444444',
    status: 'active',
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    terminatedOn: null,
    monthlyRentMinor: 145_000,
    securityDepositMinor: 0,
    currency: 'USD',
    dueDay: 1,
    property: { id: FULL_PROPERTY, name: 'Maple Court', address: '1 Main St', city: 'Portland' },
    unit: { id: UNIT, label: '4B' },
    tenant: { id: '55555555-5555-4555-8555-555555555555', name: 'Rosa Diaz', email: 'rosa@example.com', phone: null },
    document: null,
    agreementSignature: null,
    previousLeaseId: null,
    balance: { owedMinor: 0, overdueMinor: 0, creditMinor: 0 },
    nextDueDate: null,
  },
  credentials: { email: 'rosa@example.com', password: PASSWORD },
};

/** The API the dialog talks to: two properties (one full), the vacant units, and the creation. */
function stubApi(created: () => Response = () => jsonResponse(CREATED, 201)) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/properties')) {
      return Promise.resolve(
        jsonResponse({
          items: [property(FULL_PROPERTY, 'Maple Court'), property(EMPTY_PROPERTY, 'Harbor House')],
          total: 2,
          page: 1,
          pageSize: 100,
          totals: {
            totalUnits: 2,
            occupiedUnits: 1,
            vacantUnits: 1,
            unavailableUnits: 0,
            availableUnits: 2,
            occupancyRate: 0.5,
          },
        }),
      );
    }
    if (url === `/api/tenants/vacant-units/${EMPTY_PROPERTY}`) return Promise.resolve(jsonResponse([]));
    if (url === `/api/tenants/vacant-units/${FULL_PROPERTY}`) {
      return Promise.resolve(jsonResponse([{ id: UNIT, label: '4B', marketRentMinor: 145_000 }]));
    }
    if (url === '/api/tenants' && init?.method === 'POST') return Promise.resolve(created());
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: '' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  renderReopenableDialog(AddTenantDialog, 'Open add tenant');
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Many user interactions per test: allow a loaded machine time.
describe('AddTenantDialog', { timeout: 30_000 }, () => {
  beforeAll(enableRadixSelectInJsdom);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'No vacant units available for this property' and cannot be submitted when the property is full", async () => {
    stubApi();
    const user = userEvent.setup();
    renderDialog();
    await chooseOption(user, 'Property', 'Harbor House');
    expect(await screen.findByText('No vacant units available for this property')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add tenant' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Unit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the email is taken when the server answers 409 email_in_use (e.g. the same tenant added twice at once)', async () => {
    stubApi(() => jsonResponse({ error: { code: 'email_in_use', message: 'taken' } }, 409));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Full name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await chooseOption(user, 'Property', 'Maple Court');
    await chooseOption(user, 'Unit', '4B');
    await user.click(screen.getByRole('button', { name: 'Add tenant' }));
    expect(
      await screen.findByText("This email belongs to another account that can't be linked to a lease."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('creates the tenant, then shows the generated password once with a warning', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Full name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await chooseOption(user, 'Property', 'Maple Court');
    await chooseOption(user, 'Unit', '4B');
    // The rent comes from the unit's market rent.
    expect((screen.getByLabelText('Monthly rent (USD)') as HTMLInputElement).value).toBe('1450.00');
    await user.click(screen.getByRole('button', { name: 'Add tenant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tenant added' });
    expect(within(dialog).getByText(/It will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByText(/asked to change this password/)).toBeTruthy();

    const request = fetchMock.mock.calls.find(([url, init]) => url === '/api/tenants' && init?.method === 'POST');
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({
      fullName: 'Rosa Diaz',
      email: 'rosa@example.com',
      propertyId: FULL_PROPERTY,
      unitId: UNIT,
      monthlyRentMinor: 145_000,
      securityDepositMinor: 0,
      dueDay: 1,
    });

    await expectPasswordShownOnce(user, dialog, {
      password: PASSWORD,
      openLabel: 'Open add tenant',
      formDialogName: 'Add a tenant',
    });
  });
});
