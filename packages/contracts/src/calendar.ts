import { z } from 'zod';

/** A calendar date on the wire: 'YYYY-MM-DD' that exists. */
export const ZCalendarDate = z.iso.date();
