// The JavaScript budgets of the design brief (§9), measured on the build: the gzipped size of what a page needs for
// its first render, from dist/.vite/manifest.json (an entry's chunk, its static imports, and for a route of the app
// the lazy chunks the router loads before that page can show). Fails the build when a budget is exceeded.
//
//   npm run build -w @rentwell/web      (runs this at the end)
//   npm run check:budget                (on an existing build)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.resolve(webDir, process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const KB = 1024;

/** Each page: the manifest entries whose chunks its first render needs, and its budget in gzipped KB. */
const PAGES = [
  { page: '/', entries: ['landing.html'], budgetKb: 100 },
  {
    page: '/dashboard',
    entries: ['index.html', 'src/app/app-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
    budgetKb: 170,
  },
];

/** Loaded after the first render; reported, not budgeted. */
const AFTER_FIRST_RENDER = [
  { name: '/ contact form (when it comes near)', entry: 'src/features/landing/mount-contact-island.tsx' },
];

function chunkOf(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: update scripts/check-bundle-budget.mjs`);
  return chunk;
}

/** The JS files of an entry and of everything it imports statically. */
function staticClosure(key, files = new Set()) {
  const chunk = chunkOf(key);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
  return gzipSizes.get(file);
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const appEntryFile = chunkOf('index.html').file;

for (const { page, entries, budgetKb } of PAGES) {
  const files = new Set();
  for (const entry of entries) staticClosure(entry, files);
  const size = total(files);
  const isOver = size > budgetKb * KB;
  failed ||= isOver;
  process.stdout.write(
    `${isOver ? '✗' : '✓'} ${page}: ${kb(size)} gzipped JS for the first render (budget ${budgetKb} KB)\n`,
  );
  if (entries.length > 1) {
    const entryOnly = total(staticClosure(entries[0]));
    process.stdout.write(`    of which ${kb(entryOnly)}: the ${entries[0]} entry and its static imports\n`);
  }
  const largest = [...files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 6);
  for (const file of largest) process.stdout.write(`    ${kb(gzipSize(file)).padStart(9)}  ${file}\n`);
}

// The landing page must not load the signed-in app (router, query cache, auth client live in its entry chunk).
const landingFiles = staticClosure('landing.html');
if (landingFiles.has(appEntryFile)) {
  failed = true;
  process.stdout.write(`✗ /: the landing page loads the app's entry chunk ${appEntryFile}\n`);
}

for (const { name, entry } of AFTER_FIRST_RENDER) {
  const files = staticClosure(entry);
  for (const file of landingFiles) files.delete(file);
  process.stdout.write(`  ${name}: ${kb(total(files))} gzipped JS, loaded after the first render\n`);
}

if (failed) {
  process.stderr.write('\nJavaScript budget exceeded (design brief §9)\n');
  process.exit(1);
}
