import type {
  TContactSubmission,
  TMail,
  TSiteAdminLockStatus,
  TSiteAdminUnlockRequest,
  TSiteUser,
} from '@rentwell/contracts/site-admin';
import type { TManageableRole } from '@rentwell/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { siteAdminKeys } from './site-admin-queries.ts';

const userPath = (userId: string) => `/site-admin/users/${encodeURIComponent(userId)}`;

/** Email and secret key unlock this session's console; everything it shows is then fetched again. */
export function useUnlockConsole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSiteAdminUnlockRequest) =>
      apiClient.post<TSiteAdminLockStatus>('/site-admin/unlock', request),
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
      apiClient.patch<TSiteUser>(userPath(userId), { role }),
    onSuccess: invalidate,
  });
}

export function useSetSiteUserActive() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      apiClient.post<TSiteUser>(`${userPath(userId)}/${isActive ? 'reactivate' : 'deactivate'}`),
    onSuccess: invalidate,
  });
}

export function useMarkContactHandled() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (submissionId: string) =>
      apiClient.post<TContactSubmission>(`/site-admin/contact-submissions/${encodeURIComponent(submissionId)}/handle`),
    onSuccess: invalidate,
  });
}

/** Queues a mail whose delivery failed for good again; the server sends it at once. */
export function useResendMail() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (mailId: string) => apiClient.post<TMail>(`/site-admin/mail/${encodeURIComponent(mailId)}/resend`),
    onSuccess: invalidate,
  });
}
