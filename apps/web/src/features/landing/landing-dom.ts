/**
 * The hooks between the prerendered landing markup and its small browser script (`landing-main.ts`). Kept apart from
 * the components so the script does not pull React code into the page's first load.
 */
export const CONTACT_FORM_CONTAINER_ID = 'contact-form';
export const LANGUAGE_SELECT_SELECTOR = 'select[data-landing-language]';
export const THEME_SELECT_SELECTOR = 'select[data-landing-theme]';
export const COPYRIGHT_YEAR_SELECTOR = '[data-copyright-year]';

/**
 * Sections below the first screen skip layout and paint until they come near (`content-visibility: auto`), which
 * keeps the main thread free while the page loads; the intrinsic size keeps the scrollbar steady meanwhile.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_50rem]';
