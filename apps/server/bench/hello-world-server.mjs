// The reference of the HTTP benchmarks, in a process of its own: a bare Hono hello-world on the server adapter the
// app ships with (@hono/node-server), on the loopback port given as PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello, World!'));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
