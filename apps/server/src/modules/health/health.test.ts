import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => testApp.close());

describe('health endpoints', () => {
  it('answers liveness without touching the database', async () => {
    const execute = vi.spyOn(testApp.deps.db, 'execute');
    const response = await testApp.client().get('/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(execute).not.toHaveBeenCalled();
  });

  it('answers liveness ahead of the middleware, with the security headers and no request log line', async () => {
    const child = vi.spyOn(testApp.deps.logger, 'child');
    const response = await testApp.client().get('/api/health/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(child).not.toHaveBeenCalled();
    const reference = await (await testApp.client().get('/api/openapi.json')).json();
    expect(reference.paths['/health/live'].get.summary).toMatch(/^Liveness/);
    expect(reference.paths['/health/ready'].get.summary).toMatch(/^Readiness/);
  });

  it('is ready when the database and the file storage answer', async () => {
    const response = await testApp.client().get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: {
        database: { kind: testApp.deps.handle.kind, ok: true },
        storage: { kind: 'disk', ok: true },
      },
    });
  });

  it('is not ready, but still alive, while the database fails', async () => {
    vi.spyOn(testApp.deps.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const ready = await testApp.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks).toMatchObject({ database: { ok: false }, storage: { ok: true } });
    expect((await testApp.client().get('/api/health')).status).toBe(503);
    expect((await testApp.client().get('/api/health/live')).status).toBe(200);
  });

  it('is not ready while the file storage fails', async () => {
    vi.spyOn(testApp.deps.files, 'check').mockRejectedValue(new Error('bucket unreachable'));
    const ready = await testApp.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: true }, storage: { kind: 'disk', ok: false } },
    });
  });
});
