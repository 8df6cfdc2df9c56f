import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createFormatters } from '../../../lib/formatters.ts';
import { stayErrorMessage } from './stay-error.ts';

const t = i18n.t.bind(i18n);
const format = createFormatters('en');

function conflict(kind: 'booking' | 'block', label: string) {
  return new ApiError({
    code: 'conflict',
    status: 409,
    message: 'overlap',
    details: {
      conflictingStayId: ['7f0c8a0e-1b2c-4d5e-8f90-a1b2c3d4e5f6'],
      conflictingKind: [kind],
      conflictingLabel: [label],
      conflictingStart: ['2026-12-03'],
      conflictingEnd: ['2026-12-06'],
    },
  });
}

describe('stayErrorMessage', () => {
  it('names the booking in the way with its check-in and check-out', () => {
    expect(stayErrorMessage(t, format, conflict('booking', 'Ana Díaz'))).toBe(
      'These dates overlap the booking of Ana Díaz (Dec 3, 2026 – Dec 6, 2026). Choose other dates.',
    );
  });

  it('names a block by its translated type and its last blocked day', () => {
    expect(stayErrorMessage(t, format, conflict('block', 'cleaning'))).toBe(
      'These dates overlap a block for Cleaning (Dec 3, 2026 – Dec 5, 2026). Choose other dates.',
    );
  });

  it('falls back to the usual message for other errors', () => {
    const error = new ApiError({ code: 'not_found', status: 404, message: 'gone' });
    expect(stayErrorMessage(t, format, error)).toBe(t('errors.notFound'));
    expect(t('errors.notFound')).not.toBe('');
  });
});
