import type { TErrorCode } from '@rentwell/contracts/errors';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiClient, ApiRoutes } from '../../../server/dist-types/src/client.d.ts';

/**
 * Codes the client itself can produce, beside the server's `TErrorCode` union and better-auth's upper-case codes
 * (`USER_ALREADY_EXISTS`, ...): the network failed, or the server answered something that is not our JSON.
 */
type TClientErrorCode = 'network_error' | 'invalid_response';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

async function readJson(response: { headers: Headers; json(): Promise<unknown> }): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The typed client of `/api`: its routes, params, query, body and JSON answers come from the server's route tree
 * (`ApiClient`, a type-only import), so a renamed route or a changed response fails the web's typecheck. Same-origin
 * cookies; every call goes through `callApi`.
 */
export const api: ApiClient = hc<ApiRoutes>('/api', {
  headers: { Accept: 'application/json' },
  init: { credentials: 'same-origin' },
});

/** Passes a query's or a mutation's AbortSignal to one `api` call: `api.x.$get(args, withSignal(signal))`. */
export function withSignal(signal: AbortSignal | undefined): { init: { signal: AbortSignal | undefined } } {
  return { init: { signal } };
}

type TQueryValue = string | number | boolean | undefined;
type TQueryText<TValues> = {
  [Key in keyof TValues]:
    | Exclude<TValues[Key], number | boolean>
    | (TValues[Key] extends number | boolean ? string : never);
};

/** `api` sends query values as text: a filter object's numbers and booleans become strings, the rest stays typed. */
export function toQuery<TValues extends Record<string, TQueryValue>>(values: TValues): TQueryText<TValues> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  ) as TQueryText<TValues>;
}

/** The JSON a successful answer carries (`undefined` for 204 No Content). */
export type TApiJson<TResponse> =
  TResponse extends ClientResponse<infer TBody, infer TStatus, infer TFormat>
    ? TStatus extends SuccessStatusCode
      ? TStatus extends 204
        ? undefined
        : TFormat extends 'json'
          ? TBody
          : never
      : never
    : never;

/**
 * The one way the web app calls `/api`: awaits one typed `api` call and returns its JSON, or throws an `ApiError`
 * for every failure (HTTP error, network failure, or an answer that is not JSON); an abort stays an `AbortError`.
 */
export async function callApi<TResponse extends ClientResponse<unknown>>(
  call: Promise<TResponse>,
): Promise<TApiJson<TResponse>> {
  let response: TResponse;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network_error', status: 0, message: 'The server could not be reached' });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText || `HTTP ${response.status}`);
  if (response.status === 204) return undefined as TApiJson<TResponse>;
  if (payload === undefined) {
    throw new ApiError({ code: 'invalid_response', status: response.status, message: 'Expected a JSON response' });
  }
  // The server's route tree typed this answer; `callApi` only checked that it is the JSON of a success.
  return payload as TApiJson<TResponse>;
}
