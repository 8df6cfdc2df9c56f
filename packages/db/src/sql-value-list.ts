import { type SQL, sql } from 'drizzle-orm';

/**
 * `('a', 'b')` or `(0.9, 1)` for a CHECK's `in`, from a list the contracts own, so the database and the API accept
 * the same values. The text matches the hand-written lists of the existing migrations, so drizzle-kit sees no change.
 */
export function sqlValueList(values: readonly (string | number)[]): SQL {
  const literals = values.map((value) =>
    typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`,
  );
  return sql.raw(`(${literals.join(', ')})`);
}
