import { IsoDateSchema } from '@ctp/factors';
import { z } from '@hono/zod-openapi';
import { DOWNLOAD_FORMATS } from './views.js';

export const ReportCreate = z
  .strictObject({
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    templateId: z.uuid().optional(),
    title: z.string().trim().min(1).max(300).optional(),
    keepFramework: z.boolean().optional().openapi({
      description:
        'Use `frameworkCode` even when a newer framework replaces it for this period. By default a `gri` (GRI 305) report of a period starting on or after 2027-01-01 is made with `gri-102` (GRI 102: Climate Change 2025).',
    }),
    replaces: z.uuid().optional().openapi({
      description:
        'A restatement: the id of the complete report of the same period that this one replaces. Once this one is complete, the old verification code says it was superseded, and by which code.',
    }),
  })
  .refine((b) => b.periodEnd >= b.periodStart, { path: ['periodEnd'], message: 'is before periodStart' })
  .openapi('ReportCreate');

export const FormatParam = z.object({
  id: z.uuid(),
  format: z.enum(DOWNLOAD_FORMATS as unknown as [string, ...string[]]).openapi({
    description:
      '`pdf` report.pdf, `html` report.html, `json` data.json, `csv` emissions.csv, `activity-csv` activity-data.csv, `methodology` methodology.md',
  }),
});
