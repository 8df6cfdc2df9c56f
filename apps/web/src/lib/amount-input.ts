import { MAX_AMOUNT_MINOR } from '@rentwell/contracts/money';
import { minorToMajor, minorUnitDigits, parseAmountToMinor } from '@rentwell/domain/money';
import { z } from 'zod';
import { validationMessage } from './form-errors.ts';

/** Minor units as a plain amount a person can edit in an input: 145000 USD → '1450.00'. */
export function minorToInputAmount(amountMinor: number, currency: string): string {
  return minorToMajor(amountMinor, currency).toFixed(minorUnitDigits(currency));
}

/**
 * A money field typed as text ('1,450.50', '1450,5'): valid when `parseAmountToMinor` reads it in the currency and it
 * is at least `min` minor units; an optional field may stay empty. The form keeps the text; submit converts it with
 * `inputAmountToMinor`.
 */
export function amountInputSchema(
  currency: string,
  { min = 0, isOptional = false }: { min?: number; isOptional?: boolean } = {},
) {
  const text = isOptional ? z.string().trim() : z.string().trim().min(1);
  return text.superRefine((value, context) => {
    if (value === '') return;
    const minor = parseAmountToMinor(value, currency);
    if (minor === null || minor < 0 || minor > MAX_AMOUNT_MINOR) {
      context.addIssue({ code: 'custom', message: validationMessage('invalidAmount') });
    } else if (minor < min) {
      context.addIssue({ code: 'custom', message: validationMessage('amountTooSmall') });
    }
  });
}

/** The minor units of an amount text that `amountInputSchema` accepted (0 for an empty optional field). */
export function inputAmountToMinor(value: string, currency: string): number {
  return value.trim() === '' ? 0 : (parseAmountToMinor(value, currency) ?? 0);
}
