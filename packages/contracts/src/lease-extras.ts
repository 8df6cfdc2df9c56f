import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { MAX_AMOUNT_MINOR } from './money.ts';

/** What a lease charges besides the rent; a discount (a concession) takes its amount off instead. */
export const EXTRA_CHARGE_KINDS = [
  'parking',
  'utilities',
  'pet_rent',
  'storage',
  'charge_back',
  'key_replacement',
  'discount',
] as const;
export type TExtraChargeKind = (typeof EXTRA_CHARGE_KINDS)[number];

/** Monthly: added to every rent period from its start (to its end, if any). Once: added to the period of its date. */
export const EXTRA_CHARGE_FREQUENCIES = ['monthly', 'once'] as const;

export const ZCreateExtraChargeRequest = z
  .object({
    kind: z.enum(EXTRA_CHARGE_KINDS),
    description: z.string().trim().max(100).default(''),
    amountMinor: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
    frequency: z.enum(EXTRA_CHARGE_FREQUENCIES),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate.nullable().default(null),
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    message: 'The end date must be on or after the start date',
    path: ['endDate'],
  });
export type TCreateExtraChargeRequest = z.input<typeof ZCreateExtraChargeRequest>;

export const ZExtraCharge = z.object({
  id: z.uuid(),
  kind: z.enum(EXTRA_CHARGE_KINDS),
  description: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  frequency: z.enum(EXTRA_CHARGE_FREQUENCIES),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type TExtraCharge = z.infer<typeof ZExtraCharge>;

export const ZExtraChargeList = z.object({ items: z.array(ZExtraCharge) });
