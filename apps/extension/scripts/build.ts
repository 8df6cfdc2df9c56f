// Builds the unpacked extension: node --import tsx scripts/build.ts [--app-origin <origin>] [--test-build]
//   [--test-group-origin <origin>] [--out-dir <dir>]. The app origin defaults to BASE_URL's, else localhost:3000.
//   Output: dist (served zipped by the server), or dist-test for a test build. See README.md.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { iconPng } from '../src/icon-png.ts';
import {
  APP_BRIDGE_SCRIPT,
  BACKGROUND_SCRIPT,
  buildManifest,
  GROUP_COMPOSER_SCRIPT,
  ICON_SIZES,
  parseOrigin,
} from '../src/manifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    'app-origin': { type: 'string' },
    'test-build': { type: 'boolean', default: false },
    'test-group-origin': { type: 'string', default: 'http://127.0.0.1:4789' },
    'out-dir': { type: 'string' },
  },
});

// Like the server, a `.env` may set BASE_URL: the server's own working directory under `npm start` (apps/server), or
// where npm was started. Real environment variables win.
for (const dir of [path.join(root, '../server'), process.env.INIT_CWD ?? process.cwd()]) {
  const envFile = path.join(dir, '.env');
  if (!process.env.BASE_URL && existsSync(envFile)) process.loadEnvFile(envFile);
}
const defaultOrigin = process.env.BASE_URL ? new URL(process.env.BASE_URL).origin : 'http://localhost:3000';
const appOrigin = parseOrigin(values['app-origin'] ?? defaultOrigin);
const testGroupOrigin = values['test-build'] ? parseOrigin(values['test-group-origin']) : null;
const outDir = path.resolve(root, values['out-dir'] ?? (testGroupOrigin ? 'dist-test' : 'dist'));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const entries = {
  [BACKGROUND_SCRIPT]: 'src/background/main.ts',
  [APP_BRIDGE_SCRIPT]: 'src/app-bridge/main.ts',
  [GROUP_COMPOSER_SCRIPT]: 'src/group-composer/main.ts',
};
for (const [file, entry] of Object.entries(entries)) {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(outDir, file),
    bundle: true,
    format: 'iife',
    target: 'chrome116',
    minify: true,
    legalComments: 'none',
    define: { __TEST_GROUP_ORIGIN__: JSON.stringify(testGroupOrigin) },
    logLevel: 'warning',
  });
}

cpSync(path.join(root, '_locales'), path.join(outDir, '_locales'), { recursive: true });
mkdirSync(path.join(outDir, 'icons'));
for (const size of ICON_SIZES) writeFileSync(path.join(outDir, 'icons', `icon-${size}.png`), iconPng(size));
writeFileSync(
  path.join(outDir, 'manifest.json'),
  `${JSON.stringify(buildManifest({ appOrigin, testGroupOrigin }), null, 2)}\n`,
);
console.warn(
  `Extension built in ${path.relative(process.cwd(), outDir) || '.'} for ${appOrigin}${testGroupOrigin ? ` (test build, test groups on ${testGroupOrigin})` : ''}`,
);
