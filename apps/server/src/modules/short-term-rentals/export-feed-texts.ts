import type { TLanguage } from '@rentwell/contracts/profile';

/**
 * The words of a listing's export feed, in the language of whoever made its link: other platforms show them as
 * the title of each taken period. Guest names stay private, so a booking says only that the dates are reserved.
 */
export const EXPORT_FEED_SUMMARIES: Record<TLanguage, { booking: string; block: string }> = {
  en: { booking: 'Reserved', block: 'Not available' },
  es: { booking: 'Reservado', block: 'No disponible' },
  fr: { booking: 'Réservé', block: 'Indisponible' },
  he: { booking: 'שמור', block: 'לא זמין' },
  sq: { booking: 'E rezervuar', block: 'E padisponueshme' },
};
