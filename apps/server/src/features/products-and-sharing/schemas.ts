import { PACT_DECLARED_UNITS } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { CorporateAllocation } from '../pact/index.js';

export const ProductCreate = z
  .strictObject({
    productId: z
      .string()
      .max(500)
      .regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'must be a URN (urn:<nid>:<nss>)')
      .openapi({ example: 'urn:gtin:4712345060507' }),
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(2000),
    declaredUnit: z.enum(PACT_DECLARED_UNITS),
    massPerDeclaredUnitKg: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional()
      .openapi({ description: 'kg of product per declared unit (PACT productMassPerDeclaredUnit).' }),
  })
  .openapi('ProductCreate');

const Period = z
  .strictObject({ start: z.iso.date(), end: z.iso.date() })
  .refine((p) => p.start <= p.end, 'start must not be after end');

/** Who answers a grant's footprint requests (see the store's `AnswerPolicy`). */
export const AnswerPolicy = z.enum(['manual', 'fulfil_matching', 'fulfil_or_reject']).openapi({
  description:
    '`manual`: an administrator answers each request. `fulfil_matching`: CTP answers at once with the ' +
    'published footprints this grant may read that match the request (Active ones unless the request names ' +
    'a status); when none matches, an administrator answers. `fulfil_or_reject`: as `fulfil_matching`, and ' +
    'a request nothing matches is rejected at once.',
});

export const GrantAnswerPolicy = z
  .strictObject({ answerPolicy: AnswerPolicy })
  .openapi('SharingGrantAnswerPolicy');

export const GrantCreate = z
  .strictObject({
    customerName: z.string().trim().min(1).max(200),
    customerPublicOrgId: z.string().min(1).max(100).optional(),
    productIds: z
      .array(z.string().regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'must be a URN'))
      .max(1000)
      .default([])
      .openapi({ description: 'Product URNs the customer may read; empty for none.' }),
    periods: z.array(Period).max(100).default([]).openapi({ description: 'Reference periods it may read.' }),
    scopes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .max(3)
      .default([])
      .openapi({ description: 'A footprint is readable only when every scope it covers is granted.' }),
    corporateAllocation: CorporateAllocation.optional().openapi({
      description: 'How the corporate export allocates to this customer; omit for no corporate export.',
    }),
    callback: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }).openapi({ description: "The partner's PACT base URL." }),
        clientId: z.string().min(1).max(500),
        clientSecret: z.string().min(1).max(2000),
      })
      .optional()
      .openapi({
        description:
          'The partner’s host system and the credentials it issued to us. Answers to its requests go to the ' +
          'host named in each RequestCreatedEvent’s `source`, which must have this URL’s origin.',
      }),
    answerPolicy: AnswerPolicy.default('manual'),
  })
  .openapi('SharingGrantCreate');
