import type { TLanguage } from '@rentwell/contracts/profile';
import { isSafeLanguageTag, matchSupportedLanguage } from '@rentwell/domain/language';
import { readLanguageCookie, readStoredLanguage, rememberLanguage } from '../../i18n/language-storage.ts';

/** A supported language from a stored or given value; anything that is not a language tag is discarded. */
function toLanguage(value: string | null | undefined): TLanguage | null {
  return isSafeLanguageTag(value) ? matchSupportedLanguage(value) : null;
}

/**
 * The server chose the document's language from what it can see: `?lng=`, the `i18next` cookie, the browser's
 * languages. Local and session storage come between the cookie and the browser in the detection order, and only the
 * browser sees them: this is the stored language when it differs from the document's (and neither the query nor
 * the cookie decided), else null.
 */
export function findStoredLanguageMismatch(documentLanguage: TLanguage): TLanguage | null {
  const query = new URL(window.location.href).searchParams.get('lng');
  if (toLanguage(query) || toLanguage(readLanguageCookie())) return null;
  const stored = toLanguage(readStoredLanguage('localStorage')) ?? toLanguage(readStoredLanguage('sessionStorage'));
  return stored && stored !== documentLanguage ? stored : null;
}

/**
 * Loads the landing page in another language (it is prerendered per language). The cookie tells the server; when
 * cookies are blocked, or the address already names a language, `?lng=` does.
 */
export function openInLanguage(language: TLanguage, { replace = false }: { replace?: boolean } = {}): void {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lng') || readLanguageCookie() !== language) {
    url.searchParams.set('lng', language);
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  window.location.reload();
}
