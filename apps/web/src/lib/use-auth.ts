import type { TMeResponse } from '@rentwell/contracts/me';
import type { TRole } from '@rentwell/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from './session.ts';

type TAuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'error';

export type TAuthState = {
  status: TAuthStatus;
  /** True while the session (and with it the role) is being fetched for the first time. */
  isLoading: boolean;
  me: TMeResponse | null;
  user: TMeResponse['user'] | null;
  /** `null` while loading, when signed out, or when the server has not assigned a role yet. */
  role: TRole | null;
  isSiteAdmin: boolean;
  organization: TMeResponse['organization'];
  profile: TMeResponse['profile'] | null;
  error: Error | null;
  refetch: () => void;
};

/**
 * The current session, from `GET /api/me` through TanStack Query. Sign-out sets the cached value to `null`.
 * `enabled: false` reads only what is cached (public pages need not ask the server).
 */
export function useAuth({ enabled = true }: { enabled?: boolean } = {}): TAuthState {
  const query = useQuery({ ...meQueryOptions(), enabled });
  const me = query.data ?? null;
  const role = me?.role ?? null;
  const status: TAuthStatus = query.isPending
    ? 'loading'
    : query.isError && query.data === undefined
      ? 'error'
      : me
        ? 'signed-in'
        : 'signed-out';
  return {
    status,
    isLoading: status === 'loading',
    me,
    user: me?.user ?? null,
    role,
    isSiteAdmin: role === 'site_admin',
    organization: me?.organization ?? null,
    profile: me?.profile ?? null,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
