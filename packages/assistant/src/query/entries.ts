import { z } from 'zod';

/**
 * What a figure is about: the facility (`null`: the whole organization), category key or prefix
 * (`null`: all), period labels, scope and Scope 2 method. The guard accepts a figure only from an
 * entry whose subject is the one of the sentence that states it.
 */
export const SubjectSchema = z.object({
  facility: z.string().max(200).nullable(),
  category: z.string().max(200).nullable(),
  periods: z.array(z.string().max(40)).max(4),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  method: z.enum(['location_based', 'market_based']).nullable(),
});
export type Subject = z.infer<typeof SubjectSchema>;

/** One number a query returned, with what it measures and what it is about. */
export const EntrySchema = z.object({
  path: z.string().max(300),
  measure: z.enum(['kg', 'percent', 'factor', 'count']),
  value: z.string().regex(/^-?\d+(\.\d+)?$/),
  subject: SubjectSchema,
});
export type Entry = z.infer<typeof EntrySchema>;

/**
 * The result of one read-only query, as the context keeps it: what was asked, what came back (the
 * data a provider writes from) and the numbers in it with their subjects (what the guard checks).
 */
export const QueryResultSchema = z.object({
  tool: z.string().max(60),
  args: z.record(z.string(), z.unknown()),
  data: z.record(z.string(), z.unknown()),
  entries: z.array(EntrySchema),
});
export type QueryResult = z.infer<typeof QueryResultSchema>;

/** A subject with defaults: the whole organization, all categories, no scope or method. */
export function subject(partial: Partial<Subject> & { periods: string[] }): Subject {
  return { facility: null, category: null, scope: null, method: null, ...partial };
}
