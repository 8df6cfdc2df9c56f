import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TDashboardAudience } from '@rentwell/domain/dashboard-audience';
import type { Plugin, Rolldown } from 'vite';
import {
  DASHBOARD_NAMESPACES,
  PORTFOLIO_DASHBOARD_NAMESPACES,
  type TMessageNamespace,
} from './src/i18n/message-namespaces.ts';
import { messagesModuleId } from './vite-messages-plugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A route that gets a document of its own: `index.html` plus, in its head, what the route is known to need first,
 * so the browser fetches it while the app's entry downloads instead of after the entry has run (decision 021).
 */
type TRouteDocument = TFirstLoads & {
  /** The client path, a single segment (`/dashboard`); the server answers it with `route-documents/<segment>.html`. */
  path: `/${string}`;
  /** Same-origin GET requests the route sends whatever the user's role (fetched with `fetch`'s defaults). */
  fetches: readonly string[];
  /** Fonts its first paint uses, by the start of their built file's name (found only once the stylesheet is in). */
  fonts: readonly string[];
  /**
   * What the route renders first for one dashboard audience beyond the rest, each written as
   * `route-documents/<segment>.<audience>.html`: the server sends the signed-in user's (spa/route-data-preloads.ts).
   */
  audiences?: Record<TDashboardAudience, TFirstLoads>;
};

type TFirstLoads = {
  /** Source modules (from apps/web) whose chunks, with their static imports, the route renders first. */
  modules: readonly string[];
  /**
   * Message namespaces its route loads: their English chunks are preloaded (English is every language's fallback, so
   * the route loads them whatever the language).
   */
  messages: readonly TMessageNamespace[];
};

/** `/dashboard` is where sign-in and every home link land: the signed-in shell, its page, its messages and the session. */
const ROUTE_DOCUMENTS: readonly TRouteDocument[] = [
  {
    path: '/dashboard',
    modules: [
      'src/app/app-layout.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
      'src/features/dashboard/api/prefetch-dashboard.ts',
    ],
    messages: DASHBOARD_NAMESPACES,
    fetches: ['/api/me'],
    fonts: ['inter-latin-wght-normal-'],
    audiences: {
      // The income and expenses card is lazy only to keep recharts out of the first render; it shows at once.
      portfolio: {
        modules: [
          'src/features/dashboard/components/portfolio-dashboard.tsx',
          'src/features/dashboard/components/income-expenses-card.tsx',
        ],
        messages: PORTFOLIO_DASHBOARD_NAMESPACES,
      },
      tenant: { modules: ['src/features/dashboard/components/tenant-dashboard.tsx'], messages: [] },
    },
  },
];

const ROUTE_DOCUMENTS_DIR = 'route-documents';

function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.includes(moduleId)) return output;
  }
  throw new Error(`No chunk of the build holds ${moduleId}: is the module still there?`);
}

function fontFile(bundle: OutputBundle, name: string): string {
  const file = Object.keys(bundle).find((fileName) => path.basename(fileName).startsWith(name));
  if (!file?.endsWith('.woff2')) throw new Error(`No woff2 font of the build is named ${name}*`);
  return file;
}

/** The chunk files a module's chunk loads before it runs: its own and its static imports, transitively. */
function staticChunkFiles(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const output = bundle[imported];
    if (output?.type === 'chunk') staticChunkFiles(bundle, output, files);
  }
  return files;
}

/** The chunk files that first loads need: their modules' and their English messages' chunks, with their imports. */
function firstLoadFiles(
  bundle: OutputBundle,
  root: string,
  loads: readonly TFirstLoads[],
  files = new Set<string>(),
): Set<string> {
  const moduleIds = loads.flatMap((load) => [
    ...load.modules.map((module) => path.join(root, module)),
    ...load.messages.map((namespace) => messagesModuleId('en', namespace)),
  ]);
  for (const moduleId of moduleIds) staticChunkFiles(bundle, chunkOf(bundle, moduleId), files);
  return files;
}

function preloadTags(
  bundle: OutputBundle,
  root: string,
  route: TRouteDocument,
  loads: readonly TFirstLoads[],
  indexHtml: string,
): string {
  const files = firstLoadFiles(bundle, root, loads);
  const modulepreloads = [...files]
    .filter((file) => !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const fetches = route.fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
  const fonts = route.fonts.map(
    (name) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fontFile(bundle, name)}">`,
  );
  return [...fetches, ...fonts, ...modulepreloads].map((tag) => `    ${tag}\n`).join('');
}

const STYLESHEET_LINK = /^ *<link rel="stylesheet"[^>]*>\n/gm;

/**
 * Moves the built stylesheet links before the entry's module script and preloads. The first paint (the loading screen,
 * then the page) waits for the stylesheet and never for a module, but Vite writes the stylesheet after the modules, so
 * on a slow connection it queued behind them (issue 29, decision 045).
 */
function stylesheetsFirst(html: string): string {
  const stylesheets = html.match(STYLESHEET_LINK) ?? [];
  const firstModule = html.search(/^ *<(?:script type="module"|link rel="modulepreload")/m);
  if (stylesheets.length === 0 || firstModule < 0) return html;
  const withoutStylesheets = html.replace(STYLESHEET_LINK, '');
  return `${withoutStylesheets.slice(0, firstModule)}${stylesheets.join('')}${withoutStylesheets.slice(firstModule)}`;
}

/**
 * What the app's documents run for their first render: the entry (`index.html`, built as the `app` input) with its
 * static imports, and every route document's first loads, for each audience.
 */
function firstRenderChunkFiles(bundle: OutputBundle, root: string): Set<string> {
  const entry = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.isEntry && output.name === 'app',
  );
  if (entry?.type !== 'chunk') throw new Error('The build has no `app` entry chunk');
  const files = staticChunkFiles(bundle, entry);
  for (const route of ROUTE_DOCUMENTS) {
    firstLoadFiles(bundle, root, [route, ...Object.values(route.audiences ?? {})], files);
  }
  return files;
}

/**
 * V8's explicit compile hint: a script that starts with it has all its functions compiled while it streams in, off
 * the main thread, instead of each on its first call in the middle of the first render (decision 027).
 */
const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Writes `dist/route-documents/<segment>.html` for each of `ROUTE_DOCUMENTS`, and `<segment>.<audience>.html` for each
 * of its audiences: the built `index.html` with preload links for the route's first chunks and requests (decisions
 * 021, 027). The server sends one of them for that path; every other path gets `index.html` as before. The chunks of
 * those first renders start with V8's compile hint.
 */
export function routeDocumentsPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rentwell-route-documents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After Vite's own tags: the stylesheet, which the first paint waits for, is requested before the modules.
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
    // After Vite's own additions to the chunks' code: the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of firstRenderChunkFiles(bundle, root)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = `${COMPILE_ON_LOAD_HINT}${chunk.code}`;
        }
      },
    },
    async writeBundle(_options, bundle) {
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!indexHtml.includes('  </head>')) throw new Error('The built index.html has no indented </head>');
      await mkdir(path.join(outDir, ROUTE_DOCUMENTS_DIR), { recursive: true });
      const write = async (name: string, route: TRouteDocument, loads: readonly TFirstLoads[]) => {
        const html = indexHtml.replace('  </head>', `${preloadTags(bundle, root, route, loads, indexHtml)}  </head>`);
        await writeFile(path.join(outDir, ROUTE_DOCUMENTS_DIR, `${name}.html`), html);
      };
      for (const route of ROUTE_DOCUMENTS) {
        const segment = route.path.slice(1);
        await write(segment, route, [route]);
        for (const [audience, loads] of Object.entries(route.audiences ?? {})) {
          await write(`${segment}.${audience}`, route, [route, loads]);
        }
      }
    },
  };
}
