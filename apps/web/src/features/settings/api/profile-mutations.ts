import type { TMeResponse } from '@rentwell/contracts/me';
import type { TUpdateProfileRequest } from '@rentwell/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY, updateProfile } from '../../../lib/session.ts';

/** `PATCH /api/me/profile`; the answer replaces the cached profile, then `/api/me` is re-read (the name shows there). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TUpdateProfileRequest) => updateProfile(patch),
    onSuccess: async (profile) => {
      queryClient.setQueryData<TMeResponse | null>(ME_QUERY_KEY, (current) =>
        current ? { ...current, profile } : current,
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/**
 * A setting that applies the moment it changes (a switch, the currency): the cached profile takes the new value at
 * once, so everything that reads it follows; `PATCH /api/me/profile` saves it, and a failure puts the old value back.
 */
export function useSaveProfileSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TUpdateProfileRequest) => updateProfile(patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      const previous = queryClient.getQueryData<TMeResponse | null>(ME_QUERY_KEY);
      queryClient.setQueryData<TMeResponse | null>(ME_QUERY_KEY, (current) =>
        current ? { ...current, profile: { ...current.profile, ...patch } } : current,
      );
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(ME_QUERY_KEY, context.previous);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData<TMeResponse | null>(ME_QUERY_KEY, (current) =>
        current ? { ...current, profile } : current,
      );
    },
  });
}
