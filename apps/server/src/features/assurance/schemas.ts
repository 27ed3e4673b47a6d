import { z } from '@hono/zod-openapi';
import type { Sample } from './sample.js';
import type { Recalculation } from './service.js';

const Decimal = z.string().openapi({ description: 'An exact decimal string, kg CO2e.', example: '1234.5' });

/** `?seed=&size=&stratifyBy=` of a sample. */
export const SampleQuery = z.object({
  seed: z.coerce.number().int().min(0).max(2_147_483_647).openapi({
    description: 'Seed of the generator (xoroshiro128+): the same seed and size give the same sample.',
  }),
  size: z.coerce.number().int().min(1).max(1000).openapi({ description: 'How many results to draw.' }),
  stratifyBy: z.enum(['scope', 'magnitude']).default('scope').openapi({
    description:
      'Strata: scope 1/2/3, or the decade of the CO2e in kg (`magnitude-1e3`: 1,000 to 9,999.99 kg).',
  }),
});

export const PopulationItemView = z
  .object({
    resultId: z.uuid(),
    activityId: z.uuid(),
    calculationRecordId: z.uuid(),
    facilityId: z.uuid().nullable(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    scope: z.int(),
    scope3Category: z.int().nullable(),
    category: z.string(),
    method: z.string().nullable(),
    co2eKg: Decimal,
  })
  .openapi('PopulationItem');

export const SampleView = z
  .object({
    periodId: z.uuid(),
    seed: z.int(),
    size: z.int(),
    stratifyBy: z.enum(['scope', 'magnitude']),
    populationSize: z.int(),
    strata: z.array(z.object({ key: z.string(), population: z.int(), drawn: z.int() })),
    items: z.array(PopulationItemView.extend({ stratum: z.string() })),
  })
  .openapi('AuditSample');

export const RecalculationView = z
  .object({
    result: PopulationItemView,
    recordCo2eKg: Decimal,
    recomputedCo2eKg: Decimal.nullable(),
    checksumsValid: z.boolean(),
    replayMatches: z.boolean(),
    matches: z.boolean(),
    differences: z.array(z.string()),
  })
  .openapi('ResultRecalculation');

/** The sample as sent: the request's spec, then what was drawn. */
export function sampleView(
  periodId: string,
  spec: z.output<typeof SampleQuery>,
  sample: Sample & { populationSize: number },
): z.output<typeof SampleView> {
  return {
    periodId,
    ...spec,
    populationSize: sample.populationSize,
    strata: [...sample.strata],
    items: [...sample.items],
  };
}

export const recalculationView = (r: Recalculation): z.output<typeof RecalculationView> => ({
  ...r,
  differences: [...r.differences],
});
