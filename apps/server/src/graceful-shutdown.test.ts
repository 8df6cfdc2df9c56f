import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '@rentwell/db/data-dir-lock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process.ts';
import { keepAliveClient, type Outcome, send } from './test/shutdown-burst.ts';

const mainModule = fileURLToPath(new URL('./main.ts', import.meta.url));
let dataDir: string;
let child: ChildProcess | null = null;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-shutdown-'));
});
afterEach(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function waitForHealth(port: number, exited: Promise<unknown>) {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopped) {
    const outcome = await send(`http://127.0.0.1:${port}`, { method: 'GET', path: '/api/health', agent: false });
    if ('status' in outcome && outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

describe('graceful shutdown', () => {
  it('answers every request it received, sends keep-alive clients away, closes the database and exits 0', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO_DATA: 'false',
        RATE_LIMITS: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitForHealth(port, exited);

    const keepAlive = [keepAliveClient(`http://127.0.0.1:${port}`), keepAliveClient(`http://127.0.0.1:${port}`)];
    // Let the keep-alive clients get going, so shutdown finds connections in every state.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const burst: Promise<Outcome>[] = [];
    const written: Promise<void>[] = [];
    for (let index = 0; index < 40; index++) {
      const write = index % 4 === 0;
      let markSent: () => void = () => undefined;
      written.push(
        new Promise((resolve) => {
          markSent = resolve;
        }),
      );
      burst.push(
        send(
          `http://127.0.0.1:${port}`,
          write
            ? {
                method: 'POST',
                path: '/api/contact',
                agent: false,
                body: {
                  name: `Burst ${index}`,
                  email: `burst-${index}@example.test`,
                  message: 'Sent during shutdown.',
                },
              }
            : { method: 'GET', path: '/api/health', agent: false },
          markSent,
        ),
      );
    }
    await Promise.all(written);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
    expect(outcomes.every((outcome) => 'status' in outcome && outcome.status === 200)).toBe(true);
    for (const client of await Promise.all(keepAlive)) {
      // A new connection after listening stopped is refused (never sent); a sent request is never reset.
      const failures = client.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED');
      expect(failures).toEqual([]);
      expect(client.some((outcome) => 'status' in outcome && outcome.status === 200)).toBe(true);
    }

    expect(await exited, stderr).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    const release = lockDataDir(path.join(dataDir, 'db'));
    release();
  }, 180_000);
});
