import { describe, expect, it } from 'vitest';
import { DISPLAY_SCALES, LANGUAGES, THEMES } from './profile.ts';
import { DISPLAY_SCALE_OPTIONS, LANGUAGE_OPTIONS, THEME_OPTIONS } from './profile-options.ts';

describe('profile options without zod', () => {
  it('match the lists of the profile schemas', () => {
    expect(LANGUAGE_OPTIONS).toEqual(LANGUAGES);
    expect(THEME_OPTIONS).toEqual(THEMES);
    expect(DISPLAY_SCALE_OPTIONS).toEqual(DISPLAY_SCALES);
  });
});
