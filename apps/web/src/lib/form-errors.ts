import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '@rentwell/contracts/calendar';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

type TValidationKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'invalidEmail'
  | 'invalidChoice'
  | 'invalid'
  | 'passwordsMismatch'
  | 'invalidAmount'
  | 'amountTooSmall'
  | 'endBeforeStart'
  | 'samePassword'
  | 'pdfOnly'
  | 'documentType'
  | 'fileTooLarge'
  | 'dateOutsideLease'
  | 'dateOutOfRange'
  | 'startAfterCurrentLease'
  | 'facebookGroupUrl'
  | 'selectGroup'
  | 'futureTime'
  | 'stripeKey'
  | 'webhookSecret'
  | 'convenienceFee';

type TEncodedMessage = { key: TValidationKey; values?: Record<string, number | string> };

const PREFIX = 'i18n:';

function encode(message: TEncodedMessage): string {
  return `${PREFIX}${JSON.stringify(message)}`;
}

/** Builds a message the form layer translates later: `validationMessage('passwordsMismatch')` in a `.refine`. */
export function validationMessage(key: TValidationKey, values?: Record<string, number | string>): string {
  return encode(values ? { key, values } : { key });
}

/** ZCalendarDate's range check reports the year (contracts' `calendar.ts`); the message names both ends. */
function dateOutOfRange(): string {
  return validationMessage('dateOutOfRange', { first: FIRST_CALENDAR_YEAR, last: LAST_CALENDAR_YEAR });
}

/**
 * A zod error map (pass as the `error` parse option) that turns issues into translation keys instead of zod's
 * English, so field errors follow the interface language (even after it changes).
 */
function zodIssueToMessage(issue: z.core.$ZodRawIssue): string {
  // An empty text field is "required", whatever rule it broke (too short, not an email, ...).
  if (issue.input === '' && issue.code !== 'custom') return validationMessage('required');
  switch (issue.code) {
    case 'invalid_type':
      return validationMessage(issue.input === undefined || issue.input === null ? 'required' : 'invalid');
    case 'too_small': {
      if (issue.origin === 'date') return dateOutOfRange();
      if (issue.origin === 'string') return validationMessage('tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return validationMessage('tooSmall', { min: Number(issue.minimum) });
      }
      return validationMessage('required');
    }
    case 'too_big':
      if (issue.origin === 'date') return dateOutOfRange();
      return issue.origin === 'string'
        ? validationMessage('tooLong', { max: Number(issue.maximum) })
        : validationMessage('tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return validationMessage(issue.format === 'email' ? 'invalidEmail' : 'invalid');
    case 'invalid_value':
      return validationMessage('invalidChoice');
    default:
      return validationMessage('invalid');
  }
}

export const ZOD_PARSE_OPTIONS = { error: zodIssueToMessage } as const;

/** Translates a field error produced with the map above; anything else becomes the generic "not valid" text. */
export function translateFieldError(t: TFunction, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (message.startsWith(PREFIX)) {
    try {
      const decoded = JSON.parse(message.slice(PREFIX.length)) as TEncodedMessage;
      return t(`validation.${decoded.key}`, decoded.values ?? {});
    } catch {
      return t('validation.invalid');
    }
  }
  return t('validation.invalid');
}
