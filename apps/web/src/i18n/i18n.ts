import type { TLanguage } from '@rentwell/contracts/profile';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DETECTION_OPTIONS, SafeLanguageDetector } from './language-detector.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';
import en from './locales/en.json';
import { withPluralFormsFromOther } from './plural-forms.ts';

type TLocaleModule = { default: typeof en };

/** English ships in the main bundle (it is the fallback); the other languages load on demand as their own chunks. */
const LOCALE_LOADERS: Record<Exclude<TLanguage, 'en'>, () => Promise<TLocaleModule>> = {
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  he: () => import('./locales/he.json'),
  sq: () => import('./locales/sq.json'),
};

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const lng = toSupportedLanguage(language);
    if (lng === 'en') {
      callback(null, en);
      return;
    }
    LOCALE_LOADERS[lng]()
      .then((module) => callback(null, withPluralFormsFromOther(module.default)))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** The document language follows the interface language; the direction is always left-to-right (spec). */
function syncDocumentLanguage(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toSupportedLanguage(lng);
  document.documentElement.dir = 'ltr';
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the detected language (and English as the fallback) is loaded. */
export const i18nReady = i18n
  .use(SafeLanguageDetector)
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'translation',
    ns: ['translation'],
    detection: DETECTION_OPTIONS,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  })
  .then(() => syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language));
