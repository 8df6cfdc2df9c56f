import type { Rolldown } from 'vite';

type TChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** The app's own modules that pages share: components, hooks and helpers, and the workspace packages. */
const SHARED_APP_MODULE = /apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|packages[\\/][a-z-]+[\\/]src[\\/]/;
/**
 * Libraries a shared module may import and still join the `shared` chunk: the entry's (React, i18next, the router,
 * the query client) and the small query hooks. A module importing anything else (Radix, zod, sonner, recharts…)
 * stays in its own chunk, so that the `shared` chunk never makes a page load such a library.
 */
const LIGHT_LIBRARY = /node_modules[\\/](react|react-i18next|react-router|@tanstack[\\/]react-query|lucide-react)[\\/]/;
const NODE_MODULE = /[\\/]node_modules[\\/]/;
/** Larger modules keep a chunk of their own: only what costs more in requests than in bytes is merged. */
const MAX_SHARED_MODULE_BYTES = 6 * 1024;

/**
 * Whether a module is in the static import graph of an entry (`index.html`, `landing.html`): such a module is in the
 * entry's chunks already, and moving it would add a request to every page, the landing page included.
 */
function createInitialCheck(ctx: TChunkingContext) {
  const known = new Map<string, boolean>();
  const isInitial = (id: string, visiting = new Set<string>()): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const info = ctx.getModuleInfo(id);
    const initial = Boolean(info && (info.isEntry || info.importers.some((importer) => isInitial(importer, visiting))));
    known.set(id, initial);
    return initial;
  };
  return isInitial;
}

/**
 * A small app module that only leans on the entry's libraries and on other such modules (or on the entry itself):
 * merged into the `shared` chunk, it never brings a page more than a few kilobytes it does not use.
 */
function createLightSharedCheck(ctx: TChunkingContext, isInitial: (id: string) => boolean) {
  const known = new Map<string, boolean>();
  const isLight = (id: string, visiting = new Set<string>()): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (visiting.has(id)) return true;
    visiting.add(id);
    const info = ctx.getModuleInfo(id);
    const light =
      info !== null &&
      SHARED_APP_MODULE.test(id) &&
      !isInitial(id) &&
      info.dynamicImporters.length === 0 &&
      (info.code?.length ?? Number.POSITIVE_INFINITY) <= MAX_SHARED_MODULE_BYTES &&
      info.importedIds.every((imported) =>
        NODE_MODULE.test(imported)
          ? LIGHT_LIBRARY.test(imported)
          : imported.startsWith('\0') || isInitial(imported) || isLight(imported, visiting),
      );
    known.set(id, light);
    return light;
  };
  return isLight;
}

/**
 * Output chunks of the app (decision 024). Left alone, Rolldown gives every module shared by a different set of
 * pages a chunk of its own: the signed-in dashboard's first render fetched about 60 files, most under 1 KB (an icon,
 * a hook, a card), and over HTTP/1.1 the browser asks for six at a time, one round trip each. Merged here: the
 * Lucide icons that several pages share, and the small app modules that several pages share and that import
 * nothing heavy. Modules of the entries' static graph stay where they are (the landing page is unchanged), and a
 * page's own modules stay in its chunk.
 */
export function appChunkGroups(): Rolldown.CodeSplittingOptions {
  let isInitial: ((id: string) => boolean) | undefined;
  let isLightShared: ((id: string) => boolean) | undefined;
  return {
    groups: [
      // The few icons the entry renders (the error screen's, the loading screen's) stay out of the shared icons.
      {
        name: 'entry-icons',
        test: LUCIDE_ICON,
        tags: ['$initial'],
        priority: 3,
      },
      { name: 'icons', test: LUCIDE_ICON, minShareCount: 2, priority: 2, includeDependenciesRecursively: false },
      {
        name: (id, ctx) => {
          isInitial ??= createInitialCheck(ctx);
          isLightShared ??= createLightSharedCheck(ctx, isInitial);
          return isLightShared(id) ? 'shared' : null;
        },
        debugName: 'shared',
        minShareCount: 2,
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
