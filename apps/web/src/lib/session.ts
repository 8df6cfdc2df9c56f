import type { TMeResponse } from '@rentwell/contracts/me';
import type { TProfile, TUpdateProfileRequest } from '@rentwell/contracts/profile';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, callApi, isApiError, withSignal } from './api-client.ts';

/** Query key of the signed-in user (`GET /api/me`); `null` data means signed out. */
export const ME_QUERY_KEY = ['me'] as const;

async function fetchMe(signal?: AbortSignal): Promise<TMeResponse | null> {
  try {
    return await callApi(api.me.$get(undefined, withSignal(signal)));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    // A 401 is an answer (signed out), not a failure; other failures get the default single retry.
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && failureCount < 1,
  });
}

export function updateProfile(patch: TUpdateProfileRequest): Promise<TProfile> {
  return callApi(api.me.profile.$patch({ json: patch }));
}

/**
 * Re-reads `/api/me` right after sign-in or sign-up, so the next page knows the user and role at once. Resolves to
 * the session, `null` when there is none (sign-up waiting for email verification), `undefined` when it failed.
 */
export async function refreshSession(queryClient: QueryClient): Promise<TMeResponse | null | undefined> {
  try {
    return await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  } catch (error) {
    console.error('Failed to load the session after signing in', error);
    return undefined;
  }
}
