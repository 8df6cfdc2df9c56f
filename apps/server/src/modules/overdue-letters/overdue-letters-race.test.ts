// @postgres: two bulk sends at once race on the overdue letter's unique key (charge, stage)
import { overdueLetters } from '@rentwell/db/schema/letters';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, setFirstChargeDueDate } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const today = todayIn('UTC');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('sends each letter once when two sends run at once', async () => {
  const landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Race Row', unitCount: 2, rentMinor: 90_000 });
  const tenancies = await Promise.all(
    [0, 1].map((unitIndex) =>
      addTenantViaApi(testApp, landlord.client, property, {
        unitIndex,
        startDate: today,
        endDate: addDays(today, 364),
      }),
    ),
  );
  for (const tenancy of tenancies) await setFirstChargeDueDate(testApp, tenancy.leaseId, addDays(today, -10));

  const responses = await Promise.all(
    Array.from({ length: 4 }, () => landlord.client.post('/api/overdue-letters/send')),
  );
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  const sent = (await Promise.all(responses.map((response) => response.json()))) as { sent: { leaseId: string }[] }[];
  expect(sent.flatMap((result) => result.sent.map((item) => item.leaseId)).sort()).toEqual(
    tenancies.map((tenancy) => tenancy.leaseId).sort(),
  );

  const letters = await testApp.deps.db
    .select({ leaseId: overdueLetters.leaseId })
    .from(overdueLetters)
    .where(eq(overdueLetters.organizationId, landlord.organizationId));
  expect(letters).toHaveLength(2);
  const mails = await testApp.deps.db
    .select({ to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(eq(mailOutbox.purpose, 'overdue_letter'));
  for (const tenancy of tenancies) {
    expect(mails.filter((mail) => mail.to === tenancy.email)).toHaveLength(1);
  }
});
