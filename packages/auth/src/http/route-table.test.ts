import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defineRouteTable, findUncoveredRoutes, matchRoutes, type RouteRule } from './route-table.js';

const table = defineRouteTable([
  { method: 'GET', path: '/api/reports/:id', roles: ['READ_ONLY'] },
  { method: 'GET', path: '/api/reports/latest', roles: 'public' },
  { method: 'GET', path: '/', roles: 'public' },
]);

describe('route table', () => {
  it('returns every matching rule (overlapping patterns) and captures parameters', () => {
    expect(matchRoutes(table, 'GET', '/api/reports/latest').map((m) => m.rule.roles)).toEqual([
      ['READ_ONLY'],
      'public',
    ]);
    expect(matchRoutes(table, 'get', '/api/reports/r1')).toMatchObject([{ params: { id: 'r1' } }]);
    expect(matchRoutes(table, 'HEAD', '/')[0]?.rule.path).toBe('/');
  });

  it('matches nothing for other methods, extra or empty segments', () => {
    for (const [m, p] of [
      ['POST', '/api/reports/r1'],
      ['GET', '/api/reports/r1/x'],
      ['GET', '/api/reports/'],
      ['GET', '/api/reports'],
    ]) {
      expect(matchRoutes(table, m ?? '', p ?? '')).toEqual([]);
    }
  });

  it('matches a frozen table from its index and an unfrozen one as it is at each call', () => {
    // The index is keyed by segment count: a two-segment and a three-segment rule never collide.
    expect(matchRoutes(table, 'GET', '/api/reports/r1').map((m) => m.rule.path)).toEqual([
      '/api/reports/:id',
    ]);
    const loose: RouteRule[] = [{ method: 'GET', path: '/a/:id', roles: 'public' }];
    expect(matchRoutes(loose, 'GET', '/a/1')).toHaveLength(1);
    loose.push({ method: 'GET', path: '/a/b', roles: ['AUDITOR'] });
    expect(matchRoutes(loose, 'GET', '/a/b').map((m) => m.rule.path)).toEqual(['/a/:id', '/a/b']);
    loose.length = 0;
    expect(matchRoutes(loose, 'GET', '/a/1')).toEqual([]);
  });

  it('rejects invalid entries and duplicates with INVALID_ROUTE_TABLE', () => {
    const bad = [
      { method: 'GET', path: 'no-slash', roles: 'public' },
      { method: 'TRACE', path: '/x', roles: 'public' },
      { method: 'GET', path: '/y', roles: [] },
      { method: 'GET', path: '/y', roles: ['SUPERUSER'] },
      { method: 'GET', path: '/a/:id', roles: 'public' },
      { method: 'GET', path: '/a/:other', roles: 'public' },
    ] as unknown as RouteRule[];
    try {
      defineRouteTable(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_ROUTE_TABLE' });
      expect((error as { details: { errors: string[] } }).details.errors).toHaveLength(6);
    }
  });

  it('finds Hono routes the table does not cover', () => {
    const app = new Hono();
    app.use('*', async (_c, next) => next());
    app.get('/api/reports/:id', (c) => c.text(''));
    app.post('/api/reports', (c) => c.text(''));
    expect(findUncoveredRoutes(app.routes, table)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/reports' }),
    ]);
  });
});
