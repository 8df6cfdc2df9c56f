import messageLoaders from 'virtual:message-loaders';
import en from 'virtual:messages/en/translation';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAlbanianFormats } from '../lib/localized-intl.ts';
import { languageDetector } from './language-detector.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';
import {
  DEFAULT_NAMESPACE,
  MESSAGE_NAMESPACE_NAMES,
  MESSAGE_NAMESPACES,
  type TMessageNamespace,
} from './message-namespaces.ts';
import { withPluralFormsFromOther } from './plural-forms.ts';

type TResource = Parameters<typeof withPluralFormsFromOther>[0];

/**
 * English's `translation` namespace ships in the main bundle (it is the fallback); every other language and
 * namespace loads on demand as its own chunk (`vite-messages-plugin.ts`).
 */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const lng = toSupportedLanguage(language);
    if (lng === 'en' && namespace === DEFAULT_NAMESPACE) {
      callback(null, en);
      return;
    }
    const load = messageLoaders[lng]?.[namespace];
    if (!load) {
      callback(new Error(`No messages for ${lng}/${namespace}`), false);
      return;
    }
    // Albanian messages come with the Albanian names of months, weekdays and currencies (lib/localized-intl.ts).
    Promise.all([load(), lng === 'sq' ? loadAlbanianFormats() : undefined])
      .then(([module]) => {
        const messages = module.default as TResource;
        callback(null, lng === 'en' ? messages : withPluralFormsFromOther(messages));
      })
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

/**
 * A key of a namespace its route does not list (router.tsx) is missing until that namespace loads: load it then, and
 * the components re-render once it is in (`bindI18nStore: 'added'`), instead of showing the raw key.
 */
function loadNamespaceOfMissingKey(_languages: readonly string[], _namespace: string, key: string): void {
  const topLevelKey = key.split('.')[0] ?? '';
  const owner = MESSAGE_NAMESPACE_NAMES.find((namespace) =>
    (MESSAGE_NAMESPACES[namespace] as readonly string[]).includes(topLevelKey),
  );
  if (owner && !i18n.hasLoadedNamespace(owner)) void loadMessages([owner]);
}

i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the detected language (and English as the fallback) is loaded. */
export const i18nReady = i18n
  .use(languageDetector)
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { [DEFAULT_NAMESPACE]: en } },
    partialBundledLanguages: true,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    fallbackNS: MESSAGE_NAMESPACE_NAMES,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: loadNamespaceOfMissingKey,
    react: { useSuspense: true, bindI18nStore: 'added' },
  })
  .then(() => syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language));

/** Loads the message namespaces a page needs (in the current language and English, its fallback). */
export function loadMessages(namespaces: readonly TMessageNamespace[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...namespaces]);
}
