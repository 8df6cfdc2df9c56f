import { describe, expect, it } from 'vitest';
import { isSafeLanguageTag, languageFromAcceptLanguage, negotiateLanguage, toSupportedLanguage } from './language.ts';

describe('language tags', () => {
  it.each(['en', 'fr-CA', 'he', 'sq-AL', 'zh-Hant-TW', 'es-419'])('accepts %s', (tag) => {
    expect(isSafeLanguageTag(tag)).toBe(true);
  });

  it.each(['<script>alert(1)</script>', 'en"><img src=x>', 'javascript:alert(1)', 'e', 'en_US', '', 'en-'])(
    'discards %s',
    (tag) => {
      expect(isSafeLanguageTag(tag)).toBe(false);
    },
  );

  it('maps regional variants to the base language and anything else to English', () => {
    expect(toSupportedLanguage('fr-CA')).toBe('fr');
    expect(toSupportedLanguage('HE-il')).toBe('he');
    expect(toSupportedLanguage('de')).toBe('en');
    expect(toSupportedLanguage(null)).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('takes the best-rated supported language', () => {
    expect(languageFromAcceptLanguage('de-DE, fr;q=0.7, es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('sq')).toBe('sq');
  });

  it('ignores refused, unsupported and malformed entries', () => {
    expect(languageFromAcceptLanguage('he;q=0, de, <b>')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('negotiateLanguage', () => {
  it('follows the order query string, cookie, browser', () => {
    expect(negotiateLanguage({ query: 'fr', cookie: 'he', acceptLanguage: 'es' })).toBe('fr');
    expect(negotiateLanguage({ cookie: 'he', acceptLanguage: 'es' })).toBe('he');
    expect(negotiateLanguage({ acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(negotiateLanguage({})).toBe('en');
  });

  it('skips values that look like script injection or are not supported', () => {
    expect(negotiateLanguage({ query: '<script>alert(1)</script>', cookie: 'sq' })).toBe('sq');
    expect(negotiateLanguage({ query: 'de', cookie: 'x"><img>', acceptLanguage: 'fr' })).toBe('fr');
  });
});
