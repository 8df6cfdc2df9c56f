import type { TCreateUserRequest, TCreateUserResponse, TManageableRole, TManagedUser } from '@rentwell/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-queries.ts';

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** Every change lands in the list and in the audit log: refresh both. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: TCreateUserRequest) => apiClient.post<TCreateUserResponse>('/users', request),
    onSuccess: invalidate,
  });
}

export function useChangeUserRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TManageableRole }) =>
      apiClient.patch<TManagedUser>(userPath(userId), { role }),
    onSuccess: invalidate,
  });
}

/** Deactivate (sign-in blocked, sessions ended) or reactivate an account. */
export function useSetUserActive() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      apiClient.post<TManagedUser>(`${userPath(userId)}/${isActive ? 'reactivate' : 'deactivate'}`),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (userId: string) => apiClient.delete<void>(userPath(userId)),
    onSuccess: invalidate,
  });
}
