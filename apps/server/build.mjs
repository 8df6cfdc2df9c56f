// `npm run build -w @rentwell/server`: bundles the server and the workspace packages into apps/server/dist as plain
// JavaScript, so `npm start` runs it with `node`. Dependencies in node_modules stay external (sharp, PGlite and the
// rest load as they are). See docs/decisions/011-compiled-server.md.
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = path.join(SERVER_DIR, 'dist');

/** The programs the build produces: dist/<name>.js. */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  // Not a command: the PDF worker threads' entry, started by the server (src/documents/pdf-pool.ts).
  'pdf-worker': 'src/documents/pdf-worker.ts',
  // Not a command either: run below to make dist/pglite-template.
  'pglite-template': 'src/pglite-template-command.ts',
  'storage-copy-to-s3': 'src/storage-copy-to-s3.ts',
  backup: 'src/modules/backup/backup-command.ts',
  restore: 'src/modules/backup/restore-command.ts',
};

/** Every bare import except the workspace packages (`@rentwell/*`, bundled) is loaded from node_modules at run time. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rentwell/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Sources find files beside them through `import.meta.url` (migrations, data files, the root package.json, the web
 * build). In the bundle every module shares one URL, so each module's `import.meta.url` becomes its source file's
 * URL, written relative to the bundle: the output stays movable together with the repository.
 */
const sourceRelativeUrls = {
  name: 'source-relative-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = performance.now();
await rm(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: ENTRY_POINTS,
  outdir: OUT_DIR,
  // One file per program, no shared chunks: the rewritten URLs above are relative to dist/ itself.
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalDependencies, sourceRelativeUrls],
});
// New embedded databases start as a copy of this one instead of running initdb (packages/db/src/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/pglite-template.js', 'dist/pglite-template'], {
  cwd: SERVER_DIR,
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `Built the server into ${path.relative(process.cwd(), OUT_DIR) || '.'} (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps) in ${Math.round(performance.now() - started)} ms\n`,
);
