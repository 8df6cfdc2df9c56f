import type { TMeResponse } from '@rentwell/contracts/me';
import type { TRole } from '@rentwell/contracts/roles';
import { vi } from 'vitest';

export function meResponse(role: TRole | null, name = 'Dana Landlord'): TMeResponse {
  return {
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'dana@example.com', name, emailVerified: true },
    role,
    organization: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Maple Rentals',
      currency: 'USD',
      timeZone: 'UTC',
      shareTenantDetailsWithModel: false,
      emailReceipts: true,
      rentNoticeDaysBefore: 7,
      paymentInstructions: '',
    },
    // Cast: the profile contract grows with later features; these tests read only the fields below.
    profile: {
      fullName: name,
      phone: null,
      displayScale: 1,
      preferredLanguage: 'en',
      themePreference: 'system',
      preferredCurrency: 'USD',
    } as TMeResponse['profile'],
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs `fetch` so `GET /api/me` answers as given (a `TMeResponse`, 401, or never). */
export function stubMe(answer: TMeResponse | 'signed-out' | 'pending' | 'server-error') {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/me'))
      return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: '' } }, 404));
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'signed-out')
      return Promise.resolve(jsonResponse({ error: { code: 'unauthenticated', message: '' } }, 401));
    if (answer === 'server-error')
      return Promise.resolve(jsonResponse({ error: { code: 'internal_error', message: '' } }, 500));
    return Promise.resolve(jsonResponse(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
