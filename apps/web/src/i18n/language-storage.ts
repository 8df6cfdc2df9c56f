/** Where the interface language is kept in localStorage and sessionStorage (read by the detector and the landing). */
export const LANGUAGE_STORAGE_KEY = 'rentwell.language';
