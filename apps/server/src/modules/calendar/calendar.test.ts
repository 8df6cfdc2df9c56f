import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { organizations } from '@rentwell/db/schema/organizations';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

type Event = { id: string; type: string; date: string; title: string; property: { id: string }; link: string };

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let worker: SignedInAccount;
let stranger: SignedInAccount & { organizationId: string };
let maple: CreatedProperty;
let birch: CreatedProperty;
let ending: CreatedTenancy;
let other: CreatedTenancy;
let leakId: string;
let assignedId: string;
const today = todayIn('UTC');
const endsOn = addDays(today, 40);
const from = addDays(today, -31);
const to = addDays(today, 365);

async function eventsOf(client: TestClient, query = `from=${from}&to=${to}`): Promise<Event[]> {
  const response = await client.get(`/api/calendar/events?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).items;
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  stranger = await signUpLandlord(testApp);
  worker = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
  maple = await createPropertyViaApi(landlord.client, { name: 'Maple House', unitCount: 2 });
  birch = await createPropertyViaApi(landlord.client, { name: 'Birch Court', unitCount: 1 });
  ending = await addTenantViaApi(testApp, landlord.client, maple, { startDate: addDays(today, -300), endDate: endsOn });
  other = await addTenantViaApi(testApp, landlord.client, birch, { unitIndex: 0 });
  const leak = await ending.tenant.post('/api/maintenance', {
    title: 'Kitchen tap drips',
    description: 'The kitchen tap has been dripping since Monday.',
    priority: 'medium',
    category: 'plumbing',
  });
  leakId = (await leak.json()).id;
  const assigned = await other.tenant.post('/api/maintenance', {
    title: 'Heating is off',
    description: 'No heat in the bedroom since yesterday.',
    priority: 'high',
    category: 'heating_cooling',
  });
  expect(assigned.status).toBe(201);
  assignedId = (await assigned.json()).id;
  await landlord.client.patch(`/api/maintenance/${assignedId}`, { assignedToUserId: worker.userId });
});
afterAll(() => testApp.close());

describe('calendar events', () => {
  it("shows the organization's lease endings, renewal decisions and open requests, ordered by date", async () => {
    const events = await eventsOf(landlord.client);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: `lease_ending:${ending.leaseId}`,
          type: 'lease_ending',
          date: endsOn,
          title: 'Terry Tenant',
          property: { id: maple.id, name: 'Maple House' },
          unitLabel: maple.units[0]?.label,
          link: `/tenants?lease=${ending.leaseId}`,
        }),
        expect.objectContaining({
          id: `lease_renewal:${ending.leaseId}`,
          type: 'lease_renewal',
          date: addDays(endsOn, -30),
        }),
        expect.objectContaining({
          id: `maintenance:${leakId}`,
          type: 'maintenance',
          date: today,
          title: 'Kitchen tap drips',
          link: `/maintenance?request=${leakId}`,
        }),
        expect.objectContaining({ id: `maintenance:${assignedId}`, property: { id: birch.id, name: 'Birch Court' } }),
        expect.objectContaining({ id: `lease_ending:${other.leaseId}` }),
      ]),
    );
    const dates = events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('filters by type and property', async () => {
    const renewals = await eventsOf(landlord.client, `from=${from}&to=${to}&types=lease_renewal`);
    expect(renewals.every((event) => event.type === 'lease_renewal')).toBe(true);
    expect(renewals.map((event) => event.id)).toContain(`lease_renewal:${ending.leaseId}`);
    const birchOnly = await eventsOf(landlord.client, `from=${from}&to=${to}&propertyId=${birch.id}`);
    expect(birchOnly.length).toBeGreaterThan(0);
    expect(birchOnly.every((event) => event.property.id === birch.id)).toBe(true);
    const twoTypes = await eventsOf(landlord.client, `from=${from}&to=${to}&types=lease_ending,maintenance`);
    expect(new Set(twoTypes.map((event) => event.type))).toEqual(new Set(['lease_ending', 'maintenance']));
  });

  it('keeps to the range', async () => {
    const narrow = await eventsOf(landlord.client, `from=${endsOn}&to=${endsOn}`);
    expect(narrow.map((event) => event.id)).toEqual([`lease_ending:${ending.leaseId}`]);
  });

  it('shows another organization nothing of ours', async () => {
    expect(await eventsOf(stranger.client)).toEqual([]);
    const foreign = await eventsOf(stranger.client, `from=${from}&to=${to}&propertyId=${maple.id}`);
    expect(foreign).toEqual([]);
  });

  it('shows a tenant only their own lease and requests, linked to the tenant portal', async () => {
    const events = await eventsOf(ending.tenant);
    expect(events.map((event) => event.id).sort()).toEqual(
      [`lease_ending:${ending.leaseId}`, `lease_renewal:${ending.leaseId}`, `maintenance:${leakId}`].sort(),
    );
    expect(events.find((event) => event.type === 'lease_ending')?.link).toBe('/tenant-portal');
  });

  it('shows maintenance staff only the requests assigned to them', async () => {
    expect((await eventsOf(worker.client)).map((event) => event.id)).toEqual([`maintenance:${assignedId}`]);
  });

  it('drops the renewal decision once the lease is renewed, and a terminated lease ends on its termination day', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Cedar Lofts', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, {
      startDate: addDays(today, -100),
      endDate: addDays(today, 20),
    });
    const query = `from=${from}&to=${to}&propertyId=${property.id}`;
    expect((await eventsOf(landlord.client, query)).map((event) => event.type).sort()).toEqual([
      'lease_ending',
      'lease_renewal',
    ]);
    const renewal = await landlord.client.post(`/api/leases/${tenancy.leaseId}/renew`, {
      startDate: addDays(today, 21),
      endDate: addDays(today, 385),
      monthlyRentMinor: 160_000,
      dueDay: 1,
    });
    expect(renewal.status).toBe(201);
    const renewed = await eventsOf(landlord.client, query);
    expect(renewed.filter((event) => event.id.endsWith(tenancy.leaseId)).map((event) => event.type)).toEqual([
      'lease_ending',
    ]);

    const terminated = await createPropertyViaApi(landlord.client, { name: 'Elm Row', unitCount: 1 });
    const leaving = await addTenantViaApi(testApp, landlord.client, terminated);
    await landlord.client.post(`/api/leases/${leaving.leaseId}/terminate`, { terminatedOn: addDays(today, 10) });
    const events = await eventsOf(landlord.client, `from=${from}&to=${to}&propertyId=${terminated.id}`);
    expect(events.map((event) => [event.type, event.date])).toEqual([['lease_ending', addDays(today, 10)]]);
  });

  it("puts a request on the day it was reported in the organization's time zone, not the UTC day", async () => {
    const auckland = await signUpLandlord(testApp);
    const home = await createPropertyViaApi(auckland.client, { name: 'Harbour View' });
    const tenancy = await addTenantViaApi(testApp, auckland.client, home);
    const request = await (
      await tenancy.tenant.post('/api/maintenance', {
        title: 'Door sticks',
        description: 'The front door sticks in the frame.',
        priority: 'low',
        category: 'other',
      })
    ).json();
    // 20:00 UTC on 10 March is 09:00 on 11 March in Auckland (UTC+13 in summer).
    await testApp.deps.db
      .update(maintenanceRequests)
      .set({ createdAt: new Date('2026-03-10T20:00:00Z') })
      .where(eq(maintenanceRequests.id, request.id));
    await testApp.deps.db
      .update(organizations)
      .set({ timeZone: 'Pacific/Auckland' })
      .where(eq(organizations.id, auckland.organizationId));
    testApp.deps.sessionActors.forgetOrganization(auckland.organizationId);
    const events = await eventsOf(auckland.client, 'from=2026-03-01&to=2026-03-31&types=maintenance');
    expect(events.map((event) => [event.id, event.date])).toEqual([[`maintenance:${request.id}`, '2026-03-11']]);
  });

  it('shows the managers the day each active reminder goes out, and a tenant none', async () => {
    const created = await landlord.client.post('/api/workflows/from-template', { template: 'lease_renewal' });
    expect(created.status).toBe(201);
    const rule = await created.json();
    const lease = await (await landlord.client.get(`/api/leases/${other.leaseId}`)).json();
    const reminders = await eventsOf(landlord.client, `from=${from}&to=${to}&types=reminder`);
    expect(reminders).toContainEqual(
      expect.objectContaining({
        type: 'reminder',
        date: addDays(lease.endDate, -30),
        title: rule.name,
        property: { id: birch.id, name: 'Birch Court' },
        link: '/workflows',
      }),
    );
    expect(reminders.every((event) => event.type === 'reminder')).toBe(true);
    expect(await eventsOf(other.tenant, `from=${from}&to=${to}&types=reminder`)).toEqual([]);

    await landlord.client.patch(`/api/workflows/${rule.id}`, { active: false });
    expect(await eventsOf(landlord.client, `from=${from}&to=${to}&types=reminder`)).toEqual([]);
  });

  it('refuses a bad range or type and asks for a session', async () => {
    expect((await landlord.client.get(`/api/calendar/events?from=${to}&to=${from}`)).status).toBe(422);
    expect((await landlord.client.get(`/api/calendar/events?from=${from}&to=${addDays(from, 401)}`)).status).toBe(422);
    expect((await landlord.client.get(`/api/calendar/events?from=${from}&to=${to}&types=party`)).status).toBe(422);
    expect((await landlord.client.get(`/api/calendar/events?from=2026-02-30&to=${to}`)).status).toBe(422);
    expect((await testApp.client().get(`/api/calendar/events?from=${from}&to=${to}`)).status).toBe(401);
  });
});

function feedPathOf(url: string) {
  expect(url.startsWith(`${TEST_BASE_URL}/api/calendar/feed/`)).toBe(true);
  expect(url.endsWith('.ics')).toBe(true);
  return url.slice(TEST_BASE_URL.length);
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('the iCalendar feed', () => {
  it('is off until created; the URL is shown once and the status never holds it', async () => {
    expect(await (await landlord.client.get('/api/calendar/feed')).json()).toEqual({ active: false, createdAt: null });
    const created = await landlord.client.post('/api/calendar/feed');
    expect(created.status).toBe(201);
    const { url } = await created.json();
    feedPathOf(url);
    const status = await (await landlord.client.get('/api/calendar/feed')).json();
    expect(status).toMatchObject({ active: true });
    expect(JSON.stringify(status)).not.toContain(url.split('/').at(-1)?.replace('.ics', ''));
  });

  it('serves the same events, signed out, as all-day events a standard parser reads', async () => {
    const { url } = await (await landlord.client.post('/api/calendar/feed')).json();
    const response = await testApp.client().get(feedPathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = parseFeed(text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const endingEvent = byUid.get(`lease_ending-${ending.leaseId}@rentwell`);
    expect(endingEvent?.summary).toBe('Lease ends: Terry Tenant');
    expect(endingEvent?.startDate.isDate).toBe(true);
    expect(endingEvent?.startDate.toString()).toBe(endsOn);
    expect(endingEvent?.location).toBe(`Maple House, ${maple.units[0]?.label}`);
    expect(byUid.get(`lease_renewal-${ending.leaseId}@rentwell`)?.startDate.toString()).toBe(addDays(endsOn, -30));
    expect(byUid.get(`maintenance-${leakId}@rentwell`)?.summary).toBe('Maintenance: Kitchen tap drips');
    const expected = await eventsOf(landlord.client, `from=${addMonths(today, -1)}&to=${addMonths(today, 12)}`);
    expect(events.map((event) => event.uid).sort()).toEqual(
      expected.map((event) => `${event.id.replace(':', '-')}@rentwell`).sort(),
    );
    // The same UIDs on the next download, so calendar applications update rather than duplicate.
    const again = parseFeed(await (await testApp.client().get(feedPathOf(url))).text());
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("holds a tenant's own events only, in the tenant's scope", async () => {
    const { url } = await (await other.tenant.post('/api/calendar/feed')).json();
    const events = parseFeed(await (await testApp.client().get(feedPathOf(url))).text());
    const uids = events.map((event) => event.uid);
    expect(uids).toContain(`lease_ending-${other.leaseId}@rentwell`);
    expect(uids).toContain(`maintenance-${assignedId}@rentwell`);
    expect(uids.some((uid) => uid.includes(ending.leaseId) || uid.includes(leakId))).toBe(false);
  });

  it('a rotated URL is 404 and the new one works; a revoked URL is 404; unknown tokens are 404', async () => {
    const first = (await (await worker.client.post('/api/calendar/feed')).json()).url;
    const second = (await (await worker.client.post('/api/calendar/feed')).json()).url;
    expect(second).not.toBe(first);
    const anonymous = testApp.client();
    expect((await anonymous.get(feedPathOf(first))).status).toBe(404);
    expect((await anonymous.get(feedPathOf(second))).status).toBe(200);
    expect((await worker.client.request('DELETE', '/api/calendar/feed')).status).toBe(204);
    expect((await anonymous.get(feedPathOf(second))).status).toBe(404);
    expect(await (await worker.client.get('/api/calendar/feed')).json()).toEqual({ active: false, createdAt: null });
    expect((await anonymous.get(`/api/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous.get('/api/calendar/feed/short.ics')).status).toBe(404);
  });

  it("stops serving a deactivated person's feed", async () => {
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const { url } = await (await manager.client.post('/api/calendar/feed')).json();
    const anonymous = testApp.client();
    const feed = await anonymous.get(feedPathOf(url));
    expect(feed.status).toBe(200);
    expect(parseFeed(await feed.text()).map((event) => event.uid)).toContain(`maintenance-${leakId}@rentwell`);
    expect((await landlord.client.post(`/api/users/${manager.userId}/deactivate`)).status).toBe(200);
    expect((await anonymous.get(feedPathOf(url))).status).toBe(404);
  });

  it('needs a session to create, read or revoke', async () => {
    const anonymous = testApp.client();
    expect((await anonymous.post('/api/calendar/feed')).status).toBe(401);
    expect((await anonymous.get('/api/calendar/feed')).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/calendar/feed')).status).toBe(401);
  });
});
