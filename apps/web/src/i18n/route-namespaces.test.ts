import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import * as messageNamespaces from './message-namespaces.ts';
import {
  DASHBOARD_NAMESPACES,
  DEFAULT_NAMESPACE,
  MESSAGE_NAMESPACE_NAMES,
  MESSAGE_NAMESPACES,
} from './message-namespaces.ts';

/** A list of namespaces that message-namespaces.ts exports by name (`PORTFOLIO_DASHBOARD_NAMESPACES`). */
function namedNamespaceList(name: string): readonly string[] {
  const value: unknown = (messageNamespaces as Record<string, unknown>)[name];
  return Array.isArray(value) ? value : [];
}

const SRC = path.resolve(import.meta.dirname, '..');
const PACKAGES = path.resolve(import.meta.dirname, '../../../../packages');
const ROUTER = path.join(SRC, 'app/router.tsx');
const MAIN = path.join(SRC, 'main.tsx');

/** String literals (template literals up to their first `${`) and the code without comments, of one source file. */
const TOKENS = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

type TSourceFile = {
  staticImports: string[];
  dynamicImports: string[];
  /** Top-level message keys its string literals start with (`'tenants.unitLabel'`, `` `status.${status}` ``). */
  topLevelKeys: Set<string>;
  /** Namespaces it loads itself (`loadMessages([…])`), for the code it imports with `import()`. */
  loadedNamespaces: Set<string>;
};

const TOP_LEVEL_KEYS = new Set(Object.keys(en));
const OWNER = new Map<string, string>(
  MESSAGE_NAMESPACE_NAMES.flatMap((namespace) =>
    (MESSAGE_NAMESPACES[namespace] as readonly string[]).map((key) => [key, namespace] as const),
  ),
);

function namespaceOf(topLevelKey: string): string {
  return OWNER.get(topLevelKey) ?? DEFAULT_NAMESPACE;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const workspacePackage = /^@rentwell\/([a-z-]+)\/(.+)$/.exec(specifier);
  const resolved = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : workspacePackage
      ? path.join(PACKAGES, workspacePackage[1] as string, 'src', `${workspacePackage[2]}.ts`)
      : undefined;
  return resolved && /\.tsx?$/.test(resolved) && existsSync(resolved) ? resolved : undefined;
}

const sources = new Map<string, TSourceFile>();

function sourceFile(file: string): TSourceFile {
  const known = sources.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const literals: string[] = [];
  const code = text.replace(TOKENS, (token) => {
    if (token.startsWith('/')) return ' ';
    const interpolation = token.startsWith('`') ? token.indexOf('${') : -1;
    literals.push(token.slice(1, interpolation === -1 ? -1 : interpolation));
    return `"${literals.length - 1}"`;
  });
  const literal = (index: string) => literals[Number(index)] as string;
  const imports = (pattern: RegExp) =>
    [...code.matchAll(pattern)].flatMap((match) => resolveImport(file, literal(match[1] as string)) ?? []);
  const parsed: TSourceFile = {
    staticImports: imports(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?"(\d+)"/gm),
    dynamicImports: imports(/\bimport\(\s*"(\d+)"\s*\)/g),
    topLevelKeys: new Set(
      literals.flatMap((value) => {
        const topLevelKey = /^([A-Za-z]+)\.[A-Za-z$]/.exec(value)?.[1];
        return topLevelKey && TOP_LEVEL_KEYS.has(topLevelKey) ? [topLevelKey] : [];
      }),
    ),
    loadedNamespaces: new Set([
      ...[...code.matchAll(/\bloadMessages\(\s*\[((?:\s*"\d+"\s*,?)+)\]/g)].flatMap((match) =>
        [...(match[1] as string).matchAll(/"(\d+)"/g)]
          .map((index) => literal(index[1] as string))
          .filter((value) => (MESSAGE_NAMESPACE_NAMES as readonly string[]).includes(value)),
      ),
      ...[...code.matchAll(/\bloadMessages\(\s*([A-Z_]+)\s*\)/g)].flatMap((match) =>
        namedNamespaceList(match[1] as string),
      ),
    ]),
  };
  sources.set(file, parsed);
  return parsed;
}

/** Every file `starts` reach through their imports (and `import()`s, with `withDynamic`), but those of `skip`. */
function reach(starts: readonly string[], withDynamic: boolean, skip: ReadonlySet<string> = new Set()): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file) || skip.has(file)) continue;
    reached.add(file);
    const { staticImports, dynamicImports } = sourceFile(file);
    pending.push(...staticImports, ...(withDynamic ? dynamicImports : []));
  }
  return reached;
}

/** The router's lazily loaded units: each call's `import()`s and the namespaces it lists beside them (or names). */
function routerUnits(): { name: string; modules: string[]; namespaces: string[] }[] {
  const text = readFileSync(ROUTER, 'utf8');
  const units: { name: string; modules: string[]; namespaces: string[] }[] = [];
  for (const call of text.matchAll(/(?<!function )\b(?:lazyRoute|guarded|lazyComponent)\(/g)) {
    let depth = 0;
    let end = call.index;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      if (text[end] === ')' && --depth === 0) break;
    }
    const body = text.slice(call.index, end);
    const modules = [...body.matchAll(/import\('([^']+)'\)/g)].flatMap(
      (match) => resolveImport(ROUTER, match[1] as string) ?? [],
    );
    const namespaces = [
      ...[...body.matchAll(/\[((?:\s*'[A-Za-z]+'\s*,?)+)\s*\]/g)].flatMap((list) =>
        [...(list[1] as string).matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1] as string),
      ),
      ...(/\bDASHBOARD_NAMESPACES\b/.test(body) ? DASHBOARD_NAMESPACES : []),
    ];
    if (modules.length > 0) units.push({ name: path.relative(SRC, modules[0] as string), modules, namespaces });
  }
  return units;
}

/**
 * The keys `files` use from namespaces that neither `translation`, `loaded` nor the files' own `loadMessages` calls
 * provide (one of those calls, beside an `import()`, covers what that import reaches on the route).
 */
function missingNamespaces(files: ReadonlySet<string>, loaded: ReadonlySet<string>): string[] {
  const available = new Set([DEFAULT_NAMESPACE, ...loaded]);
  for (const file of files) for (const namespace of sourceFile(file).loadedNamespaces) available.add(namespace);
  return [...files].flatMap((file) =>
    [...sourceFile(file).topLevelKeys]
      .filter((key) => !available.has(namespaceOf(key)))
      .map((key) => `${path.relative(SRC, file)} uses ${key}.* (namespace ${namespaceOf(key)})`),
  );
}

describe('the message namespaces each route loads', () => {
  const entry = reach([MAIN], false);
  const units = routerUnits();

  it('finds the routes of the router', () => {
    expect(units.map((unit) => unit.name)).toEqual(
      expect.arrayContaining(['app/app-layout.tsx', 'features/dashboard/pages/dashboard-page.tsx']),
    );
  });

  it('renders the entry with `translation` alone', () => {
    const used = [...entry].flatMap((file) => [...sourceFile(file).topLevelKeys].map(namespaceOf));
    expect(used.filter((namespace) => namespace !== DEFAULT_NAMESPACE)).toEqual([]);
  });

  it.each(units)('$name: its components use keys of the namespaces it loads only', ({ modules, namespaces }) => {
    const files = reach(modules, true, entry);
    expect(missingNamespaces(files, new Set(namespaces))).toEqual([]);
  });
});
