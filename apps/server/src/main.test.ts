import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '@rentwell/db/data-dir-lock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const mainModule = fileURLToPath(new URL('./main.ts', import.meta.url));
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-main-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('server start-up', () => {
  it('refuses to open a data directory another process holds', async () => {
    const release = lockDataDir(path.join(dataDir, 'db'));
    try {
      const { code, stderr } = await runServer({ DATA_DIR: dataDir, PORT: '39123' });
      expect(code).toBe(1);
      expect(stderr).toMatch(/already in use by process/);
    } finally {
      release();
    }
  });

  it('stops with a message naming a bad variable', async () => {
    const { code, stderr } = await runServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
