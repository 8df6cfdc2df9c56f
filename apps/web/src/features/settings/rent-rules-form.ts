import {
  LATE_FEE_KINDS,
  MAX_GRACE_DAYS,
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

/** The rent rules as typed: text fields, checked against the fee's kind. */
export function rentRulesFormSchema(currency: string) {
  return z
    .object({
      graceDays: z.string().trim().min(1),
      lateFeeKind: z.enum(LATE_FEE_KINDS),
      flatAmount: amountInputSchema(currency, { min: 1, isOptional: true }),
      percent: z.string().trim(),
      cap: amountInputSchema(currency, { min: 1, isOptional: true }),
    })
    .superRefine((values, context) => {
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
  };
}
