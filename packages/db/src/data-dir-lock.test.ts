import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, findDataDirHolder, lockDataDir } from './data-dir-lock.ts';

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

  it('takes over a lock whose process id now belongs to a process started later (a reused pid)', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(
        path.join(dir, 'rentwell.lock'),
        JSON.stringify({ pid: other.pid, startTicks: '1', bootId: null }),
      );
      expect(findDataDirHolder(dir)).toBeNull();
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock from an older version whose pid now belongs to a program that is not Node', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, 'rentwell.lock'), String(other.pid));
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock written under another boot of the machine', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(
        path.join(dir, 'rentwell.lock'),
        JSON.stringify({ pid: other.pid, startTicks: null, bootId: 'a-boot-before-the-last-restart' }),
      );
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('says how to recover when it cannot tell a live Node process from the owner', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, 'rentwell.lock'), String(other.pid));
      expect(findDataDirHolder(dir)).toBe(other.pid);
      expect(() => lockDataDir(dir)).toThrow(/delete .*rentwell\.lock and start again/);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('names the live holder for a command that wants to ask the running server', async () => {
    const holder = await holdLockInAnotherProcess();
    try {
      expect(findDataDirHolder(dir)).not.toBeNull();
    } finally {
      holder.stop();
    }
    expect(findDataDirHolder(path.join(dir, 'elsewhere'))).toBeNull();
  });
});
