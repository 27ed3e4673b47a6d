import {
  MOVEMENT_LINE_KEY,
  type MovementExplanation,
  type MovementPolicy,
  type PeriodMovements,
  type PeriodReturn,
} from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PeriodView } from './schemas.js';

const Decimal = z.string().openapi({ description: 'An exact decimal string, kg CO2e.', example: '1234.5' });
const Percent = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,6})?$/, 'a decimal string such as "5"')
  .refine((v) => Number(v) > 0 && Number(v) <= 1000, 'must be above 0 and at most 1000');

/** A submitted or approved period sent back to draft: why (kept, audited, shown to auditors). */
export const PeriodReturnBody = z
  .strictObject({
    reason: z.string().trim().min(1).max(5000).openapi({
      description: 'Why the period goes back to draft; kept with the return and in the audit log.',
    }),
  })
  .openapi('PeriodReturnBody');

export const PeriodReturnView = z
  .object({
    id: z.uuid(),
    periodId: z.uuid(),
    fromStatus: z.enum(['submitted', 'approved']),
    reason: z.string(),
    returnedBy: z.uuid(),
    returnedAt: z.string(),
  })
  .openapi('PeriodReturn');

export const PeriodReturned = z
  .object({ period: PeriodView, periodReturn: PeriodReturnView })
  .openapi('PeriodReturned');

export const MovementExplanationCreate = z
  .strictObject({
    lineKey: z.string().max(60).regex(MOVEMENT_LINE_KEY, 'a line key of the movements').openapi({
      description:
        '`scope1`, `scope2.location_based`, `scope2.market_based`, `scope3`, `scope3.category.<1–15>` or `facility.<id>`.',
      example: 'scope1',
    }),
    explanation: z.string().trim().min(1).max(5000).openapi({
      description: 'Why the total moved; shown to the auditor with the figures it explained.',
    }),
  })
  .openapi('MovementExplanationCreate');

export const MovementExplanationView = z
  .object({
    id: z.uuid(),
    lineKey: z.string(),
    explanation: z.string(),
    previousCo2eKg: Decimal.openapi({ description: 'The previous total when it was explained.' }),
    currentCo2eKg: Decimal.openapi({ description: 'The current total when it was explained.' }),
    thresholdPercent: z.string(),
    supersedesId: z.uuid().nullable().openapi({ description: 'The explanation this one replaced.' }),
    explainedBy: z.uuid(),
    explainedAt: z.string(),
  })
  .openapi('MovementExplanation');

export const MovementLineView = z
  .object({
    key: z.string(),
    facilityName: z.string().nullable(),
    previousCo2eKg: Decimal,
    currentCo2eKg: Decimal,
    changeCo2eKg: Decimal,
    changePercent: z.string().nullable().openapi({
      description: 'The change as a percent of the previous total (6 places); null when that was zero.',
    }),
    aboveThreshold: z.boolean().openapi({
      description:
        'The change is more than the threshold percent of the previous total (any change from zero): an explanation is required.',
    }),
    explanation: MovementExplanationView.nullable(),
    explanationStale: z.boolean().openapi({
      description:
        'The explanation was written for other figures (a calculation or correction changed them since): above the threshold the line needs a new explanation.',
    }),
  })
  .openapi('MovementLine');

export const PeriodMovementsView = z
  .object({
    periodId: z.uuid(),
    previous: z.object({ periodStart: z.string(), periodEnd: z.string() }).openapi({
      description:
        'The previous period of the same length: as many whole months back for calendar periods, else as many days.',
    }),
    thresholdPercent: z.string(),
    lines: z.array(MovementLineView),
    missing: z.array(z.string()).openapi({
      description:
        'Keys of the lines above the threshold without an explanation of their current figures (none, or a stale one): submitting is refused while any.',
    }),
  })
  .openapi('PeriodMovements');

export const MovementPolicyUpdate = z
  .strictObject({
    thresholdPercent: Percent.openapi({
      description: 'A line moving more than this percent of the previous period needs an explanation.',
      example: '5',
    }),
  })
  .openapi('MovementPolicyUpdate');

export const MovementPolicyView = z
  .object({
    thresholdPercent: z.string(),
    updatedBy: z.uuid().nullable(),
    updatedAt: z.string().nullable().openapi({ description: 'Null while the default (5) applies.' }),
  })
  .openapi('MovementPolicy');

/** The API view of an explanation. */
export function explanationView(e: MovementExplanation): z.infer<typeof MovementExplanationView> {
  return {
    id: e.id,
    lineKey: e.lineKey,
    explanation: e.explanation,
    previousCo2eKg: e.previousCo2eKg,
    currentCo2eKg: e.currentCo2eKg,
    thresholdPercent: e.thresholdPercent,
    supersedesId: e.supersedesId,
    explainedBy: e.explainedBy,
    explainedAt: e.createdAt.toISOString(),
  };
}

/** The API view of a period's movements. */
export function movementsView(periodId: string, m: PeriodMovements): z.infer<typeof PeriodMovementsView> {
  return {
    periodId,
    previous: { ...m.previous },
    thresholdPercent: m.thresholdPercent,
    lines: m.lines.map((l) => ({
      ...l,
      explanation: l.explanation === null ? null : explanationView(l.explanation),
    })),
    missing: [...m.missing],
  };
}

/** The API view of a return to draft. */
export function returnView(r: PeriodReturn): z.infer<typeof PeriodReturnView> {
  return {
    id: r.id,
    periodId: r.periodId,
    fromStatus: r.fromStatus,
    reason: r.reason,
    returnedBy: r.returnedBy,
    returnedAt: r.createdAt.toISOString(),
  };
}

/** The API view of the movement policy. */
export function movementPolicyView(p: MovementPolicy): z.infer<typeof MovementPolicyView> {
  return { ...p, updatedAt: p.updatedAt?.toISOString() ?? null };
}
