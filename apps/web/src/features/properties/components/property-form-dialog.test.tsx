import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { jsonResponse, meResponse } from '../../../test/me-fixtures.ts';
import { PropertyForm } from './property-form-dialog.tsx';
import { toCreatePropertyRequest } from './property-form-values.ts';

/** `/api/me` answers a landlord; `POST /api/properties` answers 201 and is recorded. */
function stubApi() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/me')) return Promise.resolve(jsonResponse(meResponse('admin')));
    if (url === '/api/properties' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      return Promise.resolve(jsonResponse({ id: '00000000-0000-4000-8000-000000000010', name: body.name }, 201));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: '' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PropertyForm onCancel={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe('toCreatePropertyRequest', () => {
  it('turns typed text into the contract numbers, in the currency minor units', () => {
    const request = toCreatePropertyRequest({
      name: 'Maple Court',
      type: 'apartment',
      address: '12 Maple St',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      country: 'US',
      currency: 'USD',
      yearBuilt: '1998',
      purchasePriceMinor: '1,250,000.50',
      notes: '',
      unitCount: '4',
      unitDefaults: { bedrooms: '2', bathrooms: '1,5', squareFeet: '', marketRentMinor: '1450' },
    });
    expect(request).toMatchObject({
      yearBuilt: 1998,
      purchasePriceMinor: 125_000_050,
      unitCount: 4,
      unitDefaults: { bedrooms: 2, bathrooms: 1.5, marketRentMinor: 145_000 },
    });
    expect(request.unitDefaults).not.toHaveProperty('squareFeet');
  });
});

describe('PropertyForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows translated errors for missing and invalid values, and sends nothing', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Street address' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText(/Year built/), '1500');
    await user.type(screen.getByLabelText(/Purchase price/), '12x');
    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '0');
    await user.type(screen.getByLabelText('Bathrooms'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Add property' }));

    expect(await screen.findByText('Must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Must be at least 1600')).toBeTruthy();
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(screen.getAllByText('This value is not valid')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/properties')).toBe(false);
  }, 30_000);

  it('follows the interface language', async () => {
    stubApi();
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Añadir propiedad' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
  }, 30_000);

  it('creates the property with its units when the values are valid', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { onSaved } = renderForm();

    await user.type(screen.getByLabelText('Name'), 'Maple Court');
    await user.type(screen.getByRole('combobox', { name: 'Street address' }), '12 Maple St');
    await user.type(screen.getByLabelText('City'), 'Portland');
    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '3');
    await user.type(screen.getByLabelText(/Monthly market rent/), '1250.50');
    await user.click(screen.getByRole('button', { name: 'Add property' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/properties');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      name: 'Maple Court',
      type: 'apartment',
      address: '12 Maple St',
      city: 'Portland',
      country: 'US',
      currency: 'USD',
      unitCount: 3,
      unitDefaults: { marketRentMinor: 125_050 },
      yearBuilt: null,
      purchasePriceMinor: null,
    });
  }, 30_000);
});
