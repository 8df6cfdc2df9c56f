import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** One request of a connection's repeating sequence (autocannon's `requests`). */
export type SequencedRequest = {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Each connection sends these in turn (a write, then the read measured); `url`'s path alone when not given. */
  sequence?: SequencedRequest[];
  /** The position in `sequence` whose answers are measured (the others are part of each turn's cost). */
  measuredStep?: number;
  /** A request slower than this counts as timed out. */
  timeoutMs?: number;
};

export type LoadReport = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx by status, and failed connections ('0'). */
  errors: Record<string, number>;
  timeouts: number;
};

/**
 * A closed-loop HTTP load on loopback by autocannon: `connections` keep-alive clients, each sending its next request
 * when the last answer arrived. Latencies are kept per answer of the measured step (autocannon's own histogram mixes
 * every request of a sequence), so a write before every read counts the reads only.
 */
async function generateLoad(options: LoadOptions): Promise<LoadReport> {
  const sequence = options.sequence ?? [{ path: new URL(options.url).pathname + new URL(options.url).search }];
  const measuredStep = options.measuredStep ?? sequence.length - 1;
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const stepOfClient = new Map<object, number>();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const loadOptions: autocannon.Options = {
    url: new URL(options.url).origin,
    connections: options.connections,
    duration: options.durationMs / 1000,
    timeout: (options.timeoutMs ?? 10_000) / 1000,
    headers: options.headers,
    requests: sequence.map((request) => ({ method: request.method ?? 'GET', ...request })),
  };
  const instance = autocannon(loadOptions, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (client: object, statusCode: number, _bytes: number, responseTime: number) => {
    const step = stepOfClient.get(client) ?? 0;
    stepOfClient.set(client, (step + 1) % sequence.length);
    if (statusCode < 200 || statusCode >= 300) errors[statusCode] = (errors[statusCode] ?? 0) + 1;
    if (step === measuredStep) latencies.push(responseTime);
  });
  instance.on('reqError', () => {
    errors[0] = (errors[0] ?? 0) + 1;
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  // No measured answer within the load (a machine so loaded that every read waited past its end): its latency is at
  // least the load's length, which keeps the figure a number (JSON has no NaN) and the goal reported as missed.
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? options.durationMs;
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    timeouts: result.timeouts,
  };
}

/** Runs the generator in a process of its own, so it does not share the event loop of a server in this process. */
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
