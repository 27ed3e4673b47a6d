import type { Principal } from '@ctp/auth';
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import type { ApiModule, AppEnv } from './app-env.js';
import type { Caller } from './caller.js';
import { PageQuery } from './paging.js';
import { resourceRoutes } from './resource-routes.js';

const ORG = '0190a3c4-0000-7000-8000-000000000001';
const ID = '0190a3c4-0000-7000-8000-0000000000aa';
const Thing = z.object({ id: z.string(), name: z.string() }).openapi('ResourceRoutesThing');
const ThingCreate = z.strictObject({
  name: z
    .string()
    .min(1)
    .transform((s) => s.trim()),
});
const Filters = PageQuery.extend({ state: z.enum(['open', 'closed']).optional() });

/** Every call a handler got: which operation, the caller's organization and the validated input. */
function thingsModule(calls: unknown[][]): ApiModule {
  const seen = (op: string, caller: Caller, ...input: unknown[]) =>
    calls.push([op, caller.organizationId, ...input]);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/forecasting/initiatives', tags: ['Things'] });
    routes.create({
      summary: 'Make a thing',
      body: ThingCreate,
      view: Thing,
      problems: { 400: 'Invalid body', 422: 'Not a thing' },
      handle: async (caller, body) => {
        seen('create', caller, body);
        return { id: ID, name: body.name };
      },
    });
    routes.list({
      summary: 'Things',
      query: Filters,
      item: Thing,
      handle: async (caller, page, query) => {
        seen('list', caller, page, query.state);
        return { items: [{ id: ID, name: 'one' }], nextCursor: null };
      },
    });
    routes.get({
      summary: 'A thing',
      view: Thing,
      returns: 'The thing',
      problems: { 404: 'No such thing' },
      handle: async (caller, id) => {
        seen('get', caller, id);
        return { id, name: 'one' };
      },
    });
    routes.update({
      summary: 'Rename a thing',
      body: ThingCreate,
      view: Thing,
      handle: async (caller, id, body) => {
        seen('update', caller, id, body);
        return { id, name: body.name };
      },
    });
    routes.archive({
      summary: 'Archive a thing',
      view: Thing,
      handle: async (caller, id) => {
        seen('archive', caller, id);
        return { id, name: 'one' };
      },
    });
  };
}

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const principal: Principal = { kind: 'session', userId: ID, organizationId: ORG, role: 'ORG_ADMIN' };
  c.set('principal', principal);
  await next();
};

function things() {
  const calls: unknown[][] = [];
  const { app } = testApp({ modules: [thingsModule(calls)], middleware: [signedIn] });
  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  return { app, calls, send };
}

describe('resourceRoutes', () => {
  it('hands each handler the caller and the validated input, and answers with its status', async () => {
    const { calls, send } = things();
    const created = await send('POST', '/api/forecasting/initiatives', { name: '  Solar  ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: ID, name: 'Solar' });

    const list = await send('GET', '/api/forecasting/initiatives?limit=2&state=open');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ items: [{ id: ID, name: 'one' }], nextCursor: null });

    expect((await send('GET', `/api/forecasting/initiatives/${ID}`)).status).toBe(200);
    const updated = await send('PATCH', `/api/forecasting/initiatives/${ID}`, { name: 'Wind ' });
    expect(await updated.json()).toEqual({ id: ID, name: 'Wind' });
    expect((await send('DELETE', `/api/forecasting/initiatives/${ID}`)).status).toBe(200);

    expect(calls).toEqual([
      ['create', ORG, { name: 'Solar' }],
      ['list', ORG, { limit: 2, cursor: null }, 'open'],
      ['get', ORG, ID],
      ['update', ORG, ID, { name: 'Wind' }],
      ['archive', ORG, ID],
    ]);
  });

  it('refuses invalid input with problem+json before any handler runs', async () => {
    const { calls, send } = things();
    const badBody = await send('POST', '/api/forecasting/initiatives', { name: '', extra: 1 });
    expect(badBody.status).toBe(400);
    expect(badBody.headers.get('content-type')).toContain('application/problem+json');
    expect((await send('GET', '/api/forecasting/initiatives/not-a-uuid')).status).toBe(400);
    expect((await send('GET', '/api/forecasting/initiatives?state=lost')).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('documents each operation with its roles, JSON content and only the problems it states', async () => {
    const { app } = things();
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; 'x-ctp-roles': string[] }>>;
    };
    const collection = doc.paths['/api/forecasting/initiatives'];
    const item = doc.paths['/api/forecasting/initiatives/{id}'];
    expect(Object.keys(collection?.post?.responses ?? {})).toEqual(['201', '400', '422']);
    expect(Object.keys(collection?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(item?.get?.responses ?? {})).toEqual(['200', '404']);
    expect(item?.delete?.responses['200']).toEqual({
      description: 'Archived',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ResourceRoutesThing' } } },
    });
    expect(collection?.post?.['x-ctp-roles']).toEqual(['ORG_ADMIN', 'ORG_MEMBER']);
  });
});
