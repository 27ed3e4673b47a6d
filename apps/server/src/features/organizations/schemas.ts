import type { Organization } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { boundedJsonObject, FIELD_LIMITS } from '../../http/bounded.js';
import { CalculationSettingsSchema } from '../calculations/index.js';

export const OrganizationView = z
  .object({
    id: z.uuid(),
    publicOrgId: z.string(),
    slug: z.string(),
    name: z.string(),
    settings: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Organization');

export const OrganizationUpdate = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    settings: boundedJsonObject(FIELD_LIMITS.settingsJson).optional().openapi({
      description:
        'Replaces the settings object (JSON values). `calculation` is checked: `{ methaneGwp?: "by_source" | "single" }`.',
    }),
  })
  .refine((v) => v.name !== undefined || v.settings !== undefined, {
    message: 'name or settings is required',
  })
  .superRefine((v, ctx) => {
    const calculation = v.settings?.calculation;
    if (calculation === undefined) return;
    const parsed = CalculationSettingsSchema.safeParse(calculation);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'calculation', ...issue.path],
        message: issue.message,
      });
  })
  .openapi('OrganizationUpdate');

export function view(o: Organization): z.infer<typeof OrganizationView> {
  return {
    id: o.id,
    publicOrgId: o.publicOrgId,
    slug: o.slug,
    name: o.name,
    settings: { ...o.settings },
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
