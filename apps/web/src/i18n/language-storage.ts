import { LANGUAGE_COOKIE } from '@rentwell/domain/language';

/** Where the interface language is kept in localStorage and sessionStorage (read by the detector and the landing). */
export const LANGUAGE_STORAGE_KEY = 'rentwell.language';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The `i18next` cookie's value, which the server reads too. */
export function readLanguageCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function readStoredLanguage(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return window[kind].getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the language where the app's detector and the server look: localStorage and the `i18next` cookie. The caller
 * has checked that it is a language tag.
 */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the cookie or the address still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers, and the value is a checked language code.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
