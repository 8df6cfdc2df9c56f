import { z } from 'zod';
import { ZCharge } from './payments.ts';

export const ZMoneyFigures = z.object({
  currency: z.string(),
  rentDueThisMonthMinor: z.number().int(),
  collectedThisMonthMinor: z.number().int(),
  overdueMinor: z.number().int(),
});

export const ZLandlordDashboard = z.object({
  properties: z.number().int(),
  units: z.number().int(),
  occupiedUnits: z.number().int(),
  /** Units available to rent (units marked unavailable left out); the rate is occupied over these, null without any. */
  availableUnits: z.number().int(),
  occupancyRate: z.number().nullable(),
  /** One entry per currency the organization's leases use (usually one). */
  money: z.array(ZMoneyFigures),
  awaitingConfirmation: z.array(ZCharge),
  leasesEndingSoon: z.array(
    z.object({
      leaseId: z.uuid(),
      tenantName: z.string().nullable(),
      propertyName: z.string(),
      unitLabel: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type TLandlordDashboard = z.infer<typeof ZLandlordDashboard>;
