// Runs after `vite build`: renders the landing page (src/features/landing/prerender.tsx) into the built landing.html
// once per language, as dist/landing.<lng>.html. The server answers `/` with the file of the visitor's language.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
// The build's output directory (`dist`, or another given as the first argument, e.g. for `vite build --outDir`).
const distDir = path.resolve(webDir, process.argv[2] ?? 'dist');
const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'];

const template = await readFile(path.join(distDir, 'landing.html'), 'utf8');

// The Latin subset of the interface font, preloaded so the headline does not reflow when it arrives.
const assets = await readdir(path.join(distDir, 'assets'));
const latinFont = assets.find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
const fontPreload = latinFont
  ? `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin />\n    `
  : '';

const server = await createServer({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
});
try {
  const { renderLandingDocument } = await server.ssrLoadModule('/src/features/landing/prerender.tsx');
  for (const language of LANGUAGES) {
    const html = renderLandingDocument(template, language);
    const withPreload = html.replace('<title>', () => `${fontPreload}<title>`);
    await writeFile(path.join(distDir, `landing.${language}.html`), withPreload);
    process.stdout.write(
      `prerendered ${path.relative(webDir, distDir)}/landing.${language}.html (${Math.round(withPreload.length / 1024)} KB)\n`,
    );
  }
} finally {
  await server.close();
}
// Only the prerendered files are served; the template with its markers is not a page.
await rm(path.join(distDir, 'landing.html'));
