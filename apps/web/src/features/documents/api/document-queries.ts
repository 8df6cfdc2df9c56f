import type { TDocumentTab } from '@rentwell/contracts/documents';
import type { TLease } from '@rentwell/contracts/leases';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export const DOCUMENTS_PAGE_SIZE = 25;

/** Query keys of this feature ('documents', 'signature-requests'). */
export const documentKeys = {
  all: ['documents'] as const,
  list: (tab: TDocumentTab, page: number) => ['documents', 'list', { tab, page }] as const,
  leaseChoices: (search: string) => ['documents', 'lease-choices', search] as const,
  leaseChoice: (leaseId: string) => ['documents', 'lease-choice', leaseId] as const,
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

export type TLeaseChoice = { id: string; label: string; tenant: { name: string; email: string } | null };

/** How many leases one search reads; past them the picker asks the user to type. */
const LEASE_CHOICES_PAGE_SIZE = 50;

function leaseChoiceOf(lease: TLease): TLeaseChoice {
  return {
    id: lease.id,
    label: `${lease.tenant?.name ?? '—'} · ${lease.property.name}, ${lease.unit.label}`,
    tenant: lease.tenant ? { name: lease.tenant.name, email: lease.tenant.email } : null,
  };
}

/** The leases a document or an agreement can be for (current and upcoming ones), searched by the server, by tenant name. */
export function leaseChoicesQueryOptions(search: string) {
  return queryOptions({
    queryKey: documentKeys.leaseChoices(search),
    queryFn: ({ signal }) =>
      callApi(
        api.tenants.$get(
          {
            query: {
              search: search || undefined,
              status: 'current',
              sort: 'name',
              pageSize: String(LEASE_CHOICES_PAGE_SIZE),
            },
          },
          withSignal(signal),
        ),
      ),
    select: (list) => ({ items: list.items.map(leaseChoiceOf), total: list.total }),
    placeholderData: keepPreviousData,
  });
}

/** One lease as a choice: one given from outside (a lease's sheet) that the page of choices may not show. */
export function leaseChoiceQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: documentKeys.leaseChoice(leaseId),
    queryFn: ({ signal }) => callApi(api.leases[':leaseId'].$get({ param: { leaseId } }, withSignal(signal))),
    select: leaseChoiceOf,
  });
}
