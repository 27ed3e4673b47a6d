import { z } from '@hono/zod-openapi';

const segment = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a lower-case id segment');
export const IdParams = z.object({
  namespace: segment.openapi({
    description: 'First part of the algorithm id `namespace/name`.',
    example: 'us',
  }),
  name: segment.openapi({ description: 'Second part of the id.', example: 'egrid-location' }),
});
export const DateQuery = z.object({
  on: z.iso.date().optional().openapi({ description: 'Reference date of `status` (default: today, UTC).' }),
});
export const ListQuery = DateQuery.extend({
  category: z.string().max(200).optional().openapi({ description: 'Exact category.' }),
  scope: z.enum(['scope1', 'scope2', 'scope3']).optional(),
  region: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Exact region; `GLOBAL` lists generic ones.' }),
});
