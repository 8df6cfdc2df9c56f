import type { TLanguage } from '@rentwell/contracts/profile';
import { createInstance, type i18n as TI18n } from 'i18next';

/**
 * An i18next instance for one language with the given messages, ready at once (no detector, no backend): the
 * landing's prerender gives it a whole locale file, the browser only the keys its contact form needs.
 */
export function createLandingI18n(language: TLanguage, messages: object): TI18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    defaultNS: 'translation',
    ns: ['translation'],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
