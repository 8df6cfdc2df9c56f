import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Hono } from 'hono';
import type { Content } from 'pdfmake/interfaces';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../lib/app-env.ts';
import { handleError } from '../lib/error-handler.ts';
import { createPdfPool, workerExecArgv } from './pdf-pool.ts';
import type { PdfJob } from './pdf-worker.ts';

const pools: ReturnType<typeof createPdfPool>[] = [];
function pool(options: Parameters<typeof createPdfPool>[0]) {
  const created = createPdfPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

const letter = (text: string): PdfJob => ({ kind: 'document', definition: { content: [text] } });
/** A table long enough to need far more memory than a tight heap limit allows. */
const hugeTable: PdfJob = {
  kind: 'document',
  definition: {
    content: [
      {
        table: {
          body: Array.from({ length: 20_000 }, (_, row): Content[] => [`Row ${row}`, 'Harbor View', '$1,250.00']),
        },
      },
    ],
  },
};
const notAnImage: PdfJob = { kind: 'image-page', image: new Uint8Array([1, 2, 3, 4]), format: 'png' };

/** The nice value of each thread of this process (Linux: the 19th field of /proc/self/task/<id>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the PDF worker pool', () => {
  it('typesets in at most maxThreads workers at once; the other jobs wait their turn', {
    timeout: 60_000,
  }, async () => {
    const pdfs = pool({ maxThreads: 1 });
    const jobs = ['One', 'Two', 'Three'].map((text) => pdfs.render(letter(text)));
    expect(pdfs.load()).toEqual({ threads: 1, queued: 2 });
    const rendered = await Promise.all(jobs);
    expect(rendered.every(isPdf)).toBe(true);
    expect(pdfs.load()).toEqual({ threads: 1, queued: 0 });
  });

  it('rejects with the error the job met in the worker, and goes on with the next job', async () => {
    const pdfs = pool({ maxThreads: 1 });
    await expect(pdfs.render(notAnImage)).rejects.toThrow(/PNG/i);
    expect(isPdf(await pdfs.render(letter('After the error')))).toBe(true);
  });

  it('turns a failed job into a 500 and logs the worker’s error', async () => {
    const pdfs = pool({ maxThreads: 1 });
    const logger = { error: vi.fn() };
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('logger', logger as unknown as AppEnv['Variables']['logger']);
        c.set('requestId', 'request-1');
        await next();
      })
      .get('/receipt', async (c) => c.body(new Uint8Array(await pdfs.render(notAnImage))))
      .onError(handleError);

    const response = await app.request('/receipt');

    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe('internal_error');
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: expect.stringMatching(/PNG/i) }) }),
      'unhandled error',
    );
  });

  it('replaces a worker that died: a job past the heap limit fails, the next one gets a new worker', {
    timeout: 120_000,
  }, async () => {
    const pdfs = pool({ maxThreads: 1, heapLimitMb: 24 });
    await expect(pdfs.render(hugeTable)).rejects.toThrow(/out of memory/i);
    expect(isPdf(await pdfs.render(letter('A fresh worker')))).toBe(true);
  });

  it('survives a worker that dies with no job: a warning, and the job waiting for it times out', {
    timeout: 60_000,
  }, async () => {
    const warned = new Promise<Error>((resolve) => process.once('warning', resolve));
    // Too little heap to even load the fonts: the worker dies starting.
    const pdfs = pool({ maxThreads: 1, heapLimitMb: 8, jobTimeoutMs: 10_000 });
    await expect(pdfs.render(letter('Never printed'))).rejects.toThrow(/aborted/i);
    expect((await warned).message).toMatch(/memory/i);
  });

  it('ends idle workers, so their memory returns', { timeout: 60_000 }, async () => {
    const pdfs = pool({ maxThreads: 2, idleTimeoutMs: 100 });
    await Promise.all([pdfs.render(letter('One')), pdfs.render(letter('Two'))]);
    expect(pdfs.load().threads).toBeGreaterThan(0);
    await vi.waitFor(() => expect(pdfs.load().threads).toBe(0), { timeout: 5_000, interval: 50 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its workers at a lower CPU priority than the server’s thread',
    async () => {
      const serverNice = getPriority();
      const pdfs = pool({ maxThreads: 1 });
      expect(isPdf(await pdfs.render(letter('Niced')))).toBe(true);
      expect(threadNiceValues()).toContain(Math.min(19, serverNice + 10));
      expect(getPriority()).toBe(serverNice);
    },
  );

  it('starts workers with the server’s flags except V8’s heap sizes, which Node refuses in a worker', async () => {
    const serverFlags = ['--enable-source-maps', '--max-semi-space-size=2', '--max-old-space-size', '512'];
    const flags = workerExecArgv(serverFlags);
    expect(flags).toEqual(['--enable-source-maps']);
    const worker = new Worker('', { eval: true, execArgv: flags });
    const [exitCode] = await once(worker, 'exit');
    expect(exitCode).toBe(0);
    expect(() => new Worker('', { eval: true, execArgv: serverFlags })).toThrow(/execArgv/);
  });
});
