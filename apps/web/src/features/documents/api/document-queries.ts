import type { TDocumentTab } from '@rentwell/contracts/documents';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export const DOCUMENTS_PAGE_SIZE = 25;

/** Query keys of this feature ('documents', 'signature-requests'). */
export const documentKeys = {
  all: ['documents'] as const,
  list: (tab: TDocumentTab, page: number) => ['documents', 'list', { tab, page }] as const,
  leaseOptions: ['documents', 'lease-options'] as const,
  signatureRequests: ['signature-requests'] as const,
  requestsOf: (documentId: string) => ['signature-requests', 'of-document', documentId] as const,
  trail: (requestId: string) => ['signature-requests', 'trail', requestId] as const,
};

export function documentListQueryOptions(tab: TDocumentTab, page: number) {
  return queryOptions({
    queryKey: documentKeys.list(tab, page),
    queryFn: ({ signal }) =>
      callApi(
        api.documents.$get(
          { query: { tab, page: String(page), pageSize: String(DOCUMENTS_PAGE_SIZE) } },
          withSignal(signal),
        ),
      ),
  });
}

/** The signature requests of one document (and of the lease agreements generated from it), newest first. */
export function documentSignatureRequestsQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: documentKeys.requestsOf(documentId),
    queryFn: ({ signal }) => callApi(api['signature-requests'].$get({ query: { documentId } }, withSignal(signal))),
  });
}

/** A request's audit trail and whether its hash chain is intact. */
export function signatureTrailQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: documentKeys.trail(requestId),
    queryFn: ({ signal }) =>
      callApi(api['signature-requests'][':requestId'].trail.$get({ param: { requestId } }, withSignal(signal))),
  });
}

export type TLeaseOption = { id: string; label: string; tenant: { name: string; email: string } | null };

/** The leases a lease agreement can be sent for: current and upcoming ones, by tenant name. */
export function leaseOptionsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.leaseOptions,
    // The first page the server allows; past it the choices are the leases on it only.
    queryFn: ({ signal }) => callApi(api.tenants.$get({ query: { pageSize: '200' } }, withSignal(signal))),
    select: (leases): TLeaseOption[] =>
      leases.items
        .filter((lease) => lease.status === 'active' || lease.status === 'pending')
        .map((lease) => ({
          id: lease.id,
          label: `${lease.tenant?.name ?? '—'} · ${lease.property.name}, ${lease.unit.label}`,
          tenant: lease.tenant ? { name: lease.tenant.name, email: lease.tenant.email } : null,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
