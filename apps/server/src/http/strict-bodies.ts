import type { OpenAPIHono } from '@hono/zod-openapi';

interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'];

/**
 * Paths (`.a.b[]`) of plain `z.object`s inside a schema. Those silently drop unknown keys; request
 * bodies must use `z.strictObject` (unknown fields rejected) or opt out explicitly with
 * `z.looseObject` / `.catchall()`.
 */
export function nonStrictObjects(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = (schema as ZodLike)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (child: unknown, suffix: string) => nonStrictObjects(child, `${path}${suffix}`, seen);
  switch (def.type) {
    case 'object': {
      const own = def.catchall === undefined ? [path || '(root)'] : [];
      const shape = def.shape as Record<string, unknown>;
      return [...own, ...Object.entries(shape).flatMap(([key, child]) => walk(child, `.${key}`))];
    }
    case 'array':
      return walk(def.element, '[]');
    case 'record':
      return walk(def.valueType, '{}');
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, ''));
    case 'intersection':
      return [...walk(def.left, ''), ...walk(def.right, '')];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => walk(item, `[${i}]`));
    case 'pipe':
      return walk(def.in, '');
    default:
      return WRAPPERS.includes(def.type) ? walk(def.innerType, '') : [];
  }
}

/** Throws when a registered route's JSON request body contains a non-strict object schema. */
// biome-ignore lint/suspicious/noExplicitAny: any Hono env
export function assertStrictBodies(app: OpenAPIHono<any, any, any>): void {
  const problems: string[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, request } = definition.route;
    const content =
      (request?.body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
    for (const [mediaType, media] of Object.entries(content)) {
      if (!/json/.test(mediaType)) continue;
      for (const where of nonStrictObjects(media.schema)) {
        problems.push(`${method.toUpperCase()} ${path} body ${where}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `request body schemas must be z.strictObject (unknown fields rejected): ${problems.join('; ')}`,
    );
  }
}
