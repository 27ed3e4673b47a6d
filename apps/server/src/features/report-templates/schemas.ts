import type { ReportTemplate, ReportTemplateVersion } from '@ctp/store';
import { z } from '@hono/zod-openapi';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #14532d');

/** What an organization may put in a template (the fields of @ctp/reporting's `ReportTemplateSchema`). */
export const TemplateContent = z
  .strictObject({
    sectionOrder: z.array(z.string().min(1).max(100)).max(500).optional(),
    coverText: z.string().max(5000).nullable().optional(),
    logoDataUrl: z
      .string()
      .max(1_500_000)
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'must be a PNG or JPEG data URL')
      .nullable()
      .optional(),
    colors: z.strictObject({ primary: hex, accent: hex }).optional(),
    narratives: z.record(z.string().min(1).max(200), z.string().max(20_000)).optional(),
  })
  .openapi('ReportTemplateContent');

export const TemplateCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    content: TemplateContent,
  })
  .openapi('ReportTemplateCreate');
export const TemplateChange = z
  .strictObject({ name: z.string().trim().min(1).max(200), content: TemplateContent })
  .openapi('ReportTemplateChange');

export const TemplateView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    frameworkCode: z.string(),
    version: z.number().int(),
    content: z.record(z.string(), z.unknown()),
    archived: z.boolean(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReportTemplate');
export const VersionView = z
  .object({
    version: z.number().int(),
    name: z.string(),
    content: z.record(z.string(), z.unknown()),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .openapi('ReportTemplateVersion');

export const view = (t: ReportTemplate): z.infer<typeof TemplateView> => ({
  id: t.id,
  name: t.name,
  frameworkCode: t.frameworkCode,
  version: t.version,
  content: { ...t.content },
  archived: t.archivedAt !== null,
  createdBy: t.createdBy,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
export const versionView = (v: ReportTemplateVersion): z.infer<typeof VersionView> => ({
  version: v.version,
  name: v.name,
  content: { ...v.content },
  createdBy: v.createdBy,
  createdAt: v.createdAt.toISOString(),
});

/** The framework catalogue; `current` marks the version new reports use. */
export const FrameworkCatalogue = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      version: z.string(),
      name: z.string(),
      source: z.enum(['built-in', 'plugin']),
      definitionHash: z.string(),
      disclosures: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          section: z.string(),
          narratives: z.array(z.object({ key: z.string(), label: z.string() })).openapi({
            description:
              'The organization-provided texts this disclosure takes: a template supplies each under `content.narratives[key]`',
          }),
        }),
      ),
      current: z.boolean(),
      supersedes: z.object({ code: z.string(), forPeriodsFrom: z.string() }).nullable().openapi({
        description:
          'This framework replaces `code` for reporting periods starting on or after `forPeriodsFrom` (GRI 102 replaces GRI 305 from 2027): a report requested under `code` for such a period is made with this one unless the request sets `keepFramework`',
      }),
    }),
  ),
});
