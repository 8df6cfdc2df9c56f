import type { TSiteAdminUnlockRequest } from '@rentwell/contracts/site-admin';
import type { TManageableRole } from '@rentwell/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { siteAdminKeys } from './site-admin-queries.ts';

const siteUser = api['site-admin'].users[':userId'];

/** Email and secret key unlock this session's console; everything it shows is then fetched again. */
export function useUnlockConsole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSiteAdminUnlockRequest) => callApi(api['site-admin'].unlock.$post({ json: request })),
    onSuccess: async (status) => {
      queryClient.setQueryData(siteAdminKeys.lock, status);
      await queryClient.invalidateQueries({ queryKey: siteAdminKeys.all });
    },
  });
}

/** A user change moves the users list and the organizations' counts. */
function useInvalidateConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.all });
}

export function useChangeSiteUserRole() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TManageableRole }) =>
      callApi(siteUser.$patch({ param: { userId }, json: { role } })),
    onSuccess: invalidate,
  });
}

export function useSetSiteUserActive() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      callApi((isActive ? siteUser.reactivate : siteUser.deactivate).$post({ param: { userId } })),
    onSuccess: invalidate,
  });
}

export function useMarkContactHandled() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (submissionId: string) =>
      callApi(api['site-admin']['contact-submissions'][':submissionId'].handle.$post({ param: { submissionId } })),
    onSuccess: invalidate,
  });
}

/** Queues a mail whose delivery failed for good again; the server sends it at once. */
export function useResendMail() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (mailId: string) => callApi(api['site-admin'].mail[':mailId'].resend.$post({ param: { mailId } })),
    onSuccess: invalidate,
  });
}
