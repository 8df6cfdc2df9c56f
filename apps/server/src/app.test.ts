import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBeTruthy();
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('are on API responses', async () => {
    expectSecurityHeaders(await testApp.client().get('/api/health'));
  });

  it('are on API error responses', async () => {
    const notFound = await testApp.client().get('/api/no-such-route');
    expect(notFound.status).toBe(404);
    expectSecurityHeaders(notFound);
    expectSecurityHeaders(await testApp.client().get('/api/me'));
  });

  it('are on the SPA and its assets', async () => {
    expectSecurityHeaders(await testApp.client().get('/dashboard'));
    expectSecurityHeaders(await testApp.client().get('/assets/app-3f2a1b.js'));
  });

  it('are on auth responses', async () => {
    expectSecurityHeaders(await testApp.client().get('/api/auth/get-session'));
  });
});

describe('the single-page app', () => {
  it('serves index.html for client routes, revalidated on every load', async () => {
    const response = await testApp.client().get('/properties/123');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves deep links of the app, whatever their dynamic segments', async () => {
    for (const deepLink of ['/portfolio/abc-123', '/sign-lease?token=x', '/bootstrap-admin', '/Dashboard/']) {
      const response = await testApp.client().get(deepLink);
      expect(response.status, deepLink).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers an unknown path 404 with the app, so its not-found page renders', async () => {
    for (const unknown of ['/no-such-page', '/properties/1/2', '/portfolio']) {
      const response = await testApp.client().get(unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a missing asset 404, never cached', async () => {
    const response = await testApp.client().get('/assets/app-00000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.client().get('/assets/app-3f2a1b.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker', async () => {
    const response = await testApp.client().get('/sw.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer unknown API paths with the SPA', async () => {
    const response = await testApp.client().get('/api/unknown');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

describe('the landing page', () => {
  beforeAll(async () => {
    // The build prerenders the landing page once per language (scripts/prerender-landing.mjs).
    for (const language of ['en', 'es', 'fr', 'he', 'sq']) {
      await writeFile(
        path.join(testApp.deps.config.webDistDir, `landing.${language}.html`),
        `<!doctype html><html lang="${language}"><title>Rentwell</title><main>landing ${language}</main></html>`,
      );
    }
  });

  const landingOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return /landing (\w+)/.exec(await response.text())?.[1];
  };

  it('answers / with the prerendered page, revalidated, with the security headers', async () => {
    const response = await testApp.client().get('/');
    expect(await landingOf(response)).toBe('en');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  it('picks the language from ?lng=, then the i18next cookie, then Accept-Language', async () => {
    const client = testApp.client();
    expect(await landingOf(await client.get('/?lng=fr', { headers: { cookie: 'i18next=he' } }))).toBe('fr');
    expect(await landingOf(await client.get('/', { headers: { cookie: 'i18next=he', 'accept-language': 'es' } }))).toBe(
      'he',
    );
    expect(
      await landingOf(await client.get('/', { headers: { 'accept-language': 'de-DE, sq;q=0.8, es;q=0.5' } })),
    ).toBe('sq');
    expect(await landingOf(await client.get('/?lng=es-MX'))).toBe('es');
    expect(await landingOf(await client.get('/?lng=de', { headers: { 'accept-language': 'fr-CA' } }))).toBe('fr');
  });

  it('discards language values that look like script injection', async () => {
    const client = testApp.client();
    const injected = encodeURIComponent('<script>alert(1)</script>');
    expect(await landingOf(await client.get(`/?lng=${injected}`, { headers: { 'accept-language': 'es' } }))).toBe('es');
    const cookie = { cookie: 'i18next=he"><img src=x>', 'accept-language': 'sq' };
    expect(await landingOf(await client.get(`/?lng=${injected}`, { headers: cookie }))).toBe('sq');
  });

  it('keeps serving the app for every other route', async () => {
    const response = await testApp.client().get('/dashboard');
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('system endpoints', () => {
  it('reports health with the database kind', async () => {
    const response = await testApp.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: testApp.deps.handle.kind });
  });

  it('publishes an OpenAPI 3.1 document with the routes', async () => {
    const body = await (await testApp.client().get('/api/openapi.json')).json();
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/health', '/me', '/me/profile']));
  });

  it('serves the API reference page and its bundled assets', async () => {
    const page = await testApp.client().get('/api/docs');
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const bundle = await testApp.client().get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('answers an oversized JSON body with 413', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin' });
    const response = await client.request('PATCH', '/api/me/profile', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});
