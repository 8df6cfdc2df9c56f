import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';

export type TSupportedLanguage = (typeof LANGUAGE_OPTIONS)[number];

export const DEFAULT_LANGUAGE: TSupportedLanguage = 'en';

/** The cookie the language detector reads (i18next's default name), shared by the server and the browser. */
export const LANGUAGE_COOKIE = 'i18next';

/** A BCP 47-like tag: 2-3 letters, then subtags. Anything else (markup, quotes, script) is discarded. */
export const SAFE_LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

export function isSafeLanguageTag(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 35 && SAFE_LANGUAGE_TAG.test(value);
}

export function isSupportedLanguage(value: unknown): value is TSupportedLanguage {
  return typeof value === 'string' && (LANGUAGE_OPTIONS as readonly string[]).includes(value);
}

/** A supported base language for a tag (`fr-CA` → `fr`, `HE-il` → `he`), or null for anything else. */
export function matchSupportedLanguage(tag: string | null | undefined): TSupportedLanguage | null {
  const base = (tag ?? '').split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : null;
}

/** Maps any detected or stored tag (`fr-CA`, `he_IL`, `EN`) to a supported base language, or the default. */
export function toSupportedLanguage(tag: string | null | undefined): TSupportedLanguage {
  return matchSupportedLanguage(tag) ?? DEFAULT_LANGUAGE;
}

/** The first supported language of an `Accept-Language` header, by quality then order (`fr-CH, en;q=0.8` → fr). */
export function languageFromAcceptLanguage(header: string | null | undefined): TSupportedLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => isSafeLanguageTag(entry.tag) && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = matchSupportedLanguage(entry.tag);
    if (language) return language;
  }
  return null;
}

export type TLanguageSources = {
  /** `?lng=` of the address. */
  query?: string | null | undefined;
  /** The `i18next` cookie. */
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
};

/**
 * The language a server can tell from a request, in the detection order of the specification: query string, then
 * cookie, then the browser's languages (local and session storage exist only in the browser). Values that are not
 * language tags (script injection and the like) are skipped; an unsupported tag falls through to the next source.
 */
export function negotiateLanguage(sources: TLanguageSources): TSupportedLanguage {
  for (const candidate of [sources.query, sources.cookie]) {
    const language = isSafeLanguageTag(candidate) ? matchSupportedLanguage(candidate) : null;
    if (language) return language;
  }
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
