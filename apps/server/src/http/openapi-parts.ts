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

/** The `{id}` path parameter of a resource: a UUID (anything else is a 400 before the handler runs). */
export const IdParam = z.object({ id: z.uuid() });
