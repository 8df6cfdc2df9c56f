import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_NAMESPACE, MESSAGE_NAMESPACES } from './src/i18n/message-namespaces.ts';

const MESSAGES_MODULE = 'virtual:messages/';
const LOADERS_MODULE = 'virtual:message-loaders';

type TMessages = Record<string, unknown>;

/** The id of the built module of one language's namespace (its chunk's `facadeModuleId`). */
export function messagesModuleId(language: string, namespace: string): string {
  return `\0${MESSAGES_MODULE}${language}/${namespace}`;
}

const SPLIT_KEYS: ReadonlySet<string> = new Set(Object.values(MESSAGE_NAMESPACES).flat());

/** The top-level keys of `messages` that belong to `namespace` (`translation`: every key no other namespace takes). */
function pickNamespace(messages: TMessages, namespace: string): TMessages {
  if (namespace === DEFAULT_NAMESPACE) {
    return Object.fromEntries(Object.entries(messages).filter(([key]) => !SPLIT_KEYS.has(key)));
  }
  const keys: readonly string[] | undefined = MESSAGE_NAMESPACES[namespace as keyof typeof MESSAGE_NAMESPACES];
  if (!keys) throw new Error(`Unknown message namespace "${namespace}"`);
  return Object.fromEntries(keys.map((key) => [key, messages[key] ?? {}]));
}

/**
 * The app's messages split by namespace (see `src/i18n/message-namespaces.ts`), from the single locale file per
 * language that translators edit:
 * - `virtual:messages/<lng>/<namespace>`: that namespace's keys of `src/i18n/locales/<lng>.json`;
 * - `virtual:message-loaders`: `{ [lng]: { [namespace]: () => import(…) } }`, one chunk per language and namespace
 *   (but English's `translation`, which the entry imports).
 */
export function messagesPlugin(): Plugin {
  let localesDir = '';
  return {
    name: 'rentwell-messages',
    configResolved(config) {
      localesDir = path.join(config.root, 'src/i18n/locales');
    },
    resolveId(id) {
      return id === LOADERS_MODULE || id.startsWith(MESSAGES_MODULE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${LOADERS_MODULE}`) {
        const languages = (await readdir(localesDir))
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.slice(0, -5));
        const namespaces = [DEFAULT_NAMESPACE, ...Object.keys(MESSAGE_NAMESPACES)];
        const table = languages.map((language) => {
          // English's `translation` is bundled with the entry (src/i18n/i18n.ts imports it).
          const loaded =
            language === 'en' ? namespaces.filter((namespace) => namespace !== DEFAULT_NAMESPACE) : namespaces;
          const loaders = loaded.map(
            (namespace) => `${namespace}: () => import('${MESSAGES_MODULE}${language}/${namespace}')`,
          );
          return `${language}: { ${loaders.join(', ')} }`;
        });
        return `export default { ${table.join(',\n')} };`;
      }
      if (!id.startsWith(`\0${MESSAGES_MODULE}`)) return undefined;
      const [language, namespace] = id.slice(`\0${MESSAGES_MODULE}`.length).split('/');
      if (!language || !/^[a-z]{2}$/.test(language) || !namespace) throw new Error(`Unknown messages module "${id}"`);
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as TMessages;
      return `export default ${JSON.stringify(pickNamespace(messages, namespace))};`;
    },
  };
}
