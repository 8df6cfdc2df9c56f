import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** A request slower than this counts as timed out (and its connection is dropped). */
  timeoutMs?: number;
};

export type LoadReport = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, by status (0: the connection failed). */
  errors: Record<string, number>;
  /** Counted in p50/p99 at the timeout, so with timeouts those are lower bounds. */
  timeouts: number;
};

/**
 * A closed-loop HTTP load generator on loopback: `connections` keep-alive clients each send the next request when the
 * last answer's body has arrived, for `durationMs` (bounded in count by time, then it stops by itself). The same one
 * measures the hello-world reference and the app, so their ratio compares like with like.
 */
async function generateLoad(options: LoadOptions): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const fail = (status: number) => {
    errors[status] = (errors[status] ?? 0) + 1;
  };
  let timeouts = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - sent);
          else fail(response.statusCode ?? 0);
          resolve();
        });
        response.on('error', () => {
          fail(0);
          resolve();
        });
      });
      let timedOut = false;
      request.setTimeout(timeoutMs, () => {
        timedOut = true;
        timeouts += 1;
        request.destroy();
        resolve();
      });
      request.on('error', () => {
        if (!timedOut) fail(0);
        resolve();
      });
    });

  const client = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const answered = latencies.length;
  for (let i = 0; i < timeouts; i++) latencies.push(timeoutMs);
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? Number.NaN;
  return {
    requests: answered,
    requestsPerSecond: answered / elapsedSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    timeouts,
  };
}

/** Runs the generator in a process of its own, so it does not share the server's event loop. */
export function runLoad(options: LoadOptions): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(options)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
      else resolve(JSON.parse(output) as LoadReport);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const report = await generateLoad(JSON.parse(process.argv[2]) as LoadOptions);
  process.stdout.write(JSON.stringify(report));
}
