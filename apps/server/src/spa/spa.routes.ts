import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isSpaRoute } from '@rentwell/contracts/spa-routes';
import { LANGUAGE_COOKIE, negotiateLanguage } from '@rentwell/domain/language';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/app-env.ts';
import type { ActorResolver } from '../modules/accounts/require-actor.ts';
import { readPrecompressed } from './precompressed-file.ts';
import { dataPreloadLink, hasRoleFirstLoads, roleFirstLoads } from './route-data-preloads.ts';
import { PRECOMPRESSED_EXTENSIONS, servePrecompressed } from './serve-precompressed.ts';

const HASHED_ASSET = /^\/assets\//;
const SINGLE_SEGMENT = /^\/[a-z][a-z-]*$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. `/` is the landing page,
 * prerendered per language (`landing.<lng>.html`, a small document of its own); every other client route gets the
 * single-page app's `index.html`, so deep links work, or the document the build wrote for that route
 * (`route-documents/<segment>.html`, or for a signed-in role `<segment>.<variant>.html`: `index.html` with preloads
 * of what the route needs first, decisions 021 and 027). A path that is no route of the app (contracts/spa-routes)
 * gets `index.html`, which renders the not-found page, but with status 404. A missing asset is a plain 404 that no
 * cache keeps: after a deploy, an old asset name must not stay answered with a page for a year. Compressible files go
 * out as the build's precompressed brotli or gzip sibling when the client accepts it, with `Vary: Accept-Encoding`.
 */
export function createSpaRoutes(webDistDir: string, resolveActor: ActorResolver) {
  const indexPath = path.join(webDistDir, 'index.html');
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      const immutable = c.res.ok && HASHED_ASSET.test(c.req.path);
      c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const vary = c.res.headers.get('Vary') ?? '';
    if (c.res.ok && PRECOMPRESSED_EXTENSIONS.test(c.req.path) && !/accept-encoding/i.test(vary)) {
      c.res.headers.append('Vary', 'Accept-Encoding');
    }
  });
  /** The landing page in the visitor's language: `?lng=`, then the `i18next` cookie, then Accept-Language. */
  app.get('/', async (c, next) => {
    const language = negotiateLanguage({
      query: c.req.query('lng'),
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
    });
    const landingPath = path.join(webDistDir, `landing.${language}.html`);
    if (!existsSync(landingPath)) return next();
    c.header('Content-Language', language);
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    return sendDocument(c, landingPath, 200);
  });
  app.use('*', servePrecompressed(webDistDir));
  app.use('*', serveStatic({ root: webDistDir }));
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  app.get('*', async (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The web app is not built yet: run `npm run build`, or use `npm run dev` while developing.', 503);
    }
    c.header('Vary', 'Accept-Encoding');
    if (!isSpaRoute(c.req.path)) return sendDocument(c, indexPath, 404);
    const variant = hasRoleFirstLoads(c.req.path) ? await preloadRoleFirstLoads(c, resolveActor) : null;
    return sendDocument(c, routeDocumentPath(webDistDir, c.req.path, variant) ?? indexPath, 200);
  });
  return app;
}

/**
 * Adds the `Link` preload of the first data the signed-in caller's role asks for on this route, and says which variant
 * of the route's document preloads that role's page (decision 027). The document then depends on the session: it is
 * private and varies with the cookie.
 */
async function preloadRoleFirstLoads(c: Context<AppEnv>, resolveActor: ActorResolver): Promise<string | null> {
  c.header('Vary', 'Cookie, Accept-Encoding');
  c.header('Cache-Control', 'private, no-cache');
  const actor = await resolveActor(c).catch(() => null);
  const loads = actor && roleFirstLoads(c.req.path, actor.role);
  if (!loads) return null;
  c.header('Link', dataPreloadLink(loads.data));
  return loads.documentVariant;
}

/** The route's own document, in the role's variant when the build wrote one. */
function routeDocumentPath(webDistDir: string, requestPath: string, variant: string | null): string | undefined {
  if (!SINGLE_SEGMENT.test(requestPath)) return undefined;
  const segment = requestPath.slice(1);
  const names = variant ? [`${segment}.${variant}.html`, `${segment}.html`] : [`${segment}.html`];
  return names.map((name) => path.join(webDistDir, 'route-documents', name)).find((file) => existsSync(file));
}

/** An HTML document of the build, precompressed when the client accepts it. */
async function sendDocument(c: Context<AppEnv>, filePath: string, status: 200 | 404) {
  const file = await readPrecompressed(filePath, c.req.header('accept-encoding'));
  if (file.contentEncoding) c.header('Content-Encoding', file.contentEncoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Length', String(file.body.byteLength));
  return c.body(new Uint8Array(file.body), status);
}
