import type { TCreateUserRequest, TManageableRole } from '@rentwell/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-queries.ts';

/** Every change lands in the list and in the audit log: refresh both. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: TCreateUserRequest) => callApi(api.users.$post({ json: request })),
    onSuccess: invalidate,
  });
}

export function useChangeUserRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TManageableRole }) =>
      callApi(api.users[':userId'].$patch({ param: { userId }, json: { role } })),
    onSuccess: invalidate,
  });
}

/** Deactivate (sign-in blocked, sessions ended) or reactivate an account. */
export function useSetUserActive() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      callApi(
        (isActive ? api.users[':userId'].reactivate : api.users[':userId'].deactivate).$post({ param: { userId } }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (userId: string) => callApi(api.users[':userId'].$delete({ param: { userId } })),
    onSuccess: invalidate,
  });
}
