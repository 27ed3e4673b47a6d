import { createRoute, type z } from '@hono/zod-openapi';
import type { App } from './app-env.js';
import { type Caller, callerOf } from './caller.js';
import { IdParam, json, jsonBody, type ProblemDescriptions, problems } from './openapi-parts.js';
import { PageQuery, pageOf } from './paging.js';
import { accessOf } from './route-table.js';

/** What every operation states: its OpenAPI summary and description and the problems it documents. */
export interface Operation {
  summary: string;
  description?: string;
  problems?: ProblemDescriptions;
}
/** An operation on one item at `path/{id}`, or at `path/{id}{sub}` (`sub` such as `/versions`). */
interface ItemOperation extends Operation {
  sub?: string;
}
/** What a handler answers: the view of the operation's response schema. */
type Answer<V extends z.ZodType> = Promise<z.output<V>>;
/** `{ limit, cursor }` of a paged list, as services take it. */
export interface PageRequest {
  limit: number;
  cursor: string | null;
}
/** A page of views, as the list answers it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
/** The query of a paged list: `PageQuery`, or a schema extending it with filters. */
type ListQuery = z.ZodObject & z.ZodType<z.output<typeof PageQuery>>;

/*
 * Hono infers a handler's validated input (`c.req.valid(...)`) from the route, but not through a body
 * or query schema that is a type parameter; these state it (what the validator the route installs
 * hands over).
 */
type Valid<Out extends object> = { out: Out };
type IdOf = z.output<typeof IdParam>;

const UPPER = { patch: 'PATCH', put: 'PUT', post: 'POST' } as const;

const about = ({ summary, description }: Operation) => ({
  summary,
  ...(description === undefined ? {} : { description }),
});

/**
 * The routes of one resource of a feature, stating only what differs: the collection at `path`, its
 * items at `path/{id}` (an `IdParam`), the schemas, the problems each operation documents, and a
 * handler that calls the feature's service with the {@link Caller} and the validated input and returns
 * the view. Methods, paths, tags, roles (from the route table), JSON content, page queries and
 * problem+json answers are written here once. Problems a service throws (`ProblemError`, coded
 * errors) reach the error handler; a handler only answers success.
 *
 * @example
 * const routes = resourceRoutes(app, { path: '/api/suppliers', tags: ['Suppliers'] });
 * routes.get({
 *   summary: 'A supplier', view: SupplierView, returns: 'The supplier',
 *   problems: { 404: 'No such supplier' },
 *   handle: async (caller, id) => supplierView(await suppliers.get(caller, id)),
 * });
 */
export function resourceRoutes(app: App, resource: { path: string; tags: string[] }) {
  const { tags } = resource;
  const itemPath = (sub = '') => `${resource.path}/{id}${sub}`;
  const common = (o: Operation, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => ({
    path,
    tags,
    ...about(o),
    ...accessOf(method, path),
  });

  return {
    /**
     * `POST path` with a JSON body: 201 with the new item (`returns` default `Created`); `headers` such as
     * `cache-control: no-store` for an answer that shows a secret once.
     */
    create<B extends z.ZodType, V extends z.ZodType>(
      o: Operation & {
        body: B;
        view: V;
        returns?: string;
        headers?: Record<string, string>;
        handle: (caller: Caller, body: z.output<B>) => Answer<V>;
      },
    ): void {
      const route = createRoute({
        method: 'post',
        ...common(o, 'POST', resource.path),
        request: { body: jsonBody(o.body) },
        responses: { 201: { description: o.returns ?? 'Created', ...json(o.view) }, ...problems(o.problems) },
      });
      app.openapi<typeof route, Valid<{ json: z.output<B> }>>(route, async (c) =>
        c.json(await o.handle(callerOf(c), c.req.valid('json')), 201, o.headers),
      );
    },

    /** `GET path?limit&cursor[&filters]`: one page of items (`returns` default `One page`). */
    list<V extends z.ZodType, Q extends ListQuery = typeof PageQuery>(
      o: Operation & {
        item: V;
        query?: Q;
        returns?: string;
        handle: (caller: Caller, page: PageRequest, query: z.output<Q>) => Promise<Page<z.output<V>>>;
      },
    ): void {
      const route = createRoute({
        method: 'get',
        ...common(o, 'GET', resource.path),
        request: { query: o.query ?? PageQuery },
        responses: {
          200: { description: o.returns ?? 'One page', ...json(pageOf(o.item)) },
          ...problems(o.problems),
        },
      });
      app.openapi<typeof route, Valid<{ query: z.output<Q> }>>(route, async (c) => {
        const query = c.req.valid('query');
        const page = { limit: query.limit, cursor: query.cursor ?? null };
        return c.json(await o.handle(callerOf(c), page, query), 200);
      });
    },

    /** `GET path/{id}[sub]`: one item, or something of it. */
    get<V extends z.ZodType>(
      o: ItemOperation & { view: V; returns: string; handle: (caller: Caller, id: string) => Answer<V> },
    ): void {
      const route = createRoute({
        method: 'get',
        ...common(o, 'GET', itemPath(o.sub)),
        request: { params: IdParam },
        responses: { 200: { description: o.returns, ...json(o.view) }, ...problems(o.problems) },
      });
      app.openapi(route, async (c) => c.json(await o.handle(callerOf(c), c.req.valid('param').id), 200));
    },

    /**
     * `PATCH path/{id}[sub]` (or `put`, or `post` for a state change with a body) with a JSON body:
     * 200 with the item after the change (`returns` default `Updated`).
     */
    update<B extends z.ZodType, V extends z.ZodType>(
      o: ItemOperation & {
        method?: 'patch' | 'put' | 'post';
        body: B;
        view: V;
        returns?: string;
        handle: (caller: Caller, id: string, body: z.output<B>) => Answer<V>;
      },
    ): void {
      const method = o.method ?? 'patch';
      const route = createRoute({
        method,
        ...common(o, UPPER[method], itemPath(o.sub)),
        request: { params: IdParam, body: jsonBody(o.body) },
        responses: { 200: { description: o.returns ?? 'Updated', ...json(o.view) }, ...problems(o.problems) },
      });
      app.openapi<typeof route, Valid<{ param: IdOf; json: z.output<B> }>>(route, async (c) =>
        c.json(await o.handle(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
      );
    },

    /** `POST path/{id}{sub}` with a JSON body: 201 with what was added to the item (`returns` default `Created`). */
    add<B extends z.ZodType, V extends z.ZodType>(
      o: ItemOperation & {
        sub: string;
        body: B;
        view: V;
        returns?: string;
        handle: (caller: Caller, id: string, body: z.output<B>) => Answer<V>;
      },
    ): void {
      const route = createRoute({
        method: 'post',
        ...common(o, 'POST', itemPath(o.sub)),
        request: { params: IdParam, body: jsonBody(o.body) },
        responses: { 201: { description: o.returns ?? 'Created', ...json(o.view) }, ...problems(o.problems) },
      });
      app.openapi<typeof route, Valid<{ param: IdOf; json: z.output<B> }>>(route, async (c) =>
        c.json(await o.handle(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
      );
    },

    /** `POST path/{id}{sub}` without a body: a state change (approve, revoke…), 200 with the item after it. */
    act<V extends z.ZodType>(
      o: ItemOperation & {
        sub: string;
        view: V;
        returns: string;
        handle: (caller: Caller, id: string) => Answer<V>;
      },
    ): void {
      const route = createRoute({
        method: 'post',
        ...common(o, 'POST', itemPath(o.sub)),
        request: { params: IdParam },
        responses: { 200: { description: o.returns, ...json(o.view) }, ...problems(o.problems) },
      });
      app.openapi(route, async (c) => c.json(await o.handle(callerOf(c), c.req.valid('param').id), 200));
    },

    /** `DELETE path/{id}` that archives: 200 with the archived item (`returns` default `Archived`). */
    archive<V extends z.ZodType>(
      o: Operation & { view: V; returns?: string; handle: (caller: Caller, id: string) => Answer<V> },
    ): void {
      const route = createRoute({
        method: 'delete',
        ...common(o, 'DELETE', itemPath()),
        request: { params: IdParam },
        responses: {
          200: { description: o.returns ?? 'Archived', ...json(o.view) },
          ...problems(o.problems),
        },
      });
      app.openapi(route, async (c) => c.json(await o.handle(callerOf(c), c.req.valid('param').id), 200));
    },

    /** `DELETE path/{id}` that removes: 204 (`returns` default `Removed`). */
    remove(o: Operation & { returns?: string; handle: (caller: Caller, id: string) => Promise<void> }): void {
      const route = createRoute({
        method: 'delete',
        ...common(o, 'DELETE', itemPath()),
        request: { params: IdParam },
        responses: { 204: { description: o.returns ?? 'Removed' }, ...problems(o.problems) },
      });
      app.openapi(route, async (c) => {
        await o.handle(callerOf(c), c.req.valid('param').id);
        return c.body(null, 204);
      });
    },

    /** `GET path/{id}{sub}?limit&cursor`: one page of what belongs to an item (`returns` default `One page`). */
    listOf<V extends z.ZodType>(
      o: ItemOperation & {
        sub: string;
        item: V;
        returns?: string;
        handle: (caller: Caller, id: string, page: PageRequest) => Promise<Page<z.output<V>>>;
      },
    ): void {
      const route = createRoute({
        method: 'get',
        ...common(o, 'GET', itemPath(o.sub)),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: o.returns ?? 'One page', ...json(pageOf(o.item)) },
          ...problems(o.problems),
        },
      });
      app.openapi(route, async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = { limit, cursor: cursor ?? null };
        return c.json(await o.handle(callerOf(c), c.req.valid('param').id, page), 200);
      });
    },
  };
}
