import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, callApi, toQuery, withSignal } from './api-client.ts';

const PAYMENT_ID = '0b6f3c1e-8d7a-4f43-9a3e-2f1f5d0c9a11';

function answer(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the typed call to its /api path with params, JSON body, cookies and the signal, and returns the JSON', async () => {
    const fetchMock = stubFetch(answer(200, { id: PAYMENT_ID }));
    const controller = new AbortController();

    const result = await callApi(
      api.maintenance[':requestId'].transition.$post(
        { param: { requestId: PAYMENT_ID }, json: { action: 'start' } },
        withSignal(controller.signal),
      ),
    );

    expect(result).toEqual({ id: PAYMENT_ID });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/maintenance/${PAYMENT_ID}/transition`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ action: 'start' }));
    expect(init?.credentials).toBe('same-origin');
    expect(init?.signal).toBe(controller.signal);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends query values as text and leaves out the undefined ones', async () => {
    const fetchMock = stubFetch(answer(200, { items: [], total: 0, page: 2, pageSize: 20 }));

    await callApi(
      api.payments.$get({ query: toQuery({ status: 'overdue' as const, page: 2, propertyId: undefined }) }),
    );

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payments?status=overdue&page=2');
  });

  it('turns our error shape into an ApiError with code, details and request id', async () => {
    stubFetch(
      answer(422, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          details: { title: ['Required'] },
          requestId: 'r1',
        },
      }),
    );

    const failure = callApi(
      api.portfolios.$post({ json: { title: '', description: '', showRents: false, propertyIds: [] } }),
    );

    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      code: 'validation_failed',
      status: 422,
      details: { title: ['Required'] },
      requestId: 'r1',
    });
  });

  it('answers 204 with undefined', async () => {
    stubFetch(answer(204));

    await expect(callApi(api.users[':userId'].$delete({ param: { userId: PAYMENT_ID } }))).resolves.toBeUndefined();
  });

  it('reports a network failure as network_error and a non-JSON success as invalid_response', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(callApi(api.dashboard.$get())).rejects.toMatchObject({ code: 'network_error', status: 0 });

    stubFetch(new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(callApi(api.dashboard.$get())).rejects.toBeInstanceOf(ApiError);
  });

  it('lets an abort through as an AbortError', async () => {
    stubFetch(new DOMException('The operation was aborted', 'AbortError'));

    await expect(callApi(api.dashboard.$get())).rejects.toMatchObject({ name: 'AbortError' });
  });
});
