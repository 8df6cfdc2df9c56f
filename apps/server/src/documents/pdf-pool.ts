import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PdfJob } from './pdf-worker.ts';

/** A worker with no job for this long ends, and the memory its fonts and last document took goes with it. */
const IDLE_TIMEOUT_MS = 30_000;
/** A worker that grows past this dies with an error (the job fails with a 500) instead of taking the server down. */
const WORKER_HEAP_LIMIT_MB = 1_024;
/**
 * A job not done this long after it was asked for (waiting included) is abandoned, its worker ended: nothing waits
 * forever on a document that never finishes or on a worker that cannot start. A 2,000-row report takes seconds.
 */
const JOB_TIMEOUT_MS = 300_000;

/**
 * Workers run at a lower CPU priority than the server's thread (10 is what `nice` adds by default): when the CPUs are
 * busy, a request waiting on the event loop goes before typesetting, which then takes longer.
 */
const WORKER_NICE_INCREMENT = 10;

export type PdfPoolOptions = {
  maxThreads?: number;
  idleTimeoutMs?: number;
  heapLimitMb?: number;
  jobTimeoutMs?: number;
};

/**
 * Compiled, the pool is bundled into dist/main.js and the worker is dist/pdf-worker.js beside it; from source (tsx,
 * vitest, the bench) the worker is the TypeScript file beside this one, loaded through tsx. `import.meta.filename`
 * tells them apart: unlike `import.meta.url`, the build leaves it as the bundle's own path (decision 011).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const own = import.meta.filename;
  if (own.endsWith('.ts'))
    return { filename: path.join(import.meta.dirname, 'pdf-worker.ts'), execArgv: ['--import', 'tsx'] };
  return { filename: path.join(import.meta.dirname, 'pdf-worker.js'), execArgv: workerExecArgv(process.execArgv) };
}

/** V8's heap-size flags, which size the whole process's heaps; a worker's heap is sized by its `resourceLimits`. */
const HEAP_SIZE_FLAG = /^--max-(semi|old)-space-size(=|$)/;

/**
 * The server's command-line flags (`--enable-source-maps`, …) without V8's heap-size flags: Node refuses to start a
 * worker given those (ERR_WORKER_INVALID_EXEC_ARGV), and the server runs with `--max-semi-space-size` (decision 016).
 */
export function workerExecArgv(serverExecArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < serverExecArgv.length; index++) {
    const flag = serverExecArgv[index] as string;
    if (!HEAP_SIZE_FLAG.test(flag)) kept.push(flag);
    else if (!flag.includes('=')) index++;
  }
  return kept;
}

/**
 * PDF typesetting off the event loop: at most `maxThreads` worker threads (one CPU is left to the server), started
 * on demand and ended when idle. Jobs beyond that wait their turn. A job that fails rejects with the worker's
 * error; a worker that dies is replaced by the next job. See docs/decisions/013-pdf-worker-pool.md.
 */
export function createPdfPool(options: PdfPoolOptions = {}) {
  const pool = new Piscina<PdfJob, Uint8Array>({
    ...workerEntry(),
    minThreads: 0,
    niceIncrement: WORKER_NICE_INCREMENT,
    maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB },
  });
  // A worker that dies with no job (while starting, or idle) has no caller to tell; unheard, the pool's 'error'
  // event would end the server. The next job starts a new worker.
  pool.on('error', (error: Error) => process.emitWarning(error));
  return {
    async render(job: PdfJob): Promise<Buffer> {
      const signal = AbortSignal.timeout(options.jobTimeoutMs ?? JOB_TIMEOUT_MS);
      const bytes = await pool.run(job, { signal }).catch((error: unknown) => {
        // pdf-lib throws bare strings ('The input is not a PNG file!'): the error handler logs Errors.
        throw error instanceof Error ? error : new Error(String(error));
      });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /** The worker threads running now and the jobs waiting for one. */
    load: () => ({ threads: pool.threads.length, queued: pool.queueSize }),
    /** Lets the running jobs finish, then ends every worker. */
    close: () => pool.close(),
  };
}

let shared: ReturnType<typeof createPdfPool> | undefined;

/** The PDF `job` describes, typeset by the server's worker pool (started at the first job). */
export function renderInPdfWorker(job: PdfJob): Promise<Buffer> {
  shared ??= createPdfPool();
  return shared.render(job);
}

/** Ends the server's PDF workers once their jobs are done (at shutdown). */
export async function closePdfWorkers(): Promise<void> {
  const closing = shared;
  shared = undefined;
  await closing?.close();
}
