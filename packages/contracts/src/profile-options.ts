/**
 * The profile's option lists as plain constants, without zod, for code that must stay small (the web app's first
 * page load). `profile.ts` holds the same lists for its schemas; `profile-options.test.ts` keeps the two equal.
 */
export const LANGUAGE_OPTIONS = ['en', 'es', 'fr', 'he', 'sq'] as const;

export const THEME_OPTIONS = ['light', 'dark', 'system'] as const;

/** The display scale table of the specification: key and factor (labels are translated by the web app). */
export const DISPLAY_SCALE_OPTIONS = [
  { key: 'compact', factor: 0.9 },
  { key: 'default', factor: 1 },
  { key: 'comfortable', factor: 1.1 },
  { key: 'large', factor: 1.25 },
  { key: 'extraLarge', factor: 1.5 },
] as const;
