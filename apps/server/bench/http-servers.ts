import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type RunningServer = { url: string; close: () => Promise<void> };

/** Serves `fetch` over HTTP on a free loopback port, as `npm start` serves the app (@hono/node-server). */
export function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** The reference: a bare Hono hello-world on the same server adapter, same machine, same load generator. */
export function listenHelloWorld(): Promise<RunningServer> {
  const app = new Hono().get('/', (c) => c.text('Hello, World!'));
  return listen(app.fetch);
}
