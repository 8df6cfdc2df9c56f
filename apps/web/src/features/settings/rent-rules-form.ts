import {
  LATE_FEE_KINDS,
  MAX_GRACE_DAYS,
  MAX_OVERDUE_LETTER_DAYS,
  type TRentRules,
  type TUpdateRentRulesRequest,
} from '@rentwell/contracts/rent-rules';
import { z } from 'zod';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../lib/amount-input.ts';
import { validationMessage } from '../../lib/form-errors.ts';

/** A percentage typed as text ('5', '2.5', '2,5'): up to two decimals, 0.01 to 100. */
function parsePercent(value: string): number | null {
  const normalized = value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export const OVERDUE_DAY_FIELDS = ['overdueFirstDays', 'overdueSecondDays', 'overdueFinalDays'] as const;

/** The rent rules as typed: text fields, checked against the fee's kind. */
export function rentRulesFormSchema(currency: string) {
  return z
    .object({
      graceDays: z.string().trim().min(1),
      lateFeeKind: z.enum(LATE_FEE_KINDS),
      flatAmount: amountInputSchema(currency, { min: 1, isOptional: true }),
      percent: z.string().trim(),
      cap: amountInputSchema(currency, { min: 1, isOptional: true }),
      overdueFirstDays: z.string().trim(),
      overdueSecondDays: z.string().trim(),
      overdueFinalDays: z.string().trim(),
    })
    .superRefine((values, context) => {
      // Each overdue letter comes at least a day after the one before it.
      let previous = 0;
      for (const field of OVERDUE_DAY_FIELDS) {
        const text = values[field];
        const days = Number(text);
        if (!/^\d+$/.test(text)) {
          context.addIssue({ code: 'custom', path: [field], message: validationMessage('invalid') });
        } else if (days <= previous) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: validationMessage('tooSmall', { min: previous + 1 }),
          });
        } else if (days > MAX_OVERDUE_LETTER_DAYS) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: validationMessage('tooBig', { max: MAX_OVERDUE_LETTER_DAYS }),
          });
        }
        previous = Number.isFinite(days) ? days : previous;
      }
      const days = Number(values.graceDays);
      if (!/^\d+$/.test(values.graceDays)) {
        context.addIssue({ code: 'custom', path: ['graceDays'], message: validationMessage('invalid') });
      } else if (days > MAX_GRACE_DAYS) {
        context.addIssue({
          code: 'custom',
          path: ['graceDays'],
          message: validationMessage('tooBig', { max: MAX_GRACE_DAYS }),
        });
      }
      if (values.lateFeeKind === 'flat' && values.flatAmount === '') {
        context.addIssue({ code: 'custom', path: ['flatAmount'], message: validationMessage('required') });
      }
      if (values.lateFeeKind === 'percent') {
        const basisPoints = parsePercent(values.percent);
        if (values.percent === '') {
          context.addIssue({ code: 'custom', path: ['percent'], message: validationMessage('required') });
        } else if (basisPoints === null) {
          context.addIssue({ code: 'custom', path: ['percent'], message: validationMessage('invalid') });
        } else if (basisPoints < 1) {
          context.addIssue({
            code: 'custom',
            path: ['percent'],
            message: validationMessage('tooSmall', { min: 0.01 }),
          });
        } else if (basisPoints > 10_000) {
          context.addIssue({ code: 'custom', path: ['percent'], message: validationMessage('tooBig', { max: 100 }) });
        }
      }
    });
}
export type TRentRulesFormSchema = ReturnType<typeof rentRulesFormSchema>;
export type TRentRulesFormValues = z.input<TRentRulesFormSchema>;

/** The saved rules as the form shows them. */
export function rentRulesToForm(rules: TRentRules): TRentRulesFormValues {
  return {
    graceDays: String(rules.graceDays),
    lateFeeKind: rules.lateFeeKind,
    flatAmount: rules.flatAmountMinor === null ? '' : minorToInputAmount(rules.flatAmountMinor, rules.currency),
    percent: rules.percentBasisPoints === null ? '' : String(rules.percentBasisPoints / 100),
    cap: rules.capMinor === null ? '' : minorToInputAmount(rules.capMinor, rules.currency),
    overdueFirstDays: String(rules.overdueFirstDays),
    overdueSecondDays: String(rules.overdueSecondDays),
    overdueFinalDays: String(rules.overdueFinalDays),
  };
}

/** The typed rules in the API's terms: only the fields the fee's kind uses. */
export function rentRulesOf(values: z.output<TRentRulesFormSchema>, currency: string): TUpdateRentRulesRequest {
  const isFlat = values.lateFeeKind === 'flat';
  const isPercent = values.lateFeeKind === 'percent';
  return {
    graceDays: Number(values.graceDays),
    lateFeeKind: values.lateFeeKind,
    flatAmountMinor: isFlat ? inputAmountToMinor(values.flatAmount, currency) : null,
    percentBasisPoints: isPercent ? parsePercent(values.percent) : null,
    capMinor: isPercent && values.cap !== '' ? inputAmountToMinor(values.cap, currency) : null,
    overdueFirstDays: Number(values.overdueFirstDays),
    overdueSecondDays: Number(values.overdueSecondDays),
    overdueFinalDays: Number(values.overdueFinalDays),
  };
}
