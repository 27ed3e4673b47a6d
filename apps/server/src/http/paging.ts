import { decodeCursor } from '@ctp/store';
import { z } from '@hono/zod-openapi';

/** `?limit&cursor` of a cursor-paginated list; a cursor this server did not issue is a 400. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z
    .string()
    .max(200)
    .refine((v) => {
      try {
        decodeCursor(v);
        return true;
      } catch {
        return false;
      }
    }, 'not a cursor returned by this list')
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page.' }),
});

/** The response of a cursor-paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A service's page with each item turned into its view (`nextCursor` null on the last page). */
export const viewPage = <T, V>(
  page: { items: readonly T[]; nextCursor?: string | null | undefined },
  view: (item: T) => V,
): { items: V[]; nextCursor: string | null } => ({
  items: page.items.map((item) => view(item)),
  nextCursor: page.nextCursor ?? null,
});
