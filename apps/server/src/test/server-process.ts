import { type ChildProcess, spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Where `npm start --workspace @rentwell/server` runs, so `.env` and module resolution are as in production. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The command `npm start` runs the server with, and the build it needs first. The one place to change when the start
 * path changes: every test that starts real server processes goes through here.
 */
function serverCommand(): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: ['--max-semi-space-size=2', '--max-old-space-size=1024', '--enable-source-maps', 'dist/main.js'],
  };
}

let serverBuild: Promise<void> | undefined;

/** Builds the compiled server as `npm start` does: only when it is missing or older than its sources. */
function buildServerIfStale(): Promise<void> {
  serverBuild ??= new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    build.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the server failed (${code}):\n${stderr}`)),
    );
  });
  return serverBuild;
}

/** How long a server may take to migrate, seed and listen on a busy machine. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type ServerProcess = {
  name: string;
  url: string;
  /** The JSON log lines written so far (pino, one object a line). */
  logs: () => LogLine[];
  /** Ends the process with SIGTERM (SIGKILL if it does not stop within `forceAfterMs`) and resolves with its exit code. */
  stop: (forceAfterMs?: number) => Promise<number | null>;
  /** Ends the process at once with SIGKILL, as a crash or an out-of-memory kill would: nothing is cleaned up. */
  kill: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts a real server process as `npm start` does (the compiled server, built first when stale), with exactly `env` (and PATH) as its environment, on `port`;
 * resolves once it answers its health check.
 */
export async function startServerProcess(
  name: string,
  options: { port: number; env: Record<string, string>; startTimeoutMs?: number },
): Promise<ServerProcess> {
  await buildServerIfStale();
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const output = () => `${name} stdout:\n${stdout.slice(-4_000)}\n${name} stderr:\n${stderr.slice(-4_000)}`;
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async (forceAfterMs = STOP_TIMEOUT_MS) => {
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    const code = await exited(child);
    clearTimeout(force);
    return code;
  };
  try {
    await waitUntilHealthy(url, child, output, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name,
    url,
    logs: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    stop,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
