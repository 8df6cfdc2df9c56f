import { z } from 'zod';
import { ZLease } from './leases.ts';
import { ZCharge } from './payments.ts';

export const ZTenantPortal = z.object({
  leases: z.array(
    ZLease.extend({
      landlord: z.object({
        organizationName: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
      }),
    }),
  ),
  charges: z.array(ZCharge),
  balanceMinor: z.number().int(),
  currency: z.string().nullable(),
  nextDue: z.object({ dueDate: z.string(), amountMinor: z.number().int() }).nullable(),
});
export type TTenantPortal = z.infer<typeof ZTenantPortal>;
