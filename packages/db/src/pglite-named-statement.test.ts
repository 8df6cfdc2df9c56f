import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNamedOnPglite } from './pglite-named-statement.ts';

describe('queryNamedOnPglite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`create table item (id int primary key, name text not null, added timestamptz not null,
      tags jsonb, price numeric);
      insert into item values (1, 'one', '2026-01-02T03:04:05Z', '["a"]', 1.50), (2, 'two', '2026-02-03T04:05:06Z', null, null)`);
  }, 60_000);
  afterAll(() => client.close());

  const select = {
    name: 'items_from',
    text: 'select id, name, added, tags, price from item where id >= $1 and ($2::text is null or name = $2) order by id',
  };

  it('answers the rows query answers, parsed the same way, with every run of the statement', async () => {
    for (const values of [
      [1, null],
      [2, null],
      [1, 'one'],
      [3, null],
    ]) {
      const expected = await client.query(select.text, values);
      expect(await queryNamedOnPglite(client, { ...select, values })).toEqual(expected.rows);
    }
  });

  it('throws the database error, and the session keeps working after it', async () => {
    const failing = { name: 'items_bad_cast', text: 'select $1::int as n' };
    await expect(queryNamedOnPglite(client, { ...failing, values: ['not a number'] })).rejects.toThrow(
      /invalid input syntax/,
    );
    expect(await queryNamedOnPglite(client, { ...failing, values: [7] })).toEqual([{ n: 7 }]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('does not run inside another caller’s open transaction', async () => {
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into item values (3, 'three', now(), null, null)`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    const read = queryNamedOnPglite<{ id: number }>(client, { ...select, values: [3, null] });
    release();
    await transaction;
    expect(await read).toEqual([]);
  });
});
