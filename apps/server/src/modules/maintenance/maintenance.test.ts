import { mailOutbox } from '@rentwell/db/schema/mail';
import { notifications } from '@rentwell/db/schema/notifications';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { jpegWithGps, multipartFile, pngImage } from '../../test/image-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let worker: SignedInAccount;
let tenancy: CreatedTenancy;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  worker = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
  const property = await createPropertyViaApi(landlord.client, { name: 'Leaky Lofts', unitCount: 2 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
});
afterAll(() => testApp.close());

const newRequest = {
  title: 'Kitchen tap drips',
  description: 'The kitchen tap has been dripping since Monday.',
  priority: 'medium',
  category: 'plumbing',
};

async function fileRequest(overrides: Record<string, unknown> = {}) {
  const response = await tenancy.tenant.post('/api/maintenance', { ...newRequest, ...overrides });
  expect(response.status).toBe(201);
  return response.json();
}

describe('the request lifecycle', () => {
  it('tenant files with a photo, landlord assigns and starts, maintenance notes, prices and completes', async () => {
    const request = await fileRequest();
    expect(request).toMatchObject({ status: 'open', property: { name: 'Leaky Lofts' }, unit: { label: '1' } });

    const photo = await tenancy.tenant.request('POST', `/api/maintenance/${request.id}/photos`, {
      body: multipartFile(await jpegWithGps(), 'tap.jpg', 'image/jpeg'),
    });
    expect(photo.status).toBe(201);
    const photoDownload = await landlord.client.get((await photo.json()).displayUrl);
    expectStoredFileHeaders(photoDownload, 'inline');
    const stored = Buffer.from(await photoDownload.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const assigned = await landlord.client.patch(`/api/maintenance/${request.id}`, { assignedToUserId: worker.userId });
    expect((await assigned.json()).assignedTo.id).toBe(worker.userId);
    const started = await landlord.client.post(`/api/maintenance/${request.id}/transition`, { action: 'start' });
    expect((await started.json()).status).toBe('in_progress');

    expect(
      (await worker.client.post(`/api/maintenance/${request.id}/comments`, { body: 'Replaced the washer.' })).status,
    ).toBe(201);
    const priced = await worker.client.patch(`/api/maintenance/${request.id}`, { costMinor: 4_500 });
    expect((await priced.json()).costMinor).toBe(4_500);
    const completed = await worker.client.post(`/api/maintenance/${request.id}/transition`, { action: 'complete' });
    expect(await completed.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });

    const seen = await (await tenancy.tenant.get(`/api/maintenance/${request.id}`)).json();
    expect(seen.status).toBe('completed');
    expect(seen.comments.map((comment: { body: string }) => comment.body)).toEqual(['Replaced the washer.']);
    const tenantNotifications = await (await tenancy.tenant.get('/api/notifications')).json();
    expect(tenantNotifications.items.map((item: { event: string }) => item.event)).toEqual(
      expect.arrayContaining(['maintenance_status_changed', 'maintenance_commented']),
    );
  });

  it('refuses illegal transitions with 409 and role-inappropriate ones with 403', async () => {
    const request = await fileRequest({ title: 'Door sticks' });
    const complete = await landlord.client.post(`/api/maintenance/${request.id}/transition`, { action: 'complete' });
    expect(complete.status).toBe(409);
    expect((await complete.json()).error.code).toBe('invalid_transition');
    expect((await tenancy.tenant.post(`/api/maintenance/${request.id}/transition`, { action: 'start' })).status).toBe(
      403,
    );
    expect((await tenancy.tenant.patch(`/api/maintenance/${request.id}`, { priority: 'urgent' })).status).toBe(403);
    const cancelled = await tenancy.tenant.post(`/api/maintenance/${request.id}/transition`, { action: 'cancel' });
    expect((await cancelled.json()).status).toBe('cancelled');
  });
});

describe('scope', () => {
  it('shows tenants only their own requests and maintenance staff only assigned ones', async () => {
    const mine = await fileRequest({ title: 'Window latch broken' });
    const property = await createPropertyViaApi(landlord.client, { name: 'Other Building', unitCount: 1 });
    const neighbour = await addTenantViaApi(testApp, landlord.client, property);
    const theirs = await (
      await neighbour.tenant.post('/api/maintenance', { ...newRequest, title: 'Noisy fan' })
    ).json();

    const tenantList = await (await tenancy.tenant.get('/api/maintenance')).json();
    expect(tenantList.items.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
    expect((await tenancy.tenant.get(`/api/maintenance/${theirs.id}`)).status).toBe(404);

    const workerList = await (await worker.client.get('/api/maintenance')).json();
    expect(workerList.items.map((item: { id: string }) => item.id)).not.toContain(mine.id);
    expect((await worker.client.get(`/api/maintenance/${mine.id}`)).status).toBe(404);

    const other = await signUpLandlord(testApp);
    expect((await other.client.get(`/api/maintenance/${mine.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/maintenance/${mine.id}/transition`, { action: 'start' })).status).toBe(404);

    const managerList = await (await landlord.client.get('/api/maintenance?status=open')).json();
    expect(managerList.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect(managerList.countsByStatus.open).toBeGreaterThanOrEqual(2);
  });

  it('filters by priority, category and property, and sorts by priority', async () => {
    await fileRequest({ title: 'No heat', priority: 'urgent', category: 'heating_cooling' });
    const list = await (await landlord.client.get('/api/maintenance?sort=priority&category=heating_cooling')).json();
    expect(list.items[0]).toMatchObject({ title: 'No heat', priority: 'urgent' });
    const urgent = await (await landlord.client.get('/api/maintenance?priority=urgent')).json();
    expect(urgent.items.every((item: { priority: string }) => item.priority === 'urgent')).toBe(true);
  });

  it('pages the filtered requests in a stable order, with the total and the counts of the whole scope', async () => {
    const other = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(other.client, { name: 'Paged Place', unitCount: 1 });
    const paged = await addTenantViaApi(testApp, other.client, property);
    const filed: string[] = [];
    for (const [index, priority] of ['low', 'high', 'low', 'low', 'high'].entries()) {
      const response = await paged.tenant.post('/api/maintenance', {
        ...newRequest,
        title: `Fault ${index}`,
        priority,
      });
      filed.push((await response.json()).id);
    }
    const ids = (list: { items: { id: string }[] }) => list.items.map((item) => item.id);

    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(await (await other.client.get(`/api/maintenance?sort=oldest&pageSize=2&page=${page}`)).json());
    }
    expect(pages.map(ids)).toEqual([filed.slice(0, 2), filed.slice(2, 4), filed.slice(4)]);
    expect(pages[2]).toMatchObject({ total: 5, page: 3, pageSize: 2, countsByStatus: { open: 5 } });

    const low = await (await other.client.get('/api/maintenance?priority=low&pageSize=2&page=2')).json();
    expect(low).toMatchObject({ total: 3, page: 2, countsByStatus: { open: 5 } });
    expect(ids(low)).toEqual([filed[0]]);

    expect(await (await other.client.get('/api/maintenance')).json()).toMatchObject({ page: 1, pageSize: 50 });
    for (const query of ['page=0', 'pageSize=0', 'pageSize=201', 'page=x']) {
      expect((await other.client.get(`/api/maintenance?${query}`)).status).toBe(422);
    }
  });

  it('refuses photos that are not images, and unknown assignees', async () => {
    const request = await fileRequest({ title: 'Ceiling stain' });
    const text = new TextEncoder().encode('not an image');
    const bad = await tenancy.tenant.request('POST', `/api/maintenance/${request.id}/photos`, {
      body: multipartFile(text, 'x.png', 'image/png'),
    });
    expect(bad.status).toBe(415);
    const outsider = await signUpLandlord(testApp);
    const assign = await landlord.client.patch(`/api/maintenance/${request.id}`, { assignedToUserId: outsider.userId });
    expect(assign.status).toBe(422);
    expect(
      (
        await tenancy.tenant.request('POST', `/api/maintenance/${request.id}/photos`, {
          body: multipartFile(await pngImage(), 'ok.png', 'image/png'),
        })
      ).status,
    ).toBe(201);
  });

  it('needs a current lease for a tenant to report, and a property for staff', async () => {
    const homeless = testApp.client();
    await homeless.signUp({ role: 'tenant' });
    const refused = await homeless.post('/api/maintenance', newRequest);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('no_active_lease');
    expect((await landlord.client.post('/api/maintenance', newRequest)).status).toBe(422);
  });
});

describe('notifications for requests', () => {
  it('notifies managers once per new request and mails them a copy', async () => {
    const request = await fileRequest({ title: 'Smoke alarm beeps' });
    const rows = await testApp.deps.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `maintenance_created:${request.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(landlord.userId);
    const mails = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, landlord.email));
    expect(mails.some((mail) => mail.subject.includes('Smoke alarm beeps'))).toBe(true);
  });
});
