import { isSafeLanguageTag, LANGUAGE_COOKIE } from '@rentwell/domain/language';
import { afterEach, describe, expect, it } from 'vitest';
import { languageDetector } from './language-detector.ts';
import { LANGUAGE_STORAGE_KEY } from './language-storage.ts';
import { toSupportedLanguage } from './languages.ts';

function setLanguageCookie(value: string, maxAgeSeconds = 60) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${LANGUAGE_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/`;
}

describe('language detection', () => {
  it.each(['en', 'fr-CA', 'he', 'sq-AL', 'zh-Hant-TW', 'es-419'])('accepts the tag %s', (tag) => {
    expect(isSafeLanguageTag(tag)).toBe(true);
  });

  it.each(['<script>alert(1)</script>', 'en"><img src=x>', 'javascript:alert(1)', 'e', 'en_US', '', 'en-'])(
    'discards %s',
    (tag) => {
      expect(isSafeLanguageTag(tag)).toBe(false);
    },
  );

  it('maps regional variants to their base language and unknown ones to English', () => {
    expect(toSupportedLanguage('fr-CA')).toBe('fr');
    expect(toSupportedLanguage('HE-il')).toBe('he');
    expect(toSupportedLanguage('de-DE')).toBe('en');
    expect(toSupportedLanguage(undefined)).toBe('en');
  });

  describe('the detector', () => {
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      setLanguageCookie('', 0);
      window.sessionStorage.clear();
    });

    it('finds the query, then the cookie, then the stored choice, then the browser, dropping what is no tag', () => {
      window.history.replaceState(null, '', '/dashboard?lng=%3Cscript%3E');
      setLanguageCookie('fr');
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'he');
      window.sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en"><img');
      expect(languageDetector.detect()).toEqual(['fr', 'he', ...navigator.languages, document.documentElement.lang]);

      window.history.replaceState(null, '', '/dashboard?lng=sq');
      expect(languageDetector.detect()?.[0]).toBe('sq');
    });

    it('keeps a chosen language in storage and in the cookie the server reads, and never an unsafe value', () => {
      languageDetector.cacheUserLanguage?.('es');
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);

      languageDetector.cacheUserLanguage?.('es"><script>');
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
    });
  });
});
