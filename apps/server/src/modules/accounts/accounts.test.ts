import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/me', () => {
  it('answers 401 with the error shape when signed out', async () => {
    const response = await testApp.client().get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
  });

  it('returns the user, role, organization and default profile', async () => {
    const client = testApp.client();
    const { email } = await client.signUp({ role: 'property_manager', name: 'Pat Manager' });
    const body = await (await client.get('/api/me')).json();
    expect(body).toMatchObject({
      user: { email, name: 'Pat Manager', emailVerified: false },
      role: 'property_manager',
      organization: { currency: 'USD' },
      profile: { displayScale: 1, preferredLanguage: 'en', themePreference: 'system', preferredCurrency: 'USD' },
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('persists display scale, language and theme across sessions', async () => {
    const client = testApp.client();
    const { email, password } = await client.signUp({ role: 'tenant' });
    const update = await client.patch('/api/me/profile', {
      displayScale: 1.25,
      preferredLanguage: 'he',
      themePreference: 'dark',
    });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ displayScale: 1.25, preferredLanguage: 'he', themePreference: 'dark' });

    const later = testApp.client();
    await later.signIn(email, password);
    const body = await (await later.get('/api/me')).json();
    expect(body.profile).toMatchObject({ displayScale: 1.25, preferredLanguage: 'he', themePreference: 'dark' });
  });

  it('renames the user with the full name', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin', name: 'Old Name' });
    await client.patch('/api/me/profile', { fullName: 'New Name' });
    const body = await (await client.get('/api/me')).json();
    expect(body.user.name).toBe('New Name');
    expect(body.profile.fullName).toBe('New Name');
  });

  it('answers 422 with details per field for bad values', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin' });
    const response = await client.patch('/api/me/profile', { displayScale: 2, preferredLanguage: 'de' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.details).sort()).toEqual(['displayScale', 'preferredLanguage']);
  });

  it('refuses unknown fields', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin' });
    const response = await client.patch('/api/me/profile', { role: 'site_admin' });
    expect(response.status).toBe(422);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'admin' });
    const response = await client.request('PATCH', '/api/me/profile', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'displayScale=1.5',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers 401 when signed out', async () => {
    const response = await testApp.client().patch('/api/me/profile', { displayScale: 1.1 });
    expect(response.status).toBe(401);
  });
});
