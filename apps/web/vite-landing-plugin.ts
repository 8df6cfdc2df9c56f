import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const MESSAGES_MODULE = 'virtual:landing-messages/';
const RESOLVED_PREFIX = `\0${MESSAGES_MODULE}`;

/**
 * The translation keys the landing page's interactive parts (the contact form) use in the browser. The rest of the
 * landing is prerendered HTML, so the browser never loads the whole locale file on `/`.
 */
const LANDING_MESSAGE_PATHS = ['contact', 'common.optional'] as const;

type TTree = { [key: string]: unknown };

function isTree(value: unknown): value is TTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `messages` with only the given dotted paths, nested as in the source. */
function pickMessages(messages: TTree, paths: readonly string[]): TTree {
  const picked: TTree = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let source: unknown = messages;
    for (const key of keys) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) throw new Error(`The landing messages need "${dotted}", which the locale file lacks`);
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = isTree(target[key]) ? (target[key] as TTree) : {};
      target[key] = next;
      target = next;
    }
    target[keys[keys.length - 1] as string] = source;
  }
  return picked;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The landing page's build support:
 * - `virtual:landing-messages/<lng>`: the keys of `LANDING_MESSAGE_PATHS` from `src/i18n/locales/<lng>.json`, so the
 *   landing's translations come from the same files as the app's, without shipping all of them;
 * - in development, `/` answers the landing document rendered on the fly (the production build prerenders it per
 *   language with `scripts/prerender-landing.mjs`, and the server picks the file).
 */
export function landingPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rentwell-landing',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`Unknown landing language "${language}"`);
      const file = path.join(root, 'src/i18n/locales', `${language}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as TTree;
      return `export default ${JSON.stringify(pickMessages(messages, LANDING_MESSAGE_PATHS))};`;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method !== 'GET' || url.pathname !== '/') {
          next();
          return;
        }
        try {
          // Loaded through Vite (the workspace packages are TypeScript), like the page itself.
          const { LANGUAGE_COOKIE, negotiateLanguage } = (await server.ssrLoadModule(
            '@rentwell/domain/language',
          )) as typeof import('@rentwell/domain/language');
          const language = negotiateLanguage({
            query: url.searchParams.get('lng'),
            cookie: readCookie(req.headers.cookie, LANGUAGE_COOKIE),
            acceptLanguage: req.headers['accept-language'],
          });
          const template = await server.transformIndexHtml(
            '/landing.html',
            await readFile(path.join(root, 'landing.html'), 'utf8'),
          );
          const prerender = await server.ssrLoadModule('/src/features/landing/prerender.tsx');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(prerender.renderLandingDocument(template, language));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
