import { z } from '@hono/zod-openapi';

/** What a request's `Prefer` header (RFC 7240) asks of an operation that may be queued for a worker. */
export interface AsyncPreference {
  /** `respond-async`: queue the work whatever it costs and answer 202. */
  readonly respondAsync: boolean;
  /** `wait=N`: the client waits at most N seconds for a computed answer. */
  readonly waitSeconds: number | null;
}

/**
 * Reads the preferences this server honours from `Prefer` headers (several headers arrive joined
 * with commas): `respond-async` and `wait=N`. Tokens are case-insensitive, values may be quoted,
 * parameters after `;` and unknown preferences are ignored, as RFC 7240 asks; of repeated `wait`
 * values the first counts.
 */
export function parsePrefer(header: string | undefined): AsyncPreference {
  let respondAsync = false;
  let waitSeconds: number | null = null;
  for (const item of (header ?? '').split(',')) {
    const [token = '', rawValue] = (item.split(';')[0] ?? '').split('=').map((p) => p.trim());
    const name = token.toLowerCase();
    const value = rawValue?.replace(/^"(.*)"$/, '$1');
    if (name === 'respond-async') respondAsync = true;
    if (name === 'wait' && waitSeconds === null && value !== undefined && /^\d{1,6}$/.test(value)) {
      waitSeconds = Number(value);
    }
  }
  return { respondAsync, waitSeconds };
}

/** The `Prefer` request header of an operation that may be queued (OpenAPI). */
export const PreferHeader = z.object({
  prefer: z.string().max(200).optional().openapi({
    description: 'RFC 7240 preferences: `respond-async`, `wait=N` (seconds).',
    example: 'respond-async',
  }),
});

/** The 202 response of an operation queued as the job `view` shows it (OpenAPI). */
export function acceptedResponse(description: string, view: z.ZodType, jobDescription: string) {
  return {
    description,
    headers: { location: { schema: { type: 'string' as const }, description: jobDescription } },
    content: { 'application/json': { schema: view } },
  };
}

/** The headers of a 202: where to poll, not cached, and whether `respond-async` was honoured. */
export function acceptedHeaders(location: string, asked: boolean): Record<string, string> {
  return {
    location,
    'cache-control': 'no-store',
    ...(asked ? { 'preference-applied': 'respond-async' } : {}),
  };
}
