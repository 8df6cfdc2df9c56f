import { isSafeLanguageTag } from '@rentwell/domain/language';
import type { LanguageDetectorModule } from 'i18next';
import { readLanguageCookie, readStoredLanguage, rememberLanguage } from './language-storage.ts';

/**
 * The interface language, first found of: `?lng=`, the `i18next` cookie, localStorage, sessionStorage, the browser's
 * languages, the document's `lang`. A value that does not look like a language tag is dropped before i18next sees it,
 * so a crafted `?lng=` or cookie never reaches the document or storage. The choice is kept in localStorage (spec) and
 * in the cookie, so the server can send the prerendered landing page in the visitor's language on the next visit.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found = [
      new URLSearchParams(window.location.search).get('lng'),
      readLanguageCookie(),
      readStoredLanguage('localStorage'),
      readStoredLanguage('sessionStorage'),
      ...navigator.languages,
      document.documentElement.lang,
    ];
    return found.filter(isSafeLanguageTag);
  },
  cacheUserLanguage(language) {
    if (isSafeLanguageTag(language)) rememberLanguage(language);
  },
};
