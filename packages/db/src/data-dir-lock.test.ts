import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

function lockPath(): string {
  return path.join(dir, 'rentwell.lock');
}

/** Takes the lock, checks the lock file now names this process, releases it and checks the file is gone. */
function takeAndRelease(): void {
  const release = lockDataDir(dir);
  expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
  release();
  expect(existsSync(lockPath())).toBe(false);
}

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
    await writeFile(lockPath(), '999999999');
    expect(findDataDirHolder(dir)).toBeNull();
    takeAndRelease();
  });

  it('can be taken again after release', () => {
    takeAndRelease();
    takeAndRelease();
  });

  it('takes over a lock whose process id now belongs to a process started later (a reused pid)', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockPath(), JSON.stringify({ pid: other.pid, startTicks: '1', bootId: null }));
      expect(findDataDirHolder(dir)).toBeNull();
      takeAndRelease();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock from an older version whose pid now belongs to a program that is not Node', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await writeFile(lockPath(), String(other.pid));
      expect(findDataDirHolder(dir)).toBeNull();
      takeAndRelease();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock written under another boot of the machine', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(
        lockPath(),
        JSON.stringify({ pid: other.pid, startTicks: null, bootId: 'a-boot-before-the-last-restart' }),
      );
      expect(findDataDirHolder(dir)).toBeNull();
      takeAndRelease();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('says how to recover when it cannot tell a live Node process from the owner', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockPath(), String(other.pid));
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
