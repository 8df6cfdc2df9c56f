import type { TLanguage } from '@rentwell/contracts/profile';
import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';

export const SUPPORTED_LANGUAGES = LANGUAGE_OPTIONS;
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps any detected or stored tag (`fr-CA`, `he_IL`, `EN`) to a supported base language, or the default. */
export function toSupportedLanguage(tag: string | null | undefined): TLanguage {
  const base = (tag ?? '').split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}
