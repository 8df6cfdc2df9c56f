import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("better-auth's update-user follows the app's name rule", () => {
  it('refuses an empty or a 5,000-character name with 422, and anything but the name', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'tenant', name: 'Nadia Rule' });
    for (const body of [{ name: '' }, { name: ' a ' }, { name: 'x'.repeat(5000) }, { image: 'x'.repeat(5000) }]) {
      const response = await client.post('/api/auth/update-user', body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'INVALID_PROFILE' });
    }
    const me = await (await client.get('/api/me')).json();
    expect(me.user.name).toBe('Nadia Rule');
    expect(me.profile.fullName).toBe('Nadia Rule');
  });

  it('takes a valid name, trimmed, and the profile shows it too', async () => {
    const client = testApp.client();
    await client.signUp({ role: 'tenant', name: 'Nadia Before' });
    expect((await client.post('/api/auth/update-user', { name: '  Nadia After ' })).status).toBe(200);
    const me = await (await client.get('/api/me')).json();
    expect(me.user.name).toBe('Nadia After');
    expect(me.profile.fullName).toBe('Nadia After');
  });

  it('holds at sign-up too', async () => {
    for (const name of ['', 'x'.repeat(5000)]) {
      const { response } = await testApp.client().signUp({ role: 'tenant', name });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'INVALID_SIGN_UP' });
    }
  });
});
