import { user } from '@rentwell/db/schema/auth';
import { profiles } from '@rentwell/db/schema/profiles';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';
import { DEMO_RENT_RULES, DEMO_WAIVE_REASON } from './demo-late-fees.ts';
import { DEMO_SPANISH_FIRST_NOTICE } from './demo-letters.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TIME_ZONE, seedDemoData } from './demo-seed.ts';
import { DEMO_PARKING } from './demo-tenancies.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('demo data', () => {
  it('seeds an empty database once, with accounts that can sign in and a living portfolio', async () => {
    expect(await seedDemoData(testApp.deps)).toBe(true);
    expect(await seedDemoData(testApp.deps)).toBe(false);

    for (const account of DEMO_ACCOUNTS) {
      const client = testApp.client();
      expect((await client.signIn(account.email, DEMO_PASSWORD)).status).toBe(200);
      const me = await (await client.get('/api/me')).json();
      expect(me.role).toBe(account.role);
      // The demo organization is in Portland's time zone.
      expect(me.organization.timeZone).toBe(DEMO_TIME_ZONE);
      // The property manager sees the short stays from the start; the others turn the mode on in Settings.
      expect(me.profile.shortTermRentalMode).toBe(account.role === 'property_manager');
    }

    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const list = await (await landlord.get('/api/properties?pageSize=50')).json();
    expect(list.total).toBe(10);
    expect(list.totals.totalUnits).toBe(71);
    expect(new Set(list.items.map((item: { type: string }) => item.type))).toEqual(
      new Set(['apartment', 'house', 'condo', 'commercial']),
    );
    expect(list.items.every((item: { coverImage: unknown }) => item.coverImage !== null)).toBe(true);
    const portfolios = await (await landlord.get('/api/portfolios')).json();
    expect(portfolios[0].propertyIds).toHaveLength(8);

    const leases = (await (await landlord.get('/api/tenants?pageSize=200')).json()) as { items: { status: string }[] };
    expect(new Set(leases.items.map((lease) => lease.status))).toEqual(
      new Set(['active', 'pending', 'expired', 'terminated']),
    );
    const dashboard = await (await landlord.get('/api/dashboard')).json();
    expect(dashboard.occupiedUnits).toBeGreaterThan(40);
    expect(dashboard.awaitingConfirmation).toHaveLength(1);
    const history = await (await landlord.get('/api/payments?pageSize=200&status=paid')).json();
    expect(history.total).toBeGreaterThan(200);
    const expenses = await (await landlord.get('/api/expenses?pageSize=200')).json();
    expect(expenses.total).toBeGreaterThan(150);
    expect(expenses.totalAmountMinor).toBeGreaterThan(0);
    const receipt = expenses.items.find((item: { receipt: unknown }) => item.receipt)?.receipt;
    expect((await landlord.get(receipt.url)).headers.get('content-type')).toBe('image/png');
    expect((await (await landlord.get('/api/expenses?propertyId=portfolio')).json()).total).toBeGreaterThan(20);
    expect((await (await landlord.get('/api/expenses?category=mortgage')).json()).total).toBeGreaterThanOrEqual(48);

    const tenant = testApp.client();
    await tenant.signIn('tenant@rentwell.demo', DEMO_PASSWORD);
    const portal = await (await tenant.get('/api/tenant-portal')).json();
    expect(portal.leases[0].status).toBe('active');
    const maintenance = await (await tenant.get('/api/maintenance')).json();
    expect(Object.values(maintenance.countsByStatus).every((count) => (count as number) > 0)).toBe(true);
    expect((await (await tenant.get('/api/messages')).json()).total).toBeGreaterThan(0);
    const shared = (await (await tenant.get('/api/documents?tab=lease')).json()) as { items: { source: string }[] };
    expect(shared.items.map((item) => item.source)).toEqual(expect.arrayContaining(['generated', 'signed']));
  }, 180_000);

  it('seeds documents and signature requests made through the real signing services', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const other = (await (await landlord.get('/api/documents?tab=other')).json()) as {
      items: { title: string; source: string; contentType: string; url: string }[];
    };
    const rules = other.items.find((item) => item.title === 'House rules');
    expect(rules).toMatchObject({ source: 'uploaded', contentType: 'application/pdf' });
    const rulesFile = Buffer.from(await (await landlord.get(rules?.url ?? '')).arrayBuffer());
    expect(rulesFile.subarray(0, 5).toString()).toBe('%PDF-');

    type Request = {
      id: string;
      status: string;
      leaseId: string | null;
      finalDocumentId: string | null;
      signers: { role: string; status: string; delivery: string }[];
    };
    const requests = (await (await landlord.get('/api/signature-requests')).json()) as Request[];
    expect(requests.map((request) => request.status).sort()).toEqual(['fully_signed', 'partially_signed']);
    const signed = requests.find((request) => request.status === 'fully_signed');
    expect(signed?.signers.map((signer) => signer.status)).toEqual(['signed', 'signed']);
    const sealed = await landlord.get(`/api/documents/${signed?.finalDocumentId}/file`);
    expect(sealed.status).toBe(200);
    const partial = requests.find((request) => request.status === 'partially_signed');
    expect(partial?.leaseId).not.toBeNull();
    expect(partial?.signers).toMatchObject([
      { role: 'tenant', status: 'signed', delivery: 'link' },
      { role: 'landlord', status: 'pending', delivery: 'email' },
    ]);

    for (const request of requests) {
      const trail = await (await landlord.get(`/api/signature-requests/${request.id}/trail`)).json();
      expect(trail.verification.intact).toBe(true);
      expect(trail.events.map((event: { type: string }) => event.type)).toEqual(
        expect.arrayContaining(['created', 'opened', 'consented', 'signed']),
      );
    }
    const mails = await testApp.deps.db.query.mailOutbox.findMany({
      where: (mail) => eq(mail.toAddress, 'landlord@rentwell.demo'),
    });
    expect(mails.map((mail) => mail.purpose)).toEqual(
      expect.arrayContaining(['signature_invitation', 'signature_completed']),
    );
    // The sealed lease tells the landlord in the app too.
    const notifications = (await (await landlord.get('/api/notifications')).json()) as { items: { event: string }[] };
    expect(notifications.items.map((item) => item.event)).toContain('signature_completed');
  });

  it("adds a parking space to the demo tenant's lease, charged with this month's rent", async () => {
    const tenant = testApp.client();
    await tenant.signIn('tenant@rentwell.demo', DEMO_PASSWORD);
    const portal = await (await tenant.get('/api/tenant-portal')).json();
    const leaseId = portal.leases[0].id as string;
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const lease = await (await landlord.get(`/api/leases/${leaseId}`)).json();
    const extras = await (await landlord.get(`/api/leases/${leaseId}/extra-charges`)).json();
    const parking = DEMO_PARKING(todayIn('UTC'));
    expect(extras.items).toEqual([expect.objectContaining({ kind: 'parking', amountMinor: parking.amountMinor })]);
    const charges = (await (await landlord.get(`/api/payments?leaseId=${leaseId}&pageSize=100`)).json()).items as {
      periodStart: string;
      amountMinor: number;
    }[];
    const recent = charges.filter((charge) => charge.periodStart >= extras.items[0].startDate);
    expect(recent.length).toBeGreaterThan(1);
    for (const charge of recent) expect(charge.amountMinor).toBe(lease.monthlyRentMinor + parking.amountMinor);
  });

  it('sets rent rules and charges real late fees on overdue rent, one of them waived with a reason', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const rules = await (await landlord.get('/api/organization/rent-rules')).json();
    expect(rules).toMatchObject(DEMO_RENT_RULES);
    const overdue = (await (await landlord.get('/api/payments?status=overdue&pageSize=200')).json()).items as {
      dueDate: string;
      amountMinor: number;
      lateFee: { amountMinor: number; waived: { reason: string } | null } | null;
    }[];
    const withFees = overdue.filter((charge) => charge.lateFee);
    expect(withFees.length).toBeGreaterThan(1);
    for (const charge of withFees) {
      expect(charge.dueDate < addDays(todayIn(DEMO_TIME_ZONE), -DEMO_RENT_RULES.graceDays)).toBe(true);
      expect(charge.lateFee?.amountMinor).toBe(Math.min(Math.round(charge.amountMinor * 0.05), 10_000));
    }
    const waived = withFees.filter((charge) => charge.lateFee?.waived);
    expect(waived.map((charge) => charge.lateFee?.waived?.reason)).toEqual([DEMO_WAIVE_REASON]);
    const log = await (await landlord.get('/api/audit-log?entityType=payment')).json();
    expect(log.items).toContainEqual(
      expect.objectContaining({
        action: 'payment.late_fee_waived',
        details: expect.objectContaining({ reason: DEMO_WAIVE_REASON }),
      }),
    );
  });

  it("has sent last month's rent notices, and the demo tenant's statement of last month", async () => {
    const lastMonth = addMonths(`${todayIn(DEMO_TIME_ZONE).slice(0, 7)}-01`, -1).slice(0, 7);
    const tenant = testApp.client();
    await tenant.signIn('tenant@rentwell.demo', DEMO_PASSWORD);
    const own = (await (await tenant.get('/api/rent-mailings')).json()).items as { kind: string; month: string }[];
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'rent_notice', month: lastMonth }),
        expect.objectContaining({ kind: 'statement', month: lastMonth }),
      ]),
    );
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const preview = await (
      await landlord.post('/api/rent-mailings/preview', { kind: 'rent_notice', month: lastMonth })
    ).json();
    const sent = (preview.items as { skipped: string | null }[]).filter((item) => item.skipped === 'already_sent');
    expect(sent.length).toBeGreaterThan(1);
  });

  it('shows online payments in the history without connecting Stripe: one by card paid, one bank debit clearing', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    expect(await (await landlord.get('/api/online-payments/settings')).json()).toMatchObject({ connected: false });
    const paidByCard = await (await landlord.get('/api/payments?method=online_card')).json();
    expect(paidByCard.total).toBe(1);
    expect(paidByCard.items[0].payments).toEqual([expect.objectContaining({ method: 'online_card', status: 'paid' })]);
    expect((await (await landlord.get('/api/payments?method=online')).json()).total).toBe(1);
    const pending = await (await landlord.get('/api/online-payments/pending')).json();
    expect(pending).toEqual([expect.objectContaining({ status: 'processing', method: 'us_bank_account' })]);

    const tenant = testApp.client();
    await tenant.signIn('tenant@rentwell.demo', DEMO_PASSWORD);
    expect(await (await tenant.get('/api/online-payments/availability')).json()).toMatchObject({ available: false });
  });

  it('rewords the Spanish first overdue notice and sends the overdue letters due, each on its lease', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const templates = (await (await landlord.get('/api/letter-templates')).json()).items as {
      kind: string;
      language: string;
      body: string;
      customized: boolean;
    }[];
    expect(templates.filter((template) => template.customized)).toEqual([
      expect.objectContaining({ kind: 'overdue_first', language: 'es', body: DEMO_SPANISH_FIRST_NOTICE }),
    ]);
    const log = (await (await landlord.get('/api/audit-log?entityType=lease&pageSize=100')).json()).items as {
      action: string;
      entityId: string;
    }[];
    const sent = log.filter((event) => event.action === 'lease.overdue_letter_sent');
    expect(sent).toHaveLength(1);
    const leaseId = sent[0]?.entityId;
    const history = await (await landlord.get(`/api/overdue-letters/leases/${leaseId}`)).json();
    expect(history.items).toHaveLength(1);
    // Sent once: that tenant is no longer due a letter today; the others still are.
    const due = (await (await landlord.get('/api/overdue-letters')).json()).items as { leaseId: string }[];
    expect(due.map((item) => item.leaseId)).not.toContain(leaseId);
  });

  it('marks every seeded account as a demo account: they all share the published password', async () => {
    const marked = await testApp.deps.db
      .select({ email: user.email, isDemoAccount: profiles.isDemoAccount })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id));
    expect(marked.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    expect(marked.map((row) => row.email)).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.email)),
    );
    expect(marked.every((row) => row.isDemoAccount)).toBe(true);

    await testApp.client().signUp({ email: uniqueEmail('real'), role: 'admin' });
    const [signedUp] = await testApp.deps.db
      .select({ isDemoAccount: profiles.isDemoAccount })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(like(user.email, 'real%'));
    expect(signedUp?.isDemoAccount).toBe(false);
  });

  it('fills the calendar: this month and the next 30 days hold lease endings, a renewal decision and maintenance', async () => {
    const today = todayIn(DEMO_TIME_ZONE);
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const typesBetween = async (from: string, to: string) => {
      const response = await landlord.get(`/api/calendar/events?from=${from}&to=${to}`);
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: { type: string }[] };
      return new Set(items.map((item) => item.type));
    };
    expect(await typesBetween(today, addDays(today, 30))).toEqual(
      new Set(['lease_ending', 'lease_renewal', 'maintenance', 'booking', 'block', 'reminder']),
    );
    const monthStart = `${today.slice(0, 8)}01`;
    expect(await typesBetween(monthStart, addDays(addMonths(monthStart, 1), -1))).toContain('lease_ending');
  });

  it('seeds the four template reminders, active, with real past deliveries and a 30-day preview', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const { items } = (await (await landlord.get('/api/workflows')).json()) as {
      items: { id: string; templateKey: string; active: boolean; recentDeliveries: { status: string }[] }[];
    };
    expect(items.map((item) => item.templateKey).sort()).toEqual(
      ['lease_renewal', 'maintenance_follow_up', 'rent_due', 'tenant_welcome'].sort(),
    );
    expect(items.every((item) => item.active)).toBe(true);
    const delivered = items.flatMap((item) => item.recentDeliveries);
    expect(delivered.length).toBeGreaterThan(2);
    expect(delivered.every((delivery) => delivery.status === 'sent')).toBe(true);
    const preview = (await (await landlord.get('/api/workflows/preview')).json()) as { items: { ruleId: string }[] };
    const rentDue = items.find((item) => item.templateKey === 'rent_due');
    expect(preview.items.some((item) => item.ruleId === rentDue?.id)).toBe(true);
  });
  it('gives the landlord and the manager their own Facebook groups, a shared post and a scheduled one', async () => {
    for (const email of ['landlord@rentwell.demo', 'manager@rentwell.demo']) {
      const client = testApp.client();
      await client.signIn(email, DEMO_PASSWORD);
      const groups = (await (await client.get('/api/social-posting/groups')).json()) as {
        items: { id: string; postCount: number; lastPostedAt: string | null }[];
      };
      expect(groups.items.length).toBeGreaterThanOrEqual(2);
      expect(groups.items.filter((group) => group.postCount === 1 && group.lastPostedAt !== null)).toHaveLength(2);
      const posts = (await (await client.get('/api/social-posting/posts')).json()) as {
        items: { status: string; text: string; images: unknown[]; groups: { outcome: string | null }[] }[];
      };
      expect(posts.items.map((post) => post.status).sort()).toEqual(['scheduled', 'sent']);
      const sent = posts.items.find((post) => post.status === 'sent');
      expect(sent?.groups.every((group) => group.outcome === 'published')).toBe(true);
      expect(sent?.images.length).toBeGreaterThan(0);
      expect(sent?.text).toContain('Portland');
    }
  });

  it('seeds two short-term rental listings with bookings this month and next, a cancellation and blocks', async () => {
    const today = todayIn(DEMO_TIME_ZONE);
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const { items: listings } = (await (await landlord.get('/api/str/listings')).json()) as {
      items: { id: string; active: boolean }[];
    };
    expect(listings).toHaveLength(2);
    const monthStart = `${today.slice(0, 8)}01`;
    const from = addDays(today, -30);
    const end = addMonths(monthStart, 2);
    const calendars = await Promise.all(
      listings.map(
        async (listing) =>
          (await (await landlord.get(`/api/str/listings/${listing.id}/calendar?from=${from}&to=${end}`)).json()) as {
            bookings: { status: string; checkIn: string; checkOut: string }[];
            blocks: { type: string }[];
          },
      ),
    );
    const bookings = calendars.flatMap((calendar) => calendar.bookings);
    const blocks = calendars.flatMap((calendar) => calendar.blocks);
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(
      new Set(['completed', 'confirmed', 'pending', 'cancelled']),
    );
    expect(bookings.filter((booking) => booking.status === 'cancelled')).toHaveLength(1);
    expect(bookings.some((booking) => booking.checkIn >= addMonths(monthStart, 1))).toBe(true);
    expect(bookings.some((booking) => booking.checkIn < today && booking.checkOut > today)).toBe(true);
    expect(blocks.map((block) => block.type).sort()).toEqual(['cleaning', 'owner_use']);
    expect(
      bookings.filter((booking) => booking.status === 'completed').every((booking) => booking.checkOut <= today),
    ).toBe(true);
  });

  it('seeds a year of maintenance the analysis finds recurring issues, costs and overdue follow-ups in', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const analysis = await (await landlord.get('/api/maintenance-analysis?windowDays=180')).json();
    expect(analysis.recurringIssues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope: 'unit', category: 'plumbing', count: 3 }),
        expect.objectContaining({ scope: 'property', category: 'heating_cooling' }),
        expect.objectContaining({ scope: 'property', category: 'pest', count: 2 }),
      ]),
    );
    expect(analysis.costByCategory.length).toBeGreaterThanOrEqual(4);
    expect(analysis.resolutionTimes.length).toBeGreaterThanOrEqual(4);
    expect(analysis.overdueFollowUps.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['No hot water', 'Thermostat display blank', 'Front door lock sticks']),
    );
    expect(analysis.preventiveTasks.length).toBeGreaterThanOrEqual(3);
    expect(analysis.computedFrom.records).toContainEqual({ kind: 'expenses', count: 9 });
  });
});
