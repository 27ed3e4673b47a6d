import {
  INSTRUMENT_KINDS,
  INSTRUMENT_TECHNOLOGIES,
  type Scope2Allocation,
  type Scope2Instrument,
} from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';

const decimal = (description: string) =>
  z
    .string()
    .max(60)
    .regex(/^\d+(\.\d+)?$/, 'a decimal number written as text, such as "1250.5"')
    .openapi({ description, example: '1250.5' });
const isoDate = z.iso.date();
const text = (max: number) => z.string().trim().min(1).max(max);

export const InstrumentCreate = z
  .strictObject({
    kind: z.enum(INSTRUMENT_KINDS).openapi({
      description:
        'unbundled_certificate (a GO, REC or I-REC bought apart from the electricity), bundled_certificate (with it), ppa, green_tariff or supplier_specific (a supplier’s contractual rate).',
    }),
    name: text(200).openapi({ description: 'Generator, supplier or product name.' }),
    registry: text(200)
      .nullable()
      .optional()
      .openapi({ description: 'The tracking registry that issued the certificates.' }),
    certificateIds: z.array(text(200)).max(1000).optional().openapi({
      description: 'Certificate ids (or id ranges as the registry writes them); each may be claimed once.',
    }),
    volumeMwh: decimal('Electricity the instrument covers, in MWh (above zero).'),
    co2eKgPerMwh: decimal(
      'kg CO2e per MWh the instrument conveys; required for supplier_specific and emitting generation; zero for renewable generation when omitted.',
    )
      .nullable()
      .optional(),
    technology: z.enum(INSTRUMENT_TECHNOLOGIES),
    generationStart: isoDate.openapi({ description: 'First day of the generation period (the vintage).' }),
    generationEnd: isoDate,
    marketBoundary: z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z0-9]{1,12})?$/)
      .openapi({
        description: 'ISO country of the market, optionally with its bidding zone: DE, SE-3.',
        example: 'SE',
      }),
    issuedOn: isoDate.nullable().optional(),
    retiredOn: isoDate.nullable().optional().openapi({
      description: 'When it was retired or cancelled for the organization (required to allocate it).',
    }),
  })
  .openapi('InstrumentCreate');

export const AllocationCreate = z
  .strictObject({
    facilityId: z.uuid(),
    periodStart: isoDate,
    periodEnd: isoDate,
    volumeMwh: decimal('MWh of the instrument allocated to this consumption (above zero).'),
  })
  .openapi('AllocationCreate');

export const LedgerReason = z.strictObject({ reason: text(2000) }).openapi('LedgerReason');

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
export const InstrumentListQuery = PageQuery.extend({ includeCancelled: flag });
export const AllocationListQuery = PageQuery.extend({
  instrumentId: z.uuid().optional(),
  facilityId: z.uuid().optional(),
  includeReleased: flag,
});

const Actor = z.object({ actorType: z.enum(['user', 'api_token']), actorId: z.string().nullable() });

export const InstrumentView = z
  .object({
    id: z.uuid(),
    kind: z.enum(INSTRUMENT_KINDS),
    name: z.string(),
    registry: z.string().nullable(),
    certificateIds: z.array(z.string()),
    volumeMwh: z.string(),
    allocatedMwh: z.string().openapi({ description: 'MWh held by live allocations.' }),
    co2eKgPerMwh: z.string().nullable(),
    technology: z.enum(INSTRUMENT_TECHNOLOGIES),
    generationStart: z.string(),
    generationEnd: z.string(),
    marketBoundary: z.string(),
    issuedOn: z.string().nullable(),
    retiredOn: z.string().nullable(),
    createdBy: Actor,
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
  })
  .openapi('Instrument');

export const AllocationView = z
  .object({
    id: z.uuid(),
    instrumentId: z.uuid(),
    facilityId: z.uuid(),
    periodStart: z.string(),
    periodEnd: z.string(),
    volumeMwh: z.string(),
    createdBy: Actor,
    createdAt: z.string(),
    releasedAt: z.string().nullable(),
    releaseReason: z.string().nullable(),
  })
  .openapi('Allocation');

export const instrumentView = (i: Scope2Instrument): z.output<typeof InstrumentView> => ({
  ...i,
  certificateIds: [...i.certificateIds],
  createdBy: { ...i.createdBy },
  createdAt: i.createdAt.toISOString(),
  cancelledAt: i.cancelledAt?.toISOString() ?? null,
});

export const allocationView = (a: Scope2Allocation): z.output<typeof AllocationView> => ({
  ...a,
  createdBy: { ...a.createdBy },
  createdAt: a.createdAt.toISOString(),
  releasedAt: a.releasedAt?.toISOString() ?? null,
});
