// @postgres: a due post claimed by two pages at once, scheduled in the organization's time zone
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FACEBOOK_GROUP_URL_MESSAGE, SELECT_A_GROUP_MESSAGE } from '@rentwell/contracts/social-posting';
import { organizations } from '@rentwell/db/schema/organizations';
import { socialPosts } from '@rentwell/db/schema/social-posting';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { startFakeLanguageModel } from '../../test/fake-language-model.ts';
import { multipartFile, pngImage } from '../../test/image-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { zipExtension } from './extension-package.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let manager: SignedInAccount;
let property: CreatedProperty;

const GROUPS = '/api/social-posting/groups';
const POSTS = '/api/social-posting/posts';

type Group = { id: string; name: string; url: string; active: boolean; postCount: number; lastPostedAt: string | null };
type Post = {
  id: string;
  status: string;
  scheduledAt: string | null;
  groups: { id: string; outcome: string | null }[];
  images: { id: string }[];
};

async function addGroup(account: SignedInAccount, name: string, url = `https://www.facebook.com/groups/${name}`) {
  const response = await account.client.post(GROUPS, { name, url, category: 'Rentals' });
  expect(response.status).toBe(201);
  return (await response.json()) as Group;
}

async function createPost(account: SignedInAccount, body: Record<string, unknown>) {
  return account.client.post(POSTS, { text: 'Sunny flat for rent', imageIds: [], scheduleFor: null, ...body });
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
  property = await createPropertyViaApi(landlord.client, { name: 'Harbor View', rentMinor: 185_000 });
});
afterAll(() => testApp.close());

describe('Facebook groups', () => {
  it('accepts only URLs containing facebook.com/groups/ and keeps them as https', async () => {
    for (const url of [
      'https://example.com/groups/x',
      'https://www.facebook.com/pages/x',
      'facebook.com/groups/',
      '',
    ]) {
      const response = await landlord.client.post(GROUPS, { name: 'Bad', url });
      expect(response.status).toBe(422);
      expect((await response.json()).error.details.url).toEqual([FACEBOOK_GROUP_URL_MESSAGE]);
    }
    const response = await landlord.client.post(GROUPS, { name: 'Portland rentals', url: 'facebook.com/groups/pdx' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      url: 'https://facebook.com/groups/pdx',
      active: true,
      postCount: 0,
      lastPostedAt: null,
      category: null,
    });
  });

  it('lets the owner edit, deactivate and delete, and answers 404 to anyone else', async () => {
    const group = await addGroup(landlord, 'owned-group');
    const renamed = await landlord.client.patch(`${GROUPS}/${group.id}`, { name: 'Owned group', active: false });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Owned group', active: false });
    const badUrl = await landlord.client.patch(`${GROUPS}/${group.id}`, { url: 'https://facebook.com/events/1' });
    expect(badUrl.status).toBe(422);

    // Another manager of the same organization and another organization's landlord do not see it.
    const stranger = await signUpLandlord(testApp);
    for (const other of [manager, stranger]) {
      const list = (await (await other.client.get(GROUPS)).json()) as { items: Group[] };
      expect(list.items.map((item) => item.id)).not.toContain(group.id);
      expect((await other.client.patch(`${GROUPS}/${group.id}`, { name: 'Mine' })).status).toBe(404);
      expect((await other.client.request('DELETE', `${GROUPS}/${group.id}`)).status).toBe(404);
      expect((await createPost(other, { groupIds: [group.id] })).status).toBe(422);
    }

    expect((await landlord.client.request('DELETE', `${GROUPS}/${group.id}`)).status).toBe(204);
    expect((await landlord.client.request('DELETE', `${GROUPS}/${group.id}`)).status).toBe(404);
  });

  it('refuses tenants and maintenance staff', async () => {
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const staff = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    for (const client of [tenancy.tenant, staff.client]) {
      expect((await client.get(GROUPS)).status).toBe(403);
      expect((await client.post(GROUPS, { name: 'x', url: 'https://facebook.com/groups/x' })).status).toBe(403);
      expect((await client.get(POSTS)).status).toBe(403);
      expect((await client.get('/api/social-posting/extension.zip')).status).toBe(403);
    }
  });
});

describe('posts', () => {
  let first: Group;
  let second: Group;
  let imageId: string;

  beforeAll(async () => {
    first = await addGroup(landlord, 'pdx-housing');
    second = await addGroup(landlord, 'oregon-rentals');
    const upload = await landlord.client.request('POST', `/api/properties/${property.id}/images`, {
      body: multipartFile(await pngImage(), 'front.png', 'image/png'),
    });
    imageId = (await upload.json()).id;
  });

  it('needs at least one of my active groups', async () => {
    const none = await createPost(landlord, { groupIds: [] });
    expect(none.status).toBe(422);
    expect((await none.json()).error.details.groupIds).toEqual([SELECT_A_GROUP_MESSAGE]);

    const inactive = await addGroup(landlord, 'sleeping-group');
    await landlord.client.patch(`${GROUPS}/${inactive.id}`, { active: false });
    const withInactive = await createPost(landlord, { groupIds: [first.id, inactive.id] });
    expect(withInactive.status).toBe(422);
    expect((await createPost(landlord, { groupIds: [first.id], text: '   ' })).status).toBe(422);
  });

  it('shares now: reports the hand-off and each group, counting a post only when it is published', async () => {
    const response = await createPost(landlord, { groupIds: [first.id, second.id], imageIds: [imageId] });
    expect(response.status).toBe(201);
    const post = (await response.json()) as Post;
    expect(post).toMatchObject({ status: 'sending', scheduledAt: null, images: [{ id: imageId }] });

    const accepted = await landlord.client.post(`${POSTS}/${post.id}/hand-off`, { outcome: 'accepted' });
    expect(await accepted.json()).toMatchObject({ status: 'sent' });
    expect((await landlord.client.post(`${POSTS}/${post.id}/hand-off`, { outcome: 'accepted' })).status).toBe(409);

    const result = (outcome: string, groupId = first.id) =>
      landlord.client.post(`${POSTS}/${post.id}/group-results`, { groupId, outcome });
    const counts = async () => {
      const groups = ((await (await landlord.client.get(GROUPS)).json()) as { items: Group[] }).items;
      return [first.id, second.id].map((id) => groups.find((group) => group.id === id)?.postCount);
    };
    expect((await result('filled')).status).toBe(200);
    expect((await result('filled', second.id)).status).toBe(200);
    // A filled composer is not a post yet.
    expect(await counts()).toEqual([0, 0]);

    const published = await result('published');
    expect(published.status).toBe(200);
    expect(((await published.json()) as Post).groups.find((group) => group.id === first.id)?.outcome).toBe('published');
    // Reported again (a retry), it still counts once.
    expect((await result('published')).status).toBe(200);
    // The second group's tab was closed without posting: abandoned, not counted.
    expect((await result('abandoned', second.id)).status).toBe(200);
    expect(await counts()).toEqual([1, 0]);
    const groups = ((await (await landlord.client.get(GROUPS)).json()) as { items: Group[] }).items;
    expect(groups.find((group) => group.id === first.id)?.lastPostedAt).not.toBeNull();
    expect(groups.find((group) => group.id === second.id)).toMatchObject({ lastPostedAt: null });

    // A final outcome is not overturned, and nothing else moves the count.
    expect((await result('failed')).status).toBe(409);
    expect((await result('published', second.id)).status).toBe(409);
    expect((await result('filled')).status).toBe(409);
    expect(await counts()).toEqual([1, 0]);

    // Only the outcomes the extension knows, and only the post's own groups.
    expect((await result('posted')).status).toBe(422);
    const strangerGroup = await addGroup(manager, 'managers-group');
    expect((await result('published', strangerGroup.id)).status).toBe(404);
    expect(
      (await manager.client.post(`${POSTS}/${post.id}/group-results`, { groupId: first.id, outcome: 'published' }))
        .status,
    ).toBe(404);

    // A composer that could not be filled counts nothing either.
    const another = (await (await createPost(landlord, { groupIds: [second.id] })).json()) as Post;
    const failed = await landlord.client.post(`${POSTS}/${another.id}/group-results`, {
      groupId: second.id,
      outcome: 'failed',
    });
    expect(failed.status).toBe(200);
    expect(await counts()).toEqual([1, 0]);

    // Another user of the organization cannot see or report on the post.
    expect((await manager.client.post(`${POSTS}/${post.id}/hand-off`, { outcome: 'accepted' })).status).toBe(404);
    const list = (await (await manager.client.get(POSTS)).json()) as { items: Post[] };
    expect(list.items.map((item) => item.id)).not.toContain(post.id);
  });

  it("schedules on the organization's clock and hands a due post over once", async () => {
    await testApp.deps.db
      .update(organizations)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(organizations.id, landlord.organizationId));
    // Written past the settings route, so the sessions it remembers (with the old time zone) are forgotten here.
    testApp.deps.sessionActors.forgetOrganization(landlord.organizationId);
    const past = await createPost(landlord, {
      groupIds: [first.id],
      scheduleFor: { date: '2020-01-01', time: '09:00' },
    });
    expect(past.status).toBe(422);
    expect(
      (await createPost(landlord, { groupIds: [first.id], scheduleFor: { date: '2030-01-01', time: '25:00' } })).status,
    ).toBe(422);

    const response = await createPost(landlord, {
      groupIds: [first.id],
      scheduleFor: { date: '2031-07-04', time: '09:30' },
    });
    expect(response.status).toBe(201);
    const post = (await response.json()) as Post;
    // 09:30 in Los Angeles in July (PDT, UTC−7).
    expect(post).toMatchObject({ status: 'scheduled', scheduledAt: '2031-07-04T16:30:00.000Z' });

    const claim = async () =>
      ((await (await landlord.client.post(`${POSTS}/claim-due`)).json()) as { items: Post[] }).items.map((p) => p.id);
    expect(await claim()).not.toContain(post.id);

    // Due now: two pages asking at once get it once between them.
    await testApp.deps.db
      .update(socialPosts)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(socialPosts.id, post.id));
    const [a, b] = await Promise.all([claim(), claim()]);
    expect([...(a ?? []), ...(b ?? [])].filter((id) => id === post.id)).toHaveLength(1);
    expect(await manager.client.post(`${POSTS}/claim-due`).then((r) => r.json())).toEqual({ items: [] });

    const failed = await landlord.client.post(`${POSTS}/${post.id}/hand-off`, {
      outcome: 'failed',
      error: 'tabs-failed',
    });
    expect(await failed.json()).toMatchObject({ status: 'failed' });
  });

  it('fails a post claimed for sending that no page reported on within ten minutes', async () => {
    const post = (await (await createPost(landlord, { groupIds: [first.id] })).json()) as Post;
    const claimedAt = (minutesAgo: number) =>
      testApp.deps.db
        .update(socialPosts)
        .set({ claimedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(socialPosts.id, post.id));
    const statusOf = async () =>
      ((await (await landlord.client.get(POSTS)).json()) as { items: Post[] }).items.find((p) => p.id === post.id)
        ?.status;
    await claimedAt(5);
    await landlord.client.post(`${POSTS}/claim-due`);
    expect(await statusOf()).toBe('sending');
    await claimedAt(11);
    await landlord.client.post(`${POSTS}/claim-due`);
    expect(await statusOf()).toBe('failed');
  });

  it('pages my posts, newest first, with the total', async () => {
    const poster = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const group = await addGroup(poster, 'paged-group');
    const created: string[] = [];
    for (const text of ['One', 'Two', 'Three']) {
      created.push(((await (await createPost(poster, { text, groupIds: [group.id] })).json()) as Post).id);
    }
    const pageOf = async (query: string) =>
      (await (await poster.client.get(`${POSTS}?${query}`)).json()) as {
        items: Post[];
        total: number;
        page: number;
        pageSize: number;
      };
    const first = await pageOf('pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((post) => post.id)).toEqual([created[2], created[1]]);
    expect((await pageOf('pageSize=2&page=2')).items.map((post) => post.id)).toEqual([created[0]]);
    expect(await pageOf('')).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    for (const query of ['page=0', 'pageSize=101']) {
      expect((await poster.client.get(`${POSTS}?${query}`)).status).toBe(422);
    }
  });

  it('cancels a scheduled post only', async () => {
    const post = (await (
      await createPost(landlord, { groupIds: [second.id], scheduleFor: { date: '2032-01-10', time: '08:00' } })
    ).json()) as Post;
    expect((await manager.client.post(`${POSTS}/${post.id}/cancel`)).status).toBe(404);
    const cancelled = await landlord.client.post(`${POSTS}/${post.id}/cancel`);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await landlord.client.post(`${POSTS}/${post.id}/cancel`)).status).toBe(409);
  });

  it("writes a post from the property's facts in the asked language, with its gallery", async () => {
    const response = await landlord.client.post('/api/social-posting/compose', {
      kind: 'property',
      id: property.id,
      language: 'fr',
    });
    expect(response.status).toBe(200);
    const composed = await response.json();
    expect(composed.writtenBy).toBe('template');
    expect(composed.text).toContain('À louer: Harbor View');
    expect(composed.text).toContain('1 Fixture Way, Portland');
    expect(composed.text).toMatch(/1\s?850,00\s?\$US par mois/);
    expect(composed.images.map((image: { id: string }) => image.id)).toEqual([imageId]);

    const sources = (await (await landlord.client.get('/api/social-posting/sources')).json()) as {
      items: { kind: string; id: string }[];
    };
    expect(sources.items).toContainEqual(expect.objectContaining({ kind: 'property', id: property.id }));

    const stranger = await signUpLandlord(testApp);
    const foreign = await stranger.client.post('/api/social-posting/compose', {
      kind: 'property',
      id: property.id,
      language: 'en',
    });
    expect(foreign.status).toBe(404);
    expect((await stranger.client.post(POSTS, { text: 'x', groupIds: [first.id] })).status).toBe(422);
  });
});

describe('composer with a language model', () => {
  it("uses the model's wording from the property's facts, and the template when the model fails", async () => {
    const model = await startFakeLanguageModel();
    const modelApp = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test-model' });
    try {
      const owner = await signUpLandlord(modelApp);
      const home = await createPropertyViaApi(owner.client, { name: 'Cedar Lofts', rentMinor: 210_000 });
      model.behave({ reply: 'Bright lofts at Cedar Lofts, $2,100 a month.' });
      const compose = () =>
        owner.client.post('/api/social-posting/compose', { kind: 'property', id: home.id, language: 'es' });
      expect(await (await compose()).json()).toMatchObject({
        writtenBy: 'language-model',
        text: 'Bright lofts at Cedar Lofts, $2,100 a month.',
      });
      const request = model.requests.at(-1);
      expect(request?.body.messages[0]?.content).toContain('Spanish');
      expect(request?.body.messages[1]?.content).toContain('"name":"Cedar Lofts"');

      model.behave({ status: 500 });
      const fallback = await (await compose()).json();
      expect(fallback.writtenBy).toBe('template');
      expect(fallback.text).toContain('Se alquila: Cedar Lofts');
    } finally {
      await modelApp.close();
      await model.close();
    }
  });
});

describe('extension download', () => {
  it('zips the built extension folder and refuses clearly when it was not built', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'extension-dist-'));
    try {
      await expect(zipExtension(dir)).rejects.toThrow('not built');
      await mkdir(path.join(dir, 'content'));
      await writeFile(path.join(dir, 'manifest.json'), '{"manifest_version":3,"version":"1.3.0"}');
      await writeFile(path.join(dir, 'content', 'page.js'), 'console.log(1)');
      const files = unzipSync(await zipExtension(dir));
      expect(Object.keys(files).sort()).toEqual(['content/page.js', 'manifest.json']);
      expect(new TextDecoder().decode(files['manifest.json'])).toContain('"1.3.0"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
