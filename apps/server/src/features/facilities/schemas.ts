import type { Facility } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { boundedString, FIELD_LIMITS } from '../../http/bounded.js';

const name = z.string().trim().min(1).max(200);
const address = z.string().trim().min(1).max(500).nullable();
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as "US"')
  .nullable();
const gridRegion = boundedString(FIELD_LIMITS.code)
  .regex(/^[A-Z][A-Z0-9_-]*$/, 'a grid region code such as "US-CAMX"')
  .nullable();

export const FacilityCreate = z
  .strictObject({
    name,
    address: address.optional(),
    country: country.optional(),
    gridRegion: gridRegion.optional().openapi({ description: 'Grid region for Scope 2 factors.' }),
  })
  .openapi('FacilityCreate');

export const FacilityUpdate = z
  .strictObject({
    name: name.optional(),
    address: address.optional(),
    country: country.optional(),
    gridRegion: gridRegion.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('FacilityUpdate');

export const FacilityView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    gridRegion: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Facility');

export function view(f: Facility): z.infer<typeof FacilityView> {
  return {
    id: f.id,
    name: f.name,
    address: f.address,
    country: f.country,
    gridRegion: f.gridRegion,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
