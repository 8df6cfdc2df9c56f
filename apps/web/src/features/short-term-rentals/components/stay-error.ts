import { BLOCK_TYPES, type TBlockType, ZStayConflictDetails } from '@rentwell/contracts/short-term-rentals';
import { addDays } from '@rentwell/domain/calendar-date';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import type { TFormatters } from '../../../lib/formatters.ts';

/**
 * Why saving a booking or block failed: a 409 from the listing's no-overlap rule names the stay in the way
 * ("Overlaps the booking of Ana Díaz, 3 Dec – 6 Dec"); anything else is the usual translated error.
 */
export function stayErrorMessage(t: TFunction, format: TFormatters, error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    const parsed = ZStayConflictDetails.safeParse(error.details);
    if (parsed.success) {
      const [kind] = parsed.data.conflictingKind;
      const [label] = parsed.data.conflictingLabel;
      const [start] = parsed.data.conflictingStart;
      const [end] = parsed.data.conflictingEnd;
      // A booking ends on its check-out day; a block's end is exclusive, so its last blocked day is shown.
      const values = {
        from: format.date(start),
        to: format.date(kind === 'booking' ? end : addDays(end, -1)),
      };
      return kind === 'booking'
        ? t('shortTermRentals.conflict.booking', { ...values, guest: label })
        : t('shortTermRentals.conflict.block', {
            ...values,
            type: isBlockType(label) ? t(`shortTermRentals.blockTypes.${label}`) : label,
          });
    }
  }
  return getErrorMessage(t, error);
}

function isBlockType(label: string): label is TBlockType {
  return (BLOCK_TYPES as readonly string[]).includes(label);
}
