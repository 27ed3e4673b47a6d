import { z } from '@hono/zod-openapi';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from './problem.js';

/**
 * A problem+json answer in a route's `responses`, for the OpenAPI document:
 * `responses: { 404: problem('No such facility in this organization') }`.
 */
export const problem = (description: string) => ({
  description,
  content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } },
});

/** The problem answers a route documents, by status: `{ 404: 'No such facility in this organization' }`. */
export interface ProblemDescriptions {
  400?: string;
  403?: string;
  404?: string;
  409?: string;
  410?: string;
  422?: string;
}
const PROBLEM_STATUSES = [400, 403, 404, 409, 410, 422] as const;
type ProblemResponses = { [S in keyof ProblemDescriptions]?: ReturnType<typeof problem> };

/** The {@link problem} responses of the statuses described, to spread into a route's `responses`. */
export function problems(described: ProblemDescriptions = {}): ProblemResponses {
  const out: ProblemResponses = {};
  for (const status of PROBLEM_STATUSES) {
    const description = described[status];
    if (description !== undefined) out[status] = problem(description);
  }
  return out;
}

/** The JSON content of a response or body: `{ content: { 'application/json': { schema } } }`. */
export const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

/** A required JSON request body of a route: `request: { body: jsonBody(FacilityCreate) }`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, ...json(schema) });

/** The `{id}` path parameter of a resource: a UUID (anything else is a 400 before the handler runs). */
export const IdParam = z.object({ id: z.uuid() });
