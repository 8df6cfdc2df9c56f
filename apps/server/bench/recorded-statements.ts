import type pg from 'pg';
import type { createBenchApp } from './bench-app.ts';

type Bench = Awaited<ReturnType<typeof createBenchApp>>;
type QueryArguments = Parameters<pg.Pool['query']>;
/** Statements that ran at the same time (a `Promise.all` in the request), in the order the request started them. */
export type StatementGroups = QueryArguments[][];

const poolOf = (bench: Bench) => (bench.deps.db as unknown as { $client: pg.Pool }).$client;

/**
 * The statements one request runs on PostgreSQL, as the driver received them (text, values, statement name, row
 * mode and parsers), recorded by wrapping the pool's `query` while `request` runs in process. A statement that started
 * before the earlier ones of its group ended joins that group: the replay runs it alongside them, as the request did.
 */
export async function recordStatements(bench: Bench, request: () => Promise<unknown>): Promise<StatementGroups> {
  const pool = poolOf(bench);
  const recorded: { args: QueryArguments; started: number; ended: number }[] = [];
  const query = pool.query;
  pool.query = ((...args: QueryArguments) => {
    const entry = { args, started: performance.now(), ended: Number.POSITIVE_INFINITY };
    recorded.push(entry);
    const running = (query as (...args: QueryArguments) => Promise<unknown>).apply(pool, args);
    return running.finally(() => {
      entry.ended = performance.now();
    });
  }) as typeof pool.query;
  try {
    await request();
  } finally {
    pool.query = query;
  }
  const groups: StatementGroups = [];
  let groupEnds = Number.NEGATIVE_INFINITY;
  for (const entry of recorded) {
    if (entry.started < groupEnds) groups.at(-1)?.push(entry.args);
    else groups.push([entry.args]);
    groupEnds = Math.max(entry.started < groupEnds ? groupEnds : 0, entry.ended);
  }
  return groups;
}

/** Runs the recorded statements again as the request ran them: groups one after another, each group's together. */
export async function replayStatements(bench: Bench, groups: StatementGroups): Promise<void> {
  const pool = poolOf(bench);
  const run = (args: QueryArguments) => (pool.query as (...args: QueryArguments) => Promise<unknown>).apply(pool, args);
  for (const group of groups) await Promise.all(group.map(run));
}
