import type { TErrorCode } from '@rentwell/contracts/errors';

/**
 * Codes the client itself can produce, beside the server's `TErrorCode` union and better-auth's upper-case codes
 * (`USER_ALREADY_EXISTS`, ...): the network failed, or the server answered something that is not our JSON.
 */
export type TClientErrorCode = 'network_error' | 'invalid_response';
export type TApiErrorCode = TErrorCode | TClientErrorCode | (string & {});

export type TApiErrorDetails = Record<string, string[]>;

/** A failed API call. The UI switches on `code` (and translates it), never on `message`. */
export class ApiError extends Error {
  readonly code: TApiErrorCode;
  readonly status: number;
  readonly details: TApiErrorDetails | undefined;
  readonly requestId: string | undefined;

  constructor(options: {
    code: TApiErrorCode;
    status: number;
    message: string;
    details?: TApiErrorDetails | undefined;
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.details = options.details;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type TJsonBody = Record<string, unknown> | unknown[];

export type TApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: TJsonBody | undefined;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function buildUrl(path: string, query: TApiRequestOptions['query']): string {
  const url = path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** Reads both error shapes the server sends: ours `{ error: { code, ... } }` and better-auth's `{ code, message }`. */
export function toApiError(status: number, payload: unknown, fallbackMessage: string): ApiError {
  if (isRecord(payload) && isRecord(payload.error) && typeof payload.error.code === 'string') {
    const { code, message, details, requestId } = payload.error;
    return new ApiError({
      code,
      status,
      message: typeof message === 'string' ? message : fallbackMessage,
      details: isRecord(details) ? (details as TApiErrorDetails) : undefined,
      requestId: typeof requestId === 'string' ? requestId : undefined,
    });
  }
  if (isRecord(payload) && typeof payload.code === 'string') {
    return new ApiError({
      code: payload.code,
      status,
      message: typeof payload.message === 'string' ? payload.message : fallbackMessage,
    });
  }
  return new ApiError({ code: status === 429 ? 'rate_limited' : 'invalid_response', status, message: fallbackMessage });
}

async function readJson(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app calls `/api`: JSON in and out, same-origin cookies, and an `ApiError` for every failure
 * (HTTP error, network failure, or an answer that is not JSON).
 */
export async function apiRequest<TResponse>(path: string, options: TApiRequestOptions = {}): Promise<TResponse> {
  const { method = 'GET', body, query, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network_error', status: 0, message: 'The server could not be reached' });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText || `HTTP ${response.status}`);
  if (response.status === 204) return undefined as TResponse;
  if (payload === undefined) {
    throw new ApiError({ code: 'invalid_response', status: response.status, message: 'Expected a JSON response' });
  }
  return payload as TResponse;
}

export const apiClient = {
  get: <TResponse>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'GET' }),
  post: <TResponse>(path: string, body?: TJsonBody, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'POST', body }),
  put: <TResponse>(path: string, body?: TJsonBody, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'PUT', body }),
  patch: <TResponse>(path: string, body?: TJsonBody, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'PATCH', body }),
  delete: <TResponse>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'DELETE' }),
};
