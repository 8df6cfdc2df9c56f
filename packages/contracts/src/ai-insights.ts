import { z } from 'zod';
import { ZPeriod } from './financials.ts';

/** Who wrote a helper's narrative: the configured language model, or the translated templates. */
export const ZNarrativeSource = z.enum(['language-model', 'templates']);
export type TNarrativeSource = z.infer<typeof ZNarrativeSource>;

/** The kinds of records an AI helper reads; each has a plural label `aiInsights.records.<kind>` in the web. */
export const AI_INSIGHT_RECORD_KINDS = [
  'properties',
  'units',
  'leases',
  'tenants',
  'charges',
  'payments',
  'expenses',
  'maintenanceRequests',
  'comparableLeases',
  'marketRents',
] as const;

/** What a helper's result was computed from and when: shown under every result. */
export const ZComputedFrom = z.object({
  computedAt: z.iso.datetime(),
  period: ZPeriod.nullable(),
  records: z.array(z.object({ kind: z.enum(AI_INSIGHT_RECORD_KINDS), count: z.number().int().nonnegative() })),
});
export type TComputedFrom = z.infer<typeof ZComputedFrom>;
