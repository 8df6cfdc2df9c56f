import { isSafeLanguageTag } from '@rentwell/domain/language';
import { describe, expect, it } from 'vitest';
import { toSupportedLanguage } from './languages.ts';

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
});
