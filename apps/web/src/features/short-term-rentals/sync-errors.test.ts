import { FEED_SYNC_ERRORS } from '@rentwell/contracts/short-term-rentals';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import he from '../../i18n/locales/he.json';
import sq from '../../i18n/locales/sq.json';

const SYNC_ERRORS: Record<string, Record<string, string>> = {
  en: en.shortTermRentals.ical.syncErrors,
  es: es.shortTermRentals.ical.syncErrors,
  fr: fr.shortTermRentals.ical.syncErrors,
  he: he.shortTermRentals.ical.syncErrors,
  sq: sq.shortTermRentals.ical.syncErrors,
};

describe('iCal sync errors', () => {
  it.each(Object.keys(SYNC_ERRORS))('has a translated sentence in %s for every code the server sends', (language) => {
    const messages = SYNC_ERRORS[language] ?? {};
    expect(Object.keys(messages).sort()).toEqual([...FEED_SYNC_ERRORS].sort());
    for (const code of FEED_SYNC_ERRORS) {
      expect(messages[code]).toBeTruthy();
      if (language !== 'en') expect(messages[code]).not.toBe(SYNC_ERRORS.en?.[code]);
    }
  });
});
