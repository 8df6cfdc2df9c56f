import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    const lockPath = path.join(dir, 'rentwell.lock');
    super(
      `The data directory ${dir} is already in use by process ${pid}. ` +
        'Stop that process first, or point DATA_DIR at another directory. ' +
        'Two processes writing one embedded database would corrupt it. ' +
        `If process ${pid} is not Rentwell (check with: ps -p ${pid} -o pid,lstart,args), the lock is left over ` +
        `from a crash and the process id was reused: delete ${lockPath} and start again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock: the pid, and where the system tells, that process's start and the machine's boot. */
type LockOwner = { pid: number; startTicks: string | null; bootId: string | null };

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readSystemFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Linux's boot id: a pid recorded under another boot names some other process now. */
function currentBootId(): string | null {
  return readSystemFile('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** When the process started, in clock ticks after boot (field 22 of /proc/<pid>/stat); null off Linux. */
function processStartTicks(pid: number): string | null {
  const stat = readSystemFile(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function isNodeProcess(pid: number): boolean | null {
  const cmdline = readSystemFile(`/proc/${pid}/cmdline`);
  if (cmdline === null) return null;
  return path.basename(cmdline.split('\0')[0] ?? '').includes('node');
}

/** Lock files are JSON; older versions wrote the bare pid. */
function readLockOwner(lockPath: string): LockOwner | null {
  const text = readSystemFile(lockPath)?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return { pid: Number.parseInt(text, 10), startTicks: null, bootId: null };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return null;
    return { pid: owner.pid, startTicks: owner.startTicks ?? null, bootId: owner.bootId ?? null };
  } catch {
    return null;
  }
}

/**
 * True while the recorded process still holds the directory. A pid is reused after a crash (a container restarts
 * with the same low pids, a reboot starts the count again), so a live pid alone is not proof: a different boot,
 * a different start time of that pid, or a process that is not Node at all means the lock is left over.
 */
function isHeldBy(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isProcessAlive(owner.pid)) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  const startTicks = processStartTicks(owner.pid);
  if (owner.startTicks && startTicks && owner.startTicks !== startTicks) return false;
  if (isNodeProcess(owner.pid) === false) return false;
  return true;
}

/**
 * PGlite has no lock of its own and two openers silently lose data, so the directory carries a lock file created
 * exclusively, naming this process (pid, its start time, the boot). A lock left by a process that no longer runs,
 * or whose pid now belongs to another process, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'rentwell.lock');
  const self: LockOwner = { pid: process.pid, startTicks: processStartTicks(process.pid), bootId: currentBootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(self));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(lockPath);
      if (owner !== null && isHeldBy(owner)) throw new DataDirLockedError(dir, owner.pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

/** The pid of the live process holding `dir`, or null (no lock, or one left over): lets a command ask the server. */
export function findDataDirHolder(dir: string): number | null {
  const owner = readLockOwner(path.join(dir, 'rentwell.lock'));
  return owner !== null && isHeldBy(owner) ? owner.pid : null;
}
