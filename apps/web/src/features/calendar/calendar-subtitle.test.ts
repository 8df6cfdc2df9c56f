import { CALENDAR_EVENT_TYPES } from '@rentwell/contracts/calendar-events';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import he from '../../i18n/locales/he.json';
import sq from '../../i18n/locales/sq.json';

describe("the calendar page's subtitle", () => {
  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
    ['he', he],
  ] as const)('names every kind of event the calendar shows, in %s', (_language, locale) => {
    const subtitle = locale.pages.calendar.description.toLowerCase();
    for (const type of CALENDAR_EVENT_TYPES) expect(subtitle).toContain(locale.calendar.types[type].toLowerCase());
  });

  it('names all six in Albanian too, in the sentence’s definite forms', () => {
    const subtitle = sq.pages.calendar.description;
    for (const word of ['qirave', 'rinovim', 'mirëmbajtja', 'afatshkurtra', 'bllokuara', 'kujtesat']) {
      expect(subtitle).toContain(word);
    }
  });
});
