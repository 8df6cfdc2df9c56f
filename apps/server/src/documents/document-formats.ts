import type { TLanguage } from '@rentwell/contracts/profile';
import { minorToMajor } from '@rentwell/domain/money';

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };

/** Dates, amounts and country names as a document in `language` prints them. */
export function documentFormats(language: TLanguage) {
  const locale = LOCALES[language];
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    /** A calendar date (YYYY-MM-DD), as "March 1, 2026" in English. */
    date: (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`)),
    /** A moment in UTC, to the second, with the zone named: "March 1, 2026 at 10:04:05 AM UTC" in English. */
    dateTime: (moment: Date) => dateTimeFormat.format(moment),
    money: (amountMinor: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorToMajor(amountMinor, currency)),
    /** An ISO 3166 country code, as its name. */
    country: (code: string) => countryNames.of(code) ?? code,
  };
}
