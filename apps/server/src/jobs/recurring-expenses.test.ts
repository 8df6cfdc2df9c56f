// @postgres: the job run twice at once creates each occurrence once
import { expenses } from '@rentwell/db/schema/expenses';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../test/account-fixtures.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { recurringExpensesJob } from './recurring-expenses.job.ts';
import { SCHEDULED_JOBS } from './scheduler.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function occurrencesOf(templateId: string) {
  return testApp.deps.db
    .select({ incurredOn: expenses.incurredOn, amountMinor: expenses.amountMinor })
    .from(expenses)
    .where(eq(expenses.recurringSourceId, templateId))
    .orderBy(expenses.incurredOn);
}

describe('recurring expenses job', () => {
  it('is scheduled daily', () => {
    expect(SCHEDULED_JOBS).toContain(recurringExpensesJob);
  });

  it('writes monthly (clamped to month ends) and yearly occurrences up to the day and end date, never twice', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client);
    // Dated in the future so creating them writes nothing yet; the job then runs "later".
    const monthly = await (
      await landlord.client.post('/api/expenses', {
        incurredOn: '2031-01-31',
        category: 'mortgage',
        description: 'Mortgage',
        propertyId: property.id,
        amountMinor: 120_000,
        recurrence: 'monthly',
        recurrenceEndsOn: '2031-05-15',
      })
    ).json();
    const yearly = await (
      await landlord.client.post('/api/expenses', {
        incurredOn: '2032-02-29',
        category: 'insurance',
        description: 'Building insurance',
        propertyId: null,
        amountMinor: 90_000,
        recurrence: 'yearly',
      })
    ).json();
    expect(await occurrencesOf(monthly.id)).toEqual([]);

    const first = await recurringExpensesJob.run(testApp.deps, '2034-03-01');
    expect(first.occurrencesCreated).toBe(5);
    expect((await occurrencesOf(monthly.id)).map((row) => row.incurredOn)).toEqual([
      '2031-02-28',
      '2031-03-31',
      '2031-04-30',
    ]);
    expect((await occurrencesOf(yearly.id)).map((row) => row.incurredOn)).toEqual(['2033-02-28', '2034-02-28']);

    const [before] = await testApp.deps.db.select({ count: count() }).from(expenses);
    const again = await recurringExpensesJob.run(testApp.deps, '2034-03-01');
    await Promise.all([
      recurringExpensesJob.run(testApp.deps, '2034-03-01'),
      recurringExpensesJob.run(testApp.deps, '2034-03-01'),
    ]);
    expect(again.occurrencesCreated).toBe(0);
    const [after] = await testApp.deps.db.select({ count: count() }).from(expenses);
    expect(after?.count).toBe(before?.count);
  });

  it('leaves an occurrence someone deleted deleted, and writes the new ones of later days', async () => {
    const landlord = await signUpLandlord(testApp);
    const template = await (
      await landlord.client.post('/api/expenses', {
        incurredOn: '2031-01-10',
        category: 'utilities',
        description: 'Water',
        propertyId: null,
        amountMinor: 4_500,
        recurrence: 'monthly',
      })
    ).json();
    await recurringExpensesJob.run(testApp.deps, '2031-03-15');
    const [february] = await testApp.deps.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(eq(expenses.recurringSourceId, template.id))
      .orderBy(expenses.incurredOn);
    expect((await landlord.client.request('DELETE', `/api/expenses/${february?.id}`)).status).toBe(204);

    await recurringExpensesJob.run(testApp.deps, '2031-04-15');
    expect((await occurrencesOf(template.id)).map((row) => row.incurredOn)).toEqual(['2031-03-10', '2031-04-10']);
  });
});
