import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlValueList } from './sql-value-list.ts';

const render = (values: readonly (string | number)[]) =>
  new PgDialect().sqlToQuery(sql`status in ${sqlValueList(values)}`);

describe('sqlValueList', () => {
  it('writes the values as a quoted, comma-separated list inline, without parameters', () => {
    expect(render(['new', 'handled'])).toEqual({ sql: "status in ('new', 'handled')", params: [] });
  });

  it('doubles a quote inside a value', () => {
    expect(render(["it's"]).sql).toBe("status in ('it''s')");
  });

  it('writes numbers bare', () => {
    expect(render([0.9, 1, 1.25]).sql).toBe('status in (0.9, 1, 1.25)');
  });
});
