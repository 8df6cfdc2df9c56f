// `node scripts/build-if-stale.mjs <web|extension|server>…`: runs a build only when its inputs changed since the last
// successful one (or its output is missing), so `npm start` starts fast when nothing changed. Inputs are compared by
// path, size and modification time; a checkout, an edit or a dependency change triggers the build.
// `--if-missing` builds only a missing output and never replaces one: what backup and restore use, since a server
// may be running from that build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Outside the served web build; node_modules/.cache is where build tools keep such state. */
const STAMP_DIR = path.join(ROOT, 'node_modules', '.cache', 'rentwell-builds');

const PACKAGE_SOURCES = ['packages/contracts', 'packages/domain'].flatMap((dir) => [
  `${dir}/src`,
  `${dir}/package.json`,
]);

const TARGETS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/landing.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-landing-plugin.ts',
      'apps/web/package.json',
      ...PACKAGE_SOURCES,
      'package-lock.json',
    ],
    output: 'apps/web/dist/index.html',
    command: ['npm', 'run', 'build', '--workspace', '@rentwell/web'],
  },
  extension: {
    inputs: [
      'apps/extension/src',
      'apps/extension/_locales',
      'apps/extension/scripts',
      'apps/extension/package.json',
      'packages/contracts/src',
      'packages/contracts/package.json',
      'package-lock.json',
      // The build takes the app's origin from BASE_URL, set in the environment or in one of these files.
      'apps/server/.env',
      '.env',
    ],
    environment: ['BASE_URL'],
    output: 'apps/extension/dist/manifest.json',
    command: ['npm', 'run', 'build', '--workspace', '@rentwell/extension'],
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      ...PACKAGE_SOURCES,
      'packages/db/src',
      'packages/db/package.json',
      'package-lock.json',
    ],
    output: 'apps/server/dist/main.js',
    command: ['npm', 'run', 'build', '--workspace', '@rentwell/server'],
  },
};

/** Tests never reach a build, so editing one does not make it stale. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

async function listFiles(relative) {
  const full = path.join(ROOT, relative);
  const info = await stat(full).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [{ relative, size: info.size, mtime: info.mtimeMs }];
  const entries = await readdir(full, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !isTest(entry.name))
      .map((entry) => listFiles(path.join(relative, entry.name))),
  );
  return nested.flat();
}

async function fingerprint(target) {
  const files = (await Promise.all(target.inputs.map(listFiles))).flat();
  files.sort((a, b) => a.relative.localeCompare(b.relative));
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.relative}\0${file.size}\0${file.mtime}\n`);
  for (const variable of target.environment ?? []) hash.update(`${variable}=${process.env[variable] ?? ''}\n`);
  return hash.digest('hex');
}

async function buildIfStale(name, { ifMissing }) {
  const target = TARGETS[name];
  if (!target) throw new Error(`Unknown build target "${name}"; known: ${Object.keys(TARGETS).join(', ')}`);
  if (ifMissing && existsSync(path.join(ROOT, target.output))) {
    process.stdout.write(`Using the existing ${name} build (a running server may be using it).\n`);
    return;
  }
  const before = await fingerprint(target);
  const stampPath = path.join(STAMP_DIR, `${name}.fingerprint`);
  const stamp = existsSync(stampPath) ? (await readFile(stampPath, 'utf8')).trim() : null;
  if (stamp === before && existsSync(path.join(ROOT, target.output))) {
    process.stdout.write(`The ${name} build is up to date.\n`);
    return;
  }
  process.stdout.write(`Building the ${name} (its sources changed since the last build)…\n`);
  const [command, ...args] = target.command;
  const run = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Sources edited during the build leave the old fingerprint, so the next start builds again.
  await mkdir(STAMP_DIR, { recursive: true });
  await writeFile(stampPath, `${before}\n`);
}

const options = { ifMissing: process.argv.includes('--if-missing') };
for (const name of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) await buildIfStale(name, options);
