// The baseline of `bench/start.ts`: the smallest Hono server on @hono/node-server, answering
// `/healthz` on PORT. JavaScript, so that like the built `ctp` it starts without a TypeScript loader.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/healthz', (c) => c.json({ status: 'ok' }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.once('SIGTERM', () => server.close());
