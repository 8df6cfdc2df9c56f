import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from './money.ts';

/** No late fee, a flat amount in the organization's currency, or a percentage of the rent charge. */
export const LATE_FEE_KINDS = ['none', 'flat', 'percent'] as const;
export const ZLateFeeKind = z.enum(LATE_FEE_KINDS);
export type TLateFeeKind = z.infer<typeof ZLateFeeKind>;

export const MAX_GRACE_DAYS = 60;
/** Days overdue after which the first, second and final overdue letters are due, unless the organization sets others. */
export const DEFAULT_OVERDUE_LETTER_DAYS = { first: 5, second: 15, final: 30 } as const;
export const MAX_OVERDUE_LETTER_DAYS = 365;

/** 100 % in basis points (1 basis point = 0.01 %). */
export const MAX_PERCENT_BASIS_POINTS = 10_000;

/**
 * The organization's rent rules. A late fee is charged once on a rent charge still unpaid more than `graceDays`
 * days after its due date. `flatAmountMinor` is set only for a flat fee; `percentBasisPoints` and the optional
 * `capMinor` only for a percentage.
 */
export const ZRentRules = z.object({
  graceDays: z.number().int(),
  lateFeeKind: ZLateFeeKind,
  flatAmountMinor: z.number().int().nullable(),
  percentBasisPoints: z.number().int().nullable(),
  capMinor: z.number().int().nullable(),
  overdueFirstDays: z.number().int(),
  overdueSecondDays: z.number().int(),
  overdueFinalDays: z.number().int(),
  currency: z.string(),
});
export type TRentRules = z.infer<typeof ZRentRules>;

const amount = z.number().int().min(1).max(MAX_AMOUNT_MINOR);
const overdueDays = z.number().int().min(1).max(MAX_OVERDUE_LETTER_DAYS);

export const ZUpdateRentRulesRequest = z
  .object({
    graceDays: z.number().int().min(0).max(MAX_GRACE_DAYS),
    lateFeeKind: ZLateFeeKind,
    flatAmountMinor: amount.nullable().default(null),
    percentBasisPoints: z.number().int().min(1).max(MAX_PERCENT_BASIS_POINTS).nullable().default(null),
    capMinor: amount.nullable().default(null),
    overdueFirstDays: overdueDays.default(DEFAULT_OVERDUE_LETTER_DAYS.first),
    overdueSecondDays: overdueDays.default(DEFAULT_OVERDUE_LETTER_DAYS.second),
    overdueFinalDays: overdueDays.default(DEFAULT_OVERDUE_LETTER_DAYS.final),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.overdueSecondDays <= value.overdueFirstDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['overdueSecondDays'],
        message: 'The second letter must come after the first',
      });
    }
    if (value.overdueFinalDays <= value.overdueSecondDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['overdueFinalDays'],
        message: 'The final letter must come after the second',
      });
    }
    if (value.lateFeeKind === 'flat' && value.flatAmountMinor === null) {
      ctx.addIssue({ code: 'custom', path: ['flatAmountMinor'], message: 'A flat late fee needs an amount' });
    }
    if (value.lateFeeKind === 'percent' && value.percentBasisPoints === null) {
      ctx.addIssue({ code: 'custom', path: ['percentBasisPoints'], message: 'A percentage late fee needs a rate' });
    }
  });
export type TUpdateRentRulesRequest = z.input<typeof ZUpdateRentRulesRequest>;

/** Why the landlord waives a late fee: kept with the fee and in the audit log. */
export const ZWaiveLateFeeRequest = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export type TWaiveLateFeeRequest = z.infer<typeof ZWaiveLateFeeRequest>;

/** A late fee on a rent charge, as the landlord and the tenant see it. */
export const ZLateFee = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  currency: z.string(),
  chargedOn: z.string(),
  waived: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type TLateFee = z.infer<typeof ZLateFee>;
