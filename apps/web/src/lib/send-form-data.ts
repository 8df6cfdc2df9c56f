import { ApiError, toApiError } from './api-client.ts';

/**
 * Sends multipart/form-data (a file with its fields) to `/api<path>` and reads the JSON answer; failures become the
 * same `ApiError` as every call. The typed client cannot describe a file field the route reads by hand.
 */
export async function sendFormData<TResponse>(
  path: string,
  method: 'POST' | 'PUT',
  body: FormData,
): Promise<TResponse> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError({ code: 'network_error', status: 0, message: 'The server could not be reached' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText || `HTTP ${response.status}`);
  return payload as TResponse;
}
