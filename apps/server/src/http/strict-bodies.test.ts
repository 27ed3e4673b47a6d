import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import { nonStrictObjects } from './strict-bodies.js';

describe('strict request bodies', () => {
  it('finds plain z.object anywhere in a schema', () => {
    const schema = z.strictObject({
      ok: z.strictObject({ a: z.string() }),
      loose: z.looseObject({ a: z.string() }),
      list: z.array(z.object({ a: z.string() })).optional(),
      either: z.union([z.strictObject({}), z.object({ b: z.number() })]),
    });
    expect(nonStrictObjects(schema)).toEqual(['.list[]', '.either']);
    expect(nonStrictObjects(z.object({}))).toEqual(['(root)']);
  });

  it('refuses to build an app whose module accepts a non-strict JSON body', () => {
    const sloppy = createRoute({
      method: 'post',
      path: '/api/sloppy',
      request: { body: { content: { 'application/json': { schema: z.object({ a: z.string() }) } } } },
      responses: { 204: { description: 'ok' } },
    });
    expect(() => testApp({ modules: [(app) => app.openapi(sloppy, (c) => c.body(null, 204))] })).toThrow(
      'POST /api/sloppy body (root)',
    );
  });
});
