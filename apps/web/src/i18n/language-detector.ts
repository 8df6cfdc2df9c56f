import { isSafeLanguageTag, LANGUAGE_COOKIE } from '@rentwell/domain/language';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { LANGUAGE_STORAGE_KEY } from './language-storage.ts';

/**
 * The choice is kept in localStorage (spec) and in the `i18next` cookie, so the server can send the prerendered
 * landing page in the visitor's language on the next visit.
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  caches: ['localStorage', 'cookie'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
} satisfies DetectorOptions;

/**
 * The browser language detector, with every detected value that does not look like a language tag dropped before
 * i18next sees it, so a crafted `?lng=` or cookie never reaches the document or storage.
 */
export class SafeLanguageDetector extends LanguageDetector {
  override detect(detectionOrder?: DetectorOptions['order']): string | string[] | undefined {
    const detected = super.detect(detectionOrder);
    if (Array.isArray(detected)) return detected.filter(isSafeLanguageTag);
    return isSafeLanguageTag(detected) ? detected : undefined;
  }

  override cacheUserLanguage(lng: string, caches?: string[]): void {
    if (isSafeLanguageTag(lng)) super.cacheUserLanguage(lng, caches);
  }
}
