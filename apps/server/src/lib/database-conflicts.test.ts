import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { handleError } from './error-handler.ts';

/** What Drizzle throws for a driver error: its own error, with the driver's (code, constraint) as the cause. */
function wrappedDriverError(code: string, constraint?: string) {
  return new Error('Failed query: insert into ...', {
    cause: Object.assign(new Error('duplicate key'), { code, constraint }),
  });
}

async function answerTo(error: Error) {
  const app = new Hono<AppEnv>()
    .get('/', () => {
      throw error;
    })
    .onError(handleError);
  const response = await app.request('/');
  return { status: response.status, code: (await response.json()).error.code };
}

describe('database collisions', () => {
  it.each([
    ['23505', 'user_email_unique', 'email_in_use'],
    ['23505', 'units_property_label_unique', 'duplicate_unit_label'],
    ['23505', 'expenses_maintenance_request_unique', 'expense_already_recorded'],
    ['23P01', 'leases_no_overlap_per_unit', 'unit_not_available'],
    ['23505', 'rent_charges_lease_period_unique', 'conflict'],
    ['23505', undefined, 'conflict'],
  ])('answers %s on %s with 409 %s', async (sqlState, constraint, code) => {
    expect(await answerTo(wrappedDriverError(sqlState, constraint))).toEqual({ status: 409, code });
  });

  it('keeps any other database error a 500', async () => {
    expect(await answerTo(wrappedDriverError('23503', 'leases_unit_id_units_id_fk'))).toEqual({
      status: 500,
      code: 'internal_error',
    });
  });
});
