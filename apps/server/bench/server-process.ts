import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ROOT_DIR = path.resolve(SERVER_DIR, '../..');

/** A server process started for a benchmark: where it answers, and how to stop it (with its children). */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Milliseconds from the spawn until /api/health/ready answered. */
  readyMs: number;
  /** CPU seconds the process tree used until then (user + system), which the machine's other load barely moves. */
  readyCpuSeconds: number;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The live processes of a process group (the spawned command and everything it started), from /proc. */
async function processGroup(groupId: number): Promise<number[]> {
  const found = spawnSync('pgrep', ['-g', String(groupId)], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => existsSync(`/proc/${pid}/stat`));
}

/** Resident memory of a process in MB (VmRSS), from /proc. */
export async function residentMegabytes(pid: number): Promise<number> {
  const match = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU seconds of a process and of its children that already ended (utime, stime, cutime, cstime). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return ticks / 100;
}

/** The compiled server's process in a group: the node process whose command line runs dist/main.js (not the shell). */
export async function serverPid(server: ServerProcess): Promise<number> {
  for (const pid of await processGroup(server.child.pid ?? 0)) {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const program = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (program.trim() === 'node' && commandLine.includes('dist/main.js')) return pid;
  }
  throw new Error('no dist/main.js process in the started command');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** npm can exit before the server it started has closed its database: wait until the whole group is gone. */
async function groupEnded(groupId: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output().slice(-2000)}`);
    }
    const ok = await fetch(`${url}/api/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type StartOptions = {
  /** The command and its arguments, run in the repository root ('npm start', or node on the compiled server). */
  command: string[];
  dataDir: string;
  /** `warn` unless given; `default` leaves LOG_LEVEL unset, so the server logs at its own default level (info). */
  logLevel?: string;
  env?: Record<string, string>;
};

function logLevelEnv(level = 'warn'): Record<string, string | undefined> {
  return { LOG_LEVEL: level === 'default' ? undefined : level };
}

/** Starts a command that runs the server in a process group of its own, and waits until it is ready. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const [command, ...args] = options.command as [string, ...string[]];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      ...logLevelEnv(options.logLevel),
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited(child);
    await groupEnded(child.pid ?? 0);
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - started;
  const tree = await processGroup(child.pid ?? 0);
  const cpu = await Promise.all([child.pid ?? 0, ...tree.filter((pid) => pid !== child.pid)].map(cpuSeconds));
  return { url, child, readyMs, readyCpuSeconds: cpu.reduce((sum, seconds) => sum + seconds, 0), stop };
}

const serverStartScript = (
  JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

/** The compiled server as `npm start` runs it (its start script: flags and environment), without npm and the build check. */
export const COMPILED_SERVER = ['sh', '-c', `cd apps/server && ${serverStartScript}`];

/** Builds what `npm start` builds when it is out of date, so that a measured start finds the builds current. */
export function buildIfStale(targets = ['web', 'extension', 'server']): void {
  const build = spawnSync('node', ['scripts/build-if-stale.mjs', ...targets], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the app failed (its errors are above)');
}

/** A new data directory with the demo data: the compiled server seeds it on its first start. */
export async function seededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-bench-data-'));
  const server = await startServer({ command: COMPILED_SERVER, dataDir, env: { SEED_DEMO_DATA: 'true' } });
  await server.stop();
  return dataDir;
}

export const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Signs in as a demo account over HTTP and returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    // The server trusts its BASE_URL, which defaults to http://localhost:<port>.
    headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
