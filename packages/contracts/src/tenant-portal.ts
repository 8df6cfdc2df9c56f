import { z } from 'zod';
import { ZLease } from './leases.ts';
import { ZCharge } from './payments.ts';
import { ZRentBalance } from './rent-balance.ts';

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
  /** Over all the tenant's leases (in `currency`). */
  balance: ZRentBalance,
  currency: z.string().nullable(),
  nextDue: z.object({ dueDate: z.string(), amountMinor: z.number().int() }).nullable(),
});
export type TTenantPortal = z.infer<typeof ZTenantPortal>;
