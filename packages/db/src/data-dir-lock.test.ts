import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Starts a second Node process that takes the lock, reports, and holds it until killed. */
function holdLockInAnotherProcess(): Promise<{ stop: () => void }> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve({ stop: () => child.kill('SIGKILL') });
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
}

describe('lockDataDir', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const holder = await holdLockInAnotherProcess();
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+/);
    } finally {
      holder.stop();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(path.join(dir, 'rentwell.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('can be taken again after release', () => {
    lockDataDir(dir)();
    lockDataDir(dir)();
  });
});
