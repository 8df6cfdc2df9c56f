import type { TChangeEmailRequest } from '@rentwell/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.ts';

/** better-auth answers `{ error: { code, message, status } }`; thrown as an error that keeps the code and status. */
export class AuthActionError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor(error: { code?: string | undefined; message?: string | undefined; status: number }) {
    super(error.message ?? error.code ?? `HTTP ${error.status}`);
    this.name = 'AuthActionError';
    this.code = error.code;
    this.status = error.status;
  }
}

function throwAuthError(error: { code?: string | undefined; message?: string | undefined; status: number } | null) {
  if (error) throw new AuthActionError(error);
}

/** `POST /api/me/email`: needs the current password (403 `invalid_password`); the new address must be verified. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TChangeEmailRequest) => callApi(api.me.email.$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export type TChangePasswordInput = { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };

/** better-auth's password change; with `revokeOtherSessions` every other session ends (this one is renewed). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TChangePasswordInput) => {
      const { error } = await authClient.changePassword(input);
      throwAuthError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Ends every session of the user but this one. */
export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      throwAuthError(error);
    },
  });
}
