import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import type { AppEnv } from '../../lib/app-env.ts';
import { LIVENESS_DOCUMENTATION } from '../health/liveness.routes.ts';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rentwell API reference</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** The OpenAPI 3.1 document of every route and a reference page served from the bundled Swagger UI (no CDN). */
export function createApiDocsRoutes(api: Hono<AppEnv>) {
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      openAPIRouteHandler(api, {
        documentation: {
          openapi: '3.1.0',
          info: {
            title: 'Rentwell API',
            version: '1.0.0',
            description:
              'JSON API of Rentwell. Authentication endpoints live under /api/auth (better-auth: sign-up/email, sign-in/email, sign-out, get-session, request-password-reset, reset-password, verify-email). Errors have the shape { error: { code, message, details? } }.',
          },
          servers: [{ url: '/api' }],
          paths: LIVENESS_DOCUMENTATION,
        },
      }),
    )
    .get('/docs', (c) => c.html(DOCS_PAGE))
    .get('/docs/init.js', (c) => c.body(INIT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const contentType = SWAGGER_ASSETS[file];
      if (!contentType) return c.notFound();
      const body = await readFile(path.join(swaggerUiDir, file));
      return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'public, max-age=86400' });
    });
}
