import type { TMaintenanceCategory, TMaintenancePriority, TMaintenanceStatus } from '@rentwell/contracts/maintenance';

/** A maintenance request as the analysis reads it. */
export type TAnalyzedRequest = {
  id: string;
  title: string;
  category: TMaintenanceCategory;
  priority: TMaintenancePriority;
  status: TMaintenanceStatus;
  property: { id: string; name: string };
  unit: { id: string; label: string } | null;
  /** ISO instant the request was reported. */
  reportedAt: string;
  completedAt: string | null;
  /** What it cost: the linked expense's amount when one was recorded, else the cost on the request. */
  cost: { amountMinor: number; currency: string } | null;
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Requests reported at or after `since` (an instant), cancelled ones left out. */
export function reportedSince(requests: readonly TAnalyzedRequest[], since: Date): TAnalyzedRequest[] {
  return requests.filter(
    (request) => request.status !== 'cancelled' && new Date(request.reportedAt).getTime() >= since.getTime(),
  );
}
