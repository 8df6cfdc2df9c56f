import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from './test/server-process.ts';
import { expectShutdownUnderLoadAnswersEverything } from './test/shutdown-burst.ts';

let dataDir: string;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-shutdown-load-'));
});
afterEach(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe('shutdown under load on PGlite', () => {
  it('answers all 45 requests of a burst with 10 PDF exports, resets none and exits 0', async () => {
    const port = await freePort();
    server = await startServerProcess('PGlite', {
      port,
      env: {
        DATA_DIR: dataDir,
        BASE_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO_DATA: 'true',
        RATE_LIMITS: 'false',
        LOG_LEVEL: 'info',
      },
      // Seeding the demo portfolio (large enough for slow exports) takes minutes on a busy machine.
      startTimeoutMs: 480_000,
    });
    await expectShutdownUnderLoadAnswersEverything(server);
  }, 900_000);
});
