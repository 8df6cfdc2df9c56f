import type { TMaintenanceCategory } from '@rentwell/contracts/maintenance';

/** Links into `/maintenance` (by URL: features do not import each other): one request, or a filtered list. */
export const maintenanceRequestLink = (requestId: string) => `/maintenance?request=${encodeURIComponent(requestId)}`;

export function maintenanceListLink(filters: { category: TMaintenanceCategory; propertyId?: string }): string {
  const params = new URLSearchParams({ category: filters.category });
  if (filters.propertyId) params.set('propertyId', filters.propertyId);
  return `/maintenance?${params.toString()}`;
}

export const LINK_CLASS = 'font-medium text-brand underline-offset-4 hover:underline';
