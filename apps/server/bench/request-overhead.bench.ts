import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { createSessionActorCache } from '../src/auth/session-actor-cache.ts';
import type { AppEnv } from '../src/lib/app-env.ts';
import { requestLogger } from '../src/lib/request-logger.ts';
import { requireActor } from '../src/modules/accounts/require-actor.ts';
import { type createBenchApp, formatReport, measure } from './bench-app.ts';
import type { seedBenchPortfolio } from './bench-portfolio.ts';
import type { BenchSection } from './goals.ts';

const ITERATIONS = 2_000;
/** Requests that reach the database are a thousand times slower: fewer of them give as steady a p50. */
const DATABASE_ITERATIONS = 200;

/** An info-level logger writing to a stream that drops its lines: the cost of building and serializing them. */
function discardingInfoLogger() {
  return pino({ level: 'info' }, { write: () => undefined });
}

/**
 * What a request pays before its handler runs, in process (no HTTP): the request id and log line, the session
 * look-up (`requireActor`, with a cache that never trusts its entries as before decision 012, and as it is), and liveness
 * through the whole app, each against a bare Hono route; then the properties list both ways.
 */
export async function benchmarkRequestOverhead(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<BenchSection> {
  const bare = new Hono().get('/', (c) => c.body(null, 204));
  const logged = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(discardingInfoLogger()))
    .get('/', (c) => c.body(null, 204));
  const forgetful = { ...bench.deps, sessionActors: createSessionActorCache(() => Number.POSITIVE_INFINITY) };
  const signedIn = new Hono<AppEnv>().use(requireActor(bench.deps)).get('/', (c) => c.body(null, 204));
  const lookedUpEveryTime = new Hono<AppEnv>().use(requireActor(forgetful)).get('/', (c) => c.body(null, 204));
  const appLookingUpEveryTime = createApp(forgetful);
  const headers = { cookie: portfolio.cookie };

  const bareReport = await measure(ITERATIONS, async () => bare.request('/'));
  const loggedReport = await measure(ITERATIONS, async () => logged.request('/'));
  const lookedUpReport = await measure(DATABASE_ITERATIONS, async () => lookedUpEveryTime.request('/', { headers }));
  const signedInReport = await measure(ITERATIONS, async () => signedIn.request('/', { headers }));
  const liveReport = await measure(ITERATIONS, async () => bench.app.request('/api/health/live'));
  const listPage = async (app: typeof bench.app) =>
    (await app.request('/api/properties?sort=occupancy&pageSize=24', { headers })).arrayBuffer();
  const listLookedUpReport = await measure(DATABASE_ITERATIONS, () => listPage(appLookingUpEveryTime));
  const listReport = await measure(DATABASE_ITERATIONS, () => listPage(bench.app));
  const ratio = (report: { p50: number }) => `${(report.p50 / bareReport.p50).toFixed(1)}× bare (p50)`;
  return {
    lines: [
      `Per-request overhead before a handler, in process (${bench.deps.handle.kind}), ${ITERATIONS} requests (${DATABASE_ITERATIONS} reaching the database):`,
      formatReport('  bare Hono route', bareReport),
      `${formatReport('  request id + request log (info)', loggedReport)}   ${ratio(loggedReport)}`,
      `${formatReport('  requireActor, session looked up each time', lookedUpReport)}   ${ratio(lookedUpReport)}`,
      `${formatReport('  requireActor, session remembered', signedInReport)}   ${ratio(signedInReport)}`,
      `${formatReport('  GET /api/health/live (whole app)', liveReport)}   ${ratio(liveReport)}`,
      formatReport('  GET /api/properties, session looked up', listLookedUpReport),
      `${formatReport('  GET /api/properties, session remembered', listReport)}   ${(listReport.p50 / listLookedUpReport.p50).toFixed(2)}× (p50)`,
    ],
    goals: [],
  };
}
