import type { TLanguage } from '@rentwell/contracts/profile';
import { daysInMonth } from '@rentwell/domain/calendar-date';

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

/** A `YYYY-MM` month's first and last days. */
export function monthBounds(month: string) {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const last = daysInMonth(year, monthNumber - 1);
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `today` is in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** "November 2026" in English. */
export function monthName(month: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
