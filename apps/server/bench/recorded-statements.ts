import type { createBenchApp } from './bench-app.ts';

type Bench = Awaited<ReturnType<typeof createBenchApp>>;
/** What a statement was given: a query config (text, values, name, row mode, parsers) or text and values. */
type QueryArguments = unknown[];
/** The part of node-postgres' pool this uses (the server's dependency, not the bench's). */
type Pool = { query: (...args: QueryArguments) => Promise<unknown> };
/** Statements that ran at the same time (a `Promise.all` in the request), in the order the request started them. */
export type StatementGroups = QueryArguments[][];

const poolOf = (bench: Bench) => (bench.deps.db as unknown as { $client: Pool }).$client;

/**
 * The statements one request runs on PostgreSQL, as the driver received them (text, values, statement name, row
 * mode and parsers), recorded by wrapping the pool's `query` while `request` runs in process. A statement that started
 * before the earlier ones of its group ended joins that group: the replay runs it alongside them, as the request did.
 */
export async function recordStatements(bench: Bench, request: () => Promise<unknown>): Promise<StatementGroups> {
  const pool = poolOf(bench);
  const recorded: { args: QueryArguments; started: number; ended: number }[] = [];
  const query = pool.query;
  pool.query = (...args: QueryArguments) => {
    const entry = { args, started: performance.now(), ended: Number.POSITIVE_INFINITY };
    recorded.push(entry);
    return query.apply(pool, args).finally(() => {
      entry.ended = performance.now();
    });
  };
  try {
    await request();
  } finally {
    pool.query = query;
  }
  const groups: StatementGroups = [];
  let groupEnds = Number.NEGATIVE_INFINITY;
  for (const entry of recorded) {
    const alongside = entry.started < groupEnds;
    if (alongside) groups.at(-1)?.push(entry.args);
    else groups.push([entry.args]);
    groupEnds = alongside ? Math.max(groupEnds, entry.ended) : entry.ended;
  }
  return groups;
}

/** Runs the recorded statements again as the request ran them: groups one after another, each group's together. */
export async function replayStatements(bench: Bench, groups: StatementGroups): Promise<void> {
  const pool = poolOf(bench);
  const run = (args: QueryArguments) => pool.query(...args);
  for (const group of groups) await Promise.all(group.map(run));
}
