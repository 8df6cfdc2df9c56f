import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process.ts';

const mainModule = fileURLToPath(new URL('./main.ts', import.meta.url));
const REQUESTS = 300;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-logs-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function waitForHealth(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready');
}

describe('request log at shutdown', () => {
  it('writes every buffered request line before a graceful shutdown exits', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(url);
      // Far fewer bytes than the buffer flushes at would stay in memory without the flush at shutdown.
      const paths = Array.from({ length: REQUESTS }, (_, index) => `/api/logged-${index}`);
      for (let start = 0; start < paths.length; start += 50) {
        await Promise.all(paths.slice(start, start + 50).map((path) => fetch(`${url}${path}`).then((r) => r.text())));
      }
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; path?: string });
      const logged = new Set(lines.filter((line) => line.msg === 'request').map((line) => line.path));
      expect(paths.filter((path) => !logged.has(path))).toEqual([]);
      expect(lines.at(-1)?.msg).toBe('stopped cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
