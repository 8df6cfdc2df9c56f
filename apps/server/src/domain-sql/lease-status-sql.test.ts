import { type LeaseDates, leaseCoversDay, leaseStatusOn } from '@rentwell/domain/lease-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { leaseCoversDaySql, leaseStatusSql } from './lease-status-sql.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const running: LeaseDates = { startDate: '2026-03-01', endDate: '2027-02-28', terminatedOn: null };
const terminated: LeaseDates = { ...running, terminatedOn: '2026-09-30' };
const days = ['2026-02-28', '2026-03-01', '2026-09-30', '2026-10-01', '2027-02-28', '2027-03-01'];

async function readInSql(lease: LeaseDates, day: string) {
  const columns = {
    startDate: sql`${lease.startDate}::date`,
    endDate: sql`${lease.endDate}::date`,
    terminatedOn: sql`${lease.terminatedOn}::date`,
  };
  const result = await testApp.deps.db.execute(
    sql`select ${leaseStatusSql(columns, day)} as status, ${leaseCoversDaySql(columns, day)} as covers`,
  );
  const [row] = z.object({ rows: z.array(z.object({ status: z.string(), covers: z.boolean() })) }).parse(result).rows;
  return row;
}

describe('the SQL twins of the lease status rule', () => {
  it.each([
    ['running', running],
    ['terminated', terminated],
  ] as const)('give what the domain gives for a %s lease on every boundary day', async (_, lease) => {
    for (const day of days) {
      expect({ day, ...(await readInSql(lease, day)) }).toEqual({
        day,
        status: leaseStatusOn(lease, day),
        covers: leaseCoversDay(lease, day),
      });
    }
  });
});
