import type { TLanguage } from '@rentwell/contracts/profile';
import { isSafeLanguageTag, LANGUAGE_COOKIE, matchSupportedLanguage } from '@rentwell/domain/language';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language-storage.ts';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A supported language from a stored or given value; anything that is not a language tag is discarded. */
function toLanguage(value: string | null | undefined): TLanguage | null {
  return isSafeLanguageTag(value) ? matchSupportedLanguage(value) : null;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function readStorage(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return window[kind].getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The server chose the document's language from what it can see: `?lng=`, the `i18next` cookie, the browser's
 * languages. Local and session storage come between the cookie and the browser in the detection order, and only the
 * browser sees them: this is the stored language when it differs from the document's (and neither the query nor
 * the cookie decided), else null.
 */
export function findStoredLanguageMismatch(documentLanguage: TLanguage): TLanguage | null {
  const query = new URL(window.location.href).searchParams.get('lng');
  if (toLanguage(query) || toLanguage(readCookie(LANGUAGE_COOKIE))) return null;
  const stored = toLanguage(readStorage('localStorage')) ?? toLanguage(readStorage('sessionStorage'));
  return stored && stored !== documentLanguage ? stored : null;
}

/** Keeps the language where the app's detector and the server look: localStorage and the `i18next` cookie. */
export function rememberLanguage(language: TLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the cookie or the address still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers, and the value is a checked language code.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}

/**
 * Loads the landing page in another language (it is prerendered per language). The cookie tells the server; when
 * cookies are blocked, or the address already names a language, `?lng=` does.
 */
export function openInLanguage(language: TLanguage, { replace = false }: { replace?: boolean } = {}): void {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lng') || readCookie(LANGUAGE_COOKIE) !== language) {
    url.searchParams.set('lng', language);
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  window.location.reload();
}
