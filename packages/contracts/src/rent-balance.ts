import { z } from 'zod';

/** Where a tenancy's rent stands: owed (of which overdue) and paid ahead, never netted into one figure. */
export const ZRentBalance = z.object({
  owedMinor: z.number().int(),
  overdueMinor: z.number().int(),
  creditMinor: z.number().int(),
});
export type TRentBalance = z.infer<typeof ZRentBalance>;
