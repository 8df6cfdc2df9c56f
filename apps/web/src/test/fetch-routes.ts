import { vi } from 'vitest';
import { jsonResponse } from './me-fixtures.ts';

export type TFetchRoute = {
  method?: string;
  /** Matched against the path and query of the request (`/api/messages?folder=inbox`). */
  path: string | RegExp;
  /** The JSON answer (status 200 unless given), or a function of the request body. */
  respond: unknown | ((body: unknown) => { status?: number; body: unknown });
};

/** A route's answer in the API's error shape: `respond: () => apiErrorAnswer(409, 'email_in_use')`. */
export function apiErrorAnswer(status: number, code: string) {
  return { status, body: { error: { code, message: '' } } };
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * Stubs `fetch` with a small router: the first route whose method and path match answers; anything else is a 404 in
 * the API's error shape. Returns the mock so tests can read the calls.
 */
export function stubFetchRoutes(routes: readonly TFetchRoute[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET').toUpperCase() === method &&
        (typeof candidate.path === 'string' ? url === candidate.path : candidate.path.test(url)),
    );
    if (!route) return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: '' } }, 404));
    if (typeof route.respond === 'function') {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer = (route.respond as (body: unknown) => { status?: number; body: unknown })(body);
      return Promise.resolve(jsonResponse(answer.body, answer.status ?? 200));
    }
    return Promise.resolve(jsonResponse(route.respond));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
