import type { TCreateExtraChargeRequest } from '@rentwell/contracts/lease-extras';
import type { TCreateTenantRequest, TLease, TRenewLeaseRequest } from '@rentwell/contracts/leases';
import type { TReportPaymentRequest } from '@rentwell/contracts/payments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { tenantKeys } from './tenant-queries.ts';

/** A lease change moves occupancy, rent charges and the dashboard figures: refresh all of them. */
async function invalidateTenancy(queryClient: QueryClient) {
  await Promise.all(
    [tenantKeys.all, ['payments'], ['dashboard'], ['properties']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateTenantRequest) => callApi(api.tenants.$post({ json: request })),
    onSuccess: () => invalidateTenancy(queryClient),
  });
}

export function uploadLeaseDocument(leaseId: string, file: File, onProgress: (fraction: number) => void) {
  return uploadWithProgress<TLease>(`/leases/${encodeURIComponent(leaseId)}/document`, file, {
    onProgress: (progress) => onProgress(progress.fraction),
  });
}

export function useUploadLeaseDocument(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadLeaseDocument(leaseId, file, onProgress),
    onSuccess: async (lease) => {
      queryClient.setQueryData(tenantKeys.lease(leaseId), lease);
      await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    },
  });
}

export function useTerminateLease(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terminatedOn: string) =>
      callApi(api.leases[':leaseId'].terminate.$post({ param: { leaseId }, json: { terminatedOn } })),
    onSuccess: async (lease) => {
      queryClient.setQueryData(tenantKeys.lease(leaseId), lease);
      await invalidateTenancy(queryClient);
    },
  });
}

export function useRenewLease(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRenewLeaseRequest) =>
      callApi(api.leases[':leaseId'].renew.$post({ param: { leaseId }, json: request })),
    onSuccess: () => invalidateTenancy(queryClient),
  });
}

/** The tenant's 'I have paid': the charge shows as pending confirmation until the landlord confirms. */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TReportPaymentRequest) => callApi(api.payments.reports.$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.portal }),
  });
}

/** Adding or removing an extra reprices the lease's charges: balances, payments and dashboards follow. */
export function useAddExtraCharge(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateExtraChargeRequest) =>
      callApi(api.leases[':leaseId']['extra-charges'].$post({ param: { leaseId }, json: request })),
    onSuccess: () => invalidateTenancy(queryClient),
  });
}

export function useRemoveExtraCharge(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (extraId: string) =>
      callApi(api.leases[':leaseId']['extra-charges'][':extraId'].$delete({ param: { leaseId, extraId } })),
    onSuccess: () => invalidateTenancy(queryClient),
  });
}
