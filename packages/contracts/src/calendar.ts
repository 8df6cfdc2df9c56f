import { z } from 'zod';

/**
 * The years a date in Rentwell may fall in. PostgreSQL refuses year 0000 and JavaScript misreads years below 100, so
 * a typo like `0024` or a placeholder like `9999-12-31` would fail deep in the server or fill a rent schedule with
 * thousands of months. 1900 is older than any lease, payment or expense anyone keeps; 2199 leaves room for a
 * 99-year lease signed this century.
 */
export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 2199;

/**
 * A calendar date on the wire: 'YYYY-MM-DD' that exists, in the years above. Out of range is a `too_small` or
 * `too_big` issue on the year (origin `date`), so forms can say which years are allowed in the reader's language.
 */
export const ZCalendarDate = z.iso.date().check((ctx) => {
  const year = Number(ctx.value.slice(0, 4));
  if (year < FIRST_CALENDAR_YEAR) {
    ctx.issues.push({
      code: 'too_small',
      origin: 'date',
      minimum: FIRST_CALENDAR_YEAR,
      inclusive: true,
      input: ctx.value,
    });
  } else if (year > LAST_CALENDAR_YEAR) {
    ctx.issues.push({
      code: 'too_big',
      origin: 'date',
      maximum: LAST_CALENDAR_YEAR,
      inclusive: true,
      input: ctx.value,
    });
  }
});
