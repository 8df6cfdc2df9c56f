import type { Rolldown } from 'vite';

type TChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * The app's own modules that pages share: components, hooks and helpers, the areas' query options, and the workspace
 * packages.
 */
const SHARED_APP_MODULE =
  /apps[\\/]web[\\/]src[\\/](components[\\/]|lib[\\/]|features[\\/][a-z-]+[\\/]api[\\/][a-z-]+-queries\.ts$)|packages[\\/][a-z-]+[\\/]src[\\/]/;
/** `/dashboard`'s route: its page, its prefetch and the loader of each audience's dashboard, which both use. */
const DASHBOARD_ROUTE =
  /apps[\\/]web[\\/]src[\\/]features[\\/]dashboard[\\/](pages[\\/]dashboard-page\.tsx|api[\\/]prefetch-dashboard\.ts|audience-dashboards\.ts)$/;
/**
 * Libraries a shared module may import and still join the `shared` chunk: the entry's (React and React DOM with their
 * scheduler, i18next, the router, the query client) and the small query hooks. A module importing anything else (Radix, zod,
 * sonner, recharts…) stays in its own chunk, so that the `shared` chunk never makes a page load such a library.
 */
const LIGHT_LIBRARY =
  /node_modules[\\/](react|react-dom|scheduler|react-i18next|react-router|@tanstack[\\/]react-query|lucide-react)[\\/]/;
const NODE_MODULE = /[\\/]node_modules[\\/]/;
/**
 * What the first screen after sign-in renders: the app's shell (layout, navigation, menus) and `/dashboard`, whose
 * audiences' dashboards load from its route.
 */
const FIRST_SCREEN_MODULE = /apps[\\/]web[\\/]src[\\/](app|features[\\/]dashboard)[\\/]/;
const LUCIDE_BARREL = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const LUCIDE_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([^"']+)["']/g;
/** Larger modules keep a chunk of their own: only what costs more in requests than in bytes is merged. */
const MAX_SHARED_MODULE_BYTES = 6 * 1024;

/**
 * A yes/no question about a module that depends on the same question about its neighbours in the module graph,
 * answered once per module; a module met again on the current path answers `onCycle`.
 */
function memoizedGraphCheck(onCycle: boolean, check: (id: string) => boolean): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const onPath = new Set<string>();
  return (id) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (onPath.has(id)) return onCycle;
    onPath.add(id);
    const answer = check(id);
    onPath.delete(id);
    known.set(id, answer);
    return answer;
  };
}

/**
 * Whether a module is in the static import graph of an entry (`index.html`, `landing.html`): such a module is in the
 * entry's chunks already, and moving it would add a request to every page, the landing page included.
 */
function createInitialCheck(ctx: TChunkingContext) {
  const isInitial = memoizedGraphCheck(false, (id) => {
    const info = ctx.getModuleInfo(id);
    return Boolean(info && (info.isEntry || info.importers.some((importer) => isInitial(importer))));
  });
  return isInitial;
}

/**
 * Whether a module is one of the app's own modules that a document other than the app's (`landing.html`: its
 * contact form, loaded when it comes near) reaches, statically or with `import()`. The shared chunk imports from
 * the app entry's chunks (the router, the query client), which must never run on the landing page.
 */
function createOtherDocumentCheck(ctx: TChunkingContext, otherEntries: readonly string[]) {
  let reached: Set<string> | undefined;
  const collect = () => {
    const found = new Set<string>();
    const pending = [...otherEntries];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id) || NODE_MODULE.test(id)) continue;
      found.add(id);
      const info = ctx.getModuleInfo(id);
      if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    return found;
  };
  const reachedModules = () => {
    reached ??= collect();
    return reached;
  };
  let iconFiles: Set<string> | undefined;
  /** The Lucide icons those modules import (`import { Send } from 'lucide-react'`), by the barrel's re-exports. */
  const collectIconFiles = () => {
    const names = new Set<string>();
    let barrel = '';
    for (const id of reachedModules()) {
      const info = ctx.getModuleInfo(id);
      barrel ||= info?.importedIds.find((imported) => LUCIDE_BARREL.test(imported)) ?? '';
      for (const match of (info?.code ?? '').matchAll(LUCIDE_IMPORT)) {
        for (const specifier of (match[1] ?? '').split(',')) names.add(specifier.trim().split(/\s+/)[0] ?? '');
      }
    }
    const files = new Set<string>();
    for (const match of (ctx.getModuleInfo(barrel)?.code ?? '').matchAll(LUCIDE_REEXPORT)) {
      const exported = (match[1] ?? '').split(',').map((specifier) => specifier.trim().split(/\s+/).at(-1));
      if (exported.some((name) => name !== undefined && names.has(name))) files.add(match[2] ?? '');
    }
    return files;
  };
  const importsIcon = (iconId: string) => {
    iconFiles ??= collectIconFiles();
    return iconFiles.has(iconId.split(/[\\/]/).at(-1) ?? '');
  };
  return { reaches: (id: string) => reachedModules().has(id), importsIcon };
}

/**
 * Whether the first screen (`FIRST_SCREEN_MODULE`) imports a module, statically and through the app's own modules:
 * the shared modules it uses join the `shared` chunk, and the others `shared-pages`, which that screen never loads.
 */
function createFirstScreenCheck(ctx: TChunkingContext) {
  const isFirstScreen = memoizedGraphCheck(false, (id) =>
    Boolean(
      ctx
        .getModuleInfo(id)
        ?.importers.some(
          (importer) => !NODE_MODULE.test(importer) && (FIRST_SCREEN_MODULE.test(importer) || isFirstScreen(importer)),
        ),
    ),
  );
  return isFirstScreen;
}

/**
 * A small app module that only leans on the entry's libraries and on other such modules (or on the entry itself):
 * merged into the `shared` chunk, it never brings a page more than a few kilobytes it does not use.
 */
function createLightSharedCheck(ctx: TChunkingContext, isInitial: (id: string) => boolean) {
  const isLight = memoizedGraphCheck(true, (id) => {
    const info = ctx.getModuleInfo(id);
    return (
      info !== null &&
      SHARED_APP_MODULE.test(id) &&
      !isInitial(id) &&
      info.dynamicImporters.length === 0 &&
      (info.code?.length ?? Number.POSITIVE_INFINITY) <= MAX_SHARED_MODULE_BYTES &&
      info.importedIds.every((imported) =>
        NODE_MODULE.test(imported)
          ? LIGHT_LIBRARY.test(imported)
          : imported.startsWith('\0') || isInitial(imported) || isLight(imported),
      )
    );
  });
  return isLight;
}

/**
 * Output chunks of the app (decision 024). Left alone, Rolldown gives every module shared by a different set of pages a
 * chunk of its own: the signed-in dashboard's first render fetched about 60 files, most under 1 KB (an icon, a hook, a
 * card), and over HTTP/1.1 the browser asks for six at a time, one round trip each. Merged here: the Lucide icons that
 * several pages share, the small app modules that several pages share and that import nothing heavy (the areas' query
 * options among them: those the first screen uses in `shared`, the others in `shared-pages`), and `/dashboard`'s route
 * modules (decision 029). Modules of the entries' static graph stay where
 * they are, as do the app modules that `otherEntries` (the landing page) reach, and a page's own modules stay in its
 * chunk.
 */
export function appChunkGroups(otherEntries: readonly string[]): Rolldown.CodeSplittingOptions {
  let isInitial: ((id: string) => boolean) | undefined;
  let isLightShared: ((id: string) => boolean) | undefined;
  let otherDocuments: ReturnType<typeof createOtherDocumentCheck> | undefined;
  let isFirstScreen: ((id: string) => boolean) | undefined;
  return {
    groups: [
      // Three sub-kilobyte modules that `/dashboard` always loads together.
      { name: 'dashboard-route', test: DASHBOARD_ROUTE, priority: 4, includeDependenciesRecursively: false },
      // The few icons the entry renders (the error screen's, the loading screen's) stay out of the shared icons.
      {
        name: 'entry-icons',
        test: LUCIDE_ICON,
        tags: ['$initial'],
        priority: 3,
      },
      {
        name: (id, ctx) => {
          if (!LUCIDE_ICON.test(id)) return null;
          otherDocuments ??= createOtherDocumentCheck(ctx, otherEntries);
          return otherDocuments.importsIcon(id) ? null : 'icons';
        },
        debugName: 'icons',
        minShareCount: 2,
        priority: 2,
        includeDependenciesRecursively: false,
      },
      {
        name: (id, ctx) => {
          isInitial ??= createInitialCheck(ctx);
          isLightShared ??= createLightSharedCheck(ctx, isInitial);
          otherDocuments ??= createOtherDocumentCheck(ctx, otherEntries);
          isFirstScreen ??= createFirstScreenCheck(ctx);
          if (!isLightShared(id) || otherDocuments.reaches(id)) return null;
          return isFirstScreen(id) ? 'shared' : 'shared-pages';
        },
        debugName: 'shared',
        minShareCount: 2,
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
