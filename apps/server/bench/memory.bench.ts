import { rm } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import { atMost, type BenchSection } from './goals.ts';
import { runLoad } from './load-generator.ts';
import {
  buildIfStale,
  COMPILED_SERVER,
  residentMegabytes,
  seededDataDir,
  serverPid,
  signIn,
  startServer,
} from './server-process.ts';

/** Long enough for the start-up run of the daily jobs to be over. */
const SETTLE_MS = 10_000;
/** Light requests, signed in as the demo landlord, sent in turns until the counts below are reached (rate limits off). */
const REQUEST_MIX = ['/api/health/live', '/api/auth/get-session', '/api/properties'];
const FIRST_COUNT = 10_000;
const LAST_COUNT = 100_000;
const TURN_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run bench -- memory`: resident memory (VmRSS) of the compiled server on the embedded database with the demo
 * data, idle after start-up, and after 10k and 100k light requests (a leak shows as growth between the two).
 */
export async function benchmarkMemory(): Promise<BenchSection> {
  buildIfStale();
  const dataDir = await seededDataDir();
  try {
    const server = await startServer({
      command: COMPILED_SERVER,
      dataDir,
      env: { SEED_DEMO_DATA: 'false', RATE_LIMITS: 'false' },
    });
    try {
      const pid = await serverPid(server);
      await sleep(SETTLE_MS);
      const idleMb = await residentMegabytes(pid);
      const [landlord] = DEMO_ACCOUNTS;
      const cookie = await signIn(server.url, landlord?.email ?? '', DEMO_PASSWORD);
      let sent = 0;
      let turn = 0;
      let afterFirstMb = Number.NaN;
      while (sent < LAST_COUNT) {
        const path = REQUEST_MIX[turn % REQUEST_MIX.length] as string;
        turn += 1;
        const report = await runLoad({
          url: `${server.url}${path}`,
          headers: { cookie },
          connections: 10,
          durationMs: TURN_MS,
        });
        if (report.requests === 0) throw new Error(`${path} answered no request with 200: ${JSON.stringify(report)}`);
        sent += report.requests;
        if (sent >= FIRST_COUNT && Number.isNaN(afterFirstMb)) afterFirstMb = await residentMegabytes(pid);
      }
      const afterLastMb = await residentMegabytes(pid);
      const growth = afterLastMb / afterFirstMb;
      return {
        lines: [
          'Server memory (compiled server, embedded database, demo data; VmRSS)',
          `  idle ${SETTLE_MS / 1000} s after start-up  ${Math.round(idleMb)} MB`,
          `  after ${FIRST_COUNT} requests          ${Math.round(afterFirstMb)} MB`,
          `  after ${sent} requests         ${Math.round(afterLastMb)} MB (${growth.toFixed(2)}×); mix: ${REQUEST_MIX.join(', ')}`,
        ],
        goals: [
          atMost({ measure: 'server memory idle with demo data', value: idleMb, limit: 250, unit: 'MB', digits: 0 }),
          atMost(
            { measure: 'memory after 100k requests / after 10k', value: growth, limit: 1.2, unit: '×', digits: 2 },
            { afterFirstMb, afterLastMb, requests: sent },
          ),
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
