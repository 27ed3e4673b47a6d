import {
  checkScope2QualityCriteria,
  DEFAULT_VINTAGE_TOLERANCE,
  type InstrumentFacts,
  type VintageTolerance,
} from '@ctp/engine';
import { Decimal, formatDecimal, IsoDateSchema, nonNegativeDecimalSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type {
  InstrumentKind,
  InstrumentTechnology,
  Scope2AllocationsTable,
  Scope2InstrumentsTable,
} from '../database/instruments.js';
import {
  ConflictError,
  InstrumentRefusedError,
  isCheckViolation,
  isUniqueViolation,
  NotFoundError,
  parseInput,
  periodLockedFromDatabase,
} from '../errors.js';
import { uuidv7 } from '../ids.js';
import { INSTRUMENT_KINDS, INSTRUMENT_TECHNOLOGIES } from '../migrations/0027_scope2_instruments.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** Who recorded, cancelled or released: a person or an API token, by id. */
export interface LedgerActor {
  readonly actorType: 'user' | 'api_token';
  readonly actorId: string | null;
}

/** A contractual instrument of the Scope 2 ledger. MWh and rates are exact decimal strings. */
export interface Scope2Instrument {
  readonly id: string;
  readonly kind: InstrumentKind;
  readonly name: string;
  readonly registry: string | null;
  readonly certificateIds: readonly string[];
  readonly volumeMwh: string;
  /** MWh allocated by live (unreleased) allocations. */
  readonly allocatedMwh: string;
  /** kg CO2e per MWh the instrument conveys, or null (zero for renewable and nuclear generation). */
  readonly co2eKgPerMwh: string | null;
  readonly technology: InstrumentTechnology;
  readonly generationStart: string;
  readonly generationEnd: string;
  readonly marketBoundary: string;
  readonly issuedOn: string | null;
  readonly retiredOn: string | null;
  readonly createdBy: LedgerActor;
  readonly createdAt: Date;
  readonly cancelledAt: Date | null;
  readonly cancelReason: string | null;
}

/** An allocation of an instrument's MWh to one facility's consumption in a period. */
export interface Scope2Allocation {
  readonly id: string;
  readonly instrumentId: string;
  readonly facilityId: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly volumeMwh: string;
  readonly createdBy: LedgerActor;
  readonly createdAt: Date;
  readonly releasedAt: Date | null;
  readonly releaseReason: string | null;
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** A decimal above zero, kept as its exact string. */
const positiveDecimal = nonNegativeDecimalSchema
  .refine((d) => !d.isZero(), { message: 'must be above zero' })
  .transform(formatDecimal);

/** A new instrument, as a caller gives it. `volumeMwh` and `co2eKgPerMwh` are exact decimals. */
export const InstrumentInputSchema = z
  .strictObject({
    kind: z.enum(INSTRUMENT_KINDS),
    name: text(200),
    registry: text(200).nullable().default(null),
    certificateIds: z.array(text(200)).max(1000).default([]),
    volumeMwh: positiveDecimal,
    co2eKgPerMwh: nonNegativeDecimalSchema.transform(formatDecimal).nullable().default(null),
    technology: z.enum(INSTRUMENT_TECHNOLOGIES),
    generationStart: IsoDateSchema,
    generationEnd: IsoDateSchema,
    marketBoundary: z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z0-9]{1,12})?$/, 'an ISO country, optionally with a zone: DE, SE-3'),
    issuedOn: IsoDateSchema.nullable().default(null),
    retiredOn: IsoDateSchema.nullable().default(null),
  })
  .superRefine((i, ctx) => {
    if (i.generationEnd < i.generationStart)
      ctx.addIssue({ code: 'custom', path: ['generationEnd'], message: 'before generationStart' });
    if (i.issuedOn !== null && i.retiredOn !== null && i.retiredOn < i.issuedOn)
      ctx.addIssue({ code: 'custom', path: ['retiredOn'], message: 'before issuedOn' });
    if (i.certificateIds.length > 0 && i.registry === null)
      ctx.addIssue({
        code: 'custom',
        path: ['registry'],
        message: 'certificate ids need the registry that issued them',
      });
    if (new Set(i.certificateIds).size !== i.certificateIds.length)
      ctx.addIssue({ code: 'custom', path: ['certificateIds'], message: 'a certificate id is listed twice' });
  });

/** A new allocation: the facility, the consumption period and the MWh. */
export const AllocationInputSchema = z
  .strictObject({
    facilityId: z.uuid(),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    volumeMwh: positiveDecimal,
  })
  .refine((a) => a.periodEnd >= a.periodStart, { path: ['periodEnd'], message: 'before periodStart' });

/** A cancellation or release: why. */
export const LedgerReasonSchema = z.strictObject({ reason: text(2000) });

type InstrumentRow = Selectable<Scope2InstrumentsTable>;

function toInstrument(
  row: InstrumentRow,
  certificateIds: readonly string[],
  allocatedMwh: string,
): Scope2Instrument {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    registry: row.registry,
    certificateIds,
    volumeMwh: formatDecimal(new Decimal(row.volume_mwh)),
    allocatedMwh: formatDecimal(new Decimal(allocatedMwh)),
    co2eKgPerMwh: row.co2e_kg_per_mwh === null ? null : formatDecimal(new Decimal(row.co2e_kg_per_mwh)),
    technology: row.technology,
    generationStart: row.generation_start,
    generationEnd: row.generation_end,
    marketBoundary: row.market_boundary,
    issuedOn: row.issued_on,
    retiredOn: row.retired_on,
    createdBy: { actorType: row.created_by_type, actorId: row.created_by },
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
  };
}

function toAllocation(row: Selectable<Scope2AllocationsTable>): Scope2Allocation {
  return {
    id: row.id,
    instrumentId: row.instrument_id,
    facilityId: row.facility_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    volumeMwh: formatDecimal(new Decimal(row.volume_mwh)),
    createdBy: { actorType: row.created_by_type, actorId: row.created_by },
    createdAt: row.created_at,
    releasedAt: row.released_at,
    releaseReason: row.release_reason,
  };
}

/** The instrument facts the Scope 2 Quality Criteria read. */
export function instrumentFacts(i: Scope2Instrument): InstrumentFacts {
  return {
    kind: i.kind,
    technology: i.technology,
    co2eKgPerMwh: i.co2eKgPerMwh,
    generationStart: i.generationStart,
    generationEnd: i.generationEnd,
    marketBoundary: i.marketBoundary,
    retiredOn: i.retiredOn,
  };
}

async function detailsOf(
  scope: OrganizationScope,
  rows: readonly InstrumentRow[],
): Promise<Map<string, { certificateIds: string[]; allocatedMwh: string }>> {
  const out = new Map(rows.map((r) => [r.id, { certificateIds: [] as string[], allocatedMwh: '0' }]));
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const claims = await scope.db
    .selectFrom('scope2_certificate_claims')
    .select(['instrument_id', 'certificate_id'])
    .where('instrument_id', 'in', ids)
    .orderBy('certificate_id')
    .execute();
  for (const c of claims) out.get(c.instrument_id)?.certificateIds.push(c.certificate_id);
  const sums = await scope.db
    .selectFrom('scope2_allocations')
    .select((eb) => ['instrument_id', eb.fn.sum<string>('volume_mwh').as('allocated')])
    .where('instrument_id', 'in', ids)
    .where('released_at', 'is', null)
    .groupBy('instrument_id')
    .execute();
  for (const s of sums) {
    const entry = out.get(s.instrument_id);
    if (entry !== undefined) entry.allocatedMwh = String(s.allocated);
  }
  return out;
}

async function withDetails(
  scope: OrganizationScope,
  rows: readonly InstrumentRow[],
): Promise<Scope2Instrument[]> {
  const details = await detailsOf(scope, rows);
  return rows.map((r) => {
    const d = details.get(r.id) ?? { certificateIds: [], allocatedMwh: '0' };
    return toInstrument(r, d.certificateIds, d.allocatedMwh);
  });
}

/**
 * Records an instrument and claims its certificate ids. A (registry, certificate id) already
 * claimed by a live instrument of the organization is refused (`QC2-unique-claim`): the same
 * certificate cannot be entered twice. @throws InstrumentRefusedError; StoreValidationError
 */
export async function createInstrument(
  scope: OrganizationScope,
  input: z.input<typeof InstrumentInputSchema>,
  by: LedgerActor,
): Promise<Scope2Instrument> {
  const i = parseInput('scope 2 instrument', InstrumentInputSchema, input);
  if (i.certificateIds.length > 0) {
    const taken = await scope.db
      .selectFrom('scope2_certificate_claims')
      .select(['certificate_id', 'instrument_id'])
      .where('registry', '=', i.registry as string)
      .where('certificate_id', 'in', i.certificateIds)
      .where('released_at', 'is', null)
      .execute();
    if (taken.length > 0)
      throw new InstrumentRefusedError(
        taken.map((t) => ({
          criterion: 'QC2-unique-claim',
          reason: `certificate ${t.certificate_id} of ${i.registry} is already claimed by instrument ${t.instrument_id}`,
        })),
      );
  }
  const id = uuidv7();
  try {
    const row = await scope.db
      .insertInto('scope2_instruments')
      .values({
        id,
        organization_id: scope.organizationId,
        kind: i.kind,
        name: i.name,
        registry: i.registry,
        volume_mwh: i.volumeMwh,
        co2e_kg_per_mwh: i.co2eKgPerMwh,
        technology: i.technology,
        generation_start: i.generationStart,
        generation_end: i.generationEnd,
        market_boundary: i.marketBoundary,
        issued_on: i.issuedOn,
        retired_on: i.retiredOn,
        created_by: by.actorId,
        created_by_type: by.actorType,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (i.certificateIds.length > 0)
      await scope.db
        .insertInto('scope2_certificate_claims')
        .values(
          i.certificateIds.map((certificateId) => ({
            organization_id: scope.organizationId,
            instrument_id: id,
            registry: i.registry as string,
            certificate_id: certificateId,
          })),
        )
        .execute();
    return toInstrument(row, [...i.certificateIds].sort(), '0');
  } catch (error) {
    // A concurrent instrument claimed one of the ids between the check and the insert.
    if (isUniqueViolation(error, 'scope2_certificate_claims_live'))
      throw new InstrumentRefusedError([
        { criterion: 'QC2-unique-claim', reason: `a certificate of ${i.registry} is already claimed` },
      ]);
    throw error;
  }
}

/** One instrument with its certificate ids and allocated MWh. @throws NotFoundError */
export async function getInstrument(scope: OrganizationScope, id: string): Promise<Scope2Instrument> {
  const row = await scope.db
    .selectFrom('scope2_instruments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('scope 2 instrument', id);
  return (await withDetails(scope, [row]))[0] as Scope2Instrument;
}

/** Paging and filters of {@link listInstruments}. */
export const InstrumentListSchema = PageOptionsSchema.extend({
  includeCancelled: z.boolean().default(false),
});

/** The organization's instruments, oldest first; cancelled ones only when asked. */
export async function listInstruments(
  scope: OrganizationScope,
  options: z.input<typeof InstrumentListSchema> = {},
): Promise<Page<Scope2Instrument>> {
  const { includeCancelled, ...page } = parseInput('instrument list', InstrumentListSchema, options);
  let q = scope.db.selectFrom('scope2_instruments').selectAll();
  if (!includeCancelled) q = q.where('cancelled_at', 'is', null);
  const rows = await fetchPage(q, page, (r) => r);
  return { items: await withDetails(scope, rows.items), nextCursor: rows.nextCursor };
}

/**
 * Cancels an instrument entered in error, once, with a reason; its certificate ids may then be
 * claimed again. @throws NotFoundError; ConflictError when cancelled already or still allocated
 */
export async function cancelInstrument(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof LedgerReasonSchema>,
  by: LedgerActor,
): Promise<Scope2Instrument> {
  const { reason } = parseInput('cancellation', LedgerReasonSchema, input);
  const current = await getInstrument(scope, id);
  if (current.cancelledAt !== null)
    throw new ConflictError('scope 2 instrument', 'already cancelled', { id });
  if (current.allocatedMwh !== '0')
    throw new ConflictError('scope 2 instrument', 'has live allocations: release them first', {
      id,
      allocatedMwh: current.allocatedMwh,
    });
  await scope.db
    .updateTable('scope2_instruments')
    .set({ cancelled_at: new Date(), cancelled_by: by.actorId, cancel_reason: reason })
    .where('id', '=', id)
    .execute();
  return getInstrument(scope, id);
}

async function facilityLocation(
  scope: OrganizationScope,
  facilityId: string,
): Promise<{ country: string | null; gridRegion: string | null }> {
  const f = await scope.db
    .selectFrom('facilities')
    .select(['country', 'grid_region'])
    .where('id', '=', facilityId)
    .executeTakeFirst();
  if (f === undefined) throw new NotFoundError('facility', facilityId);
  return { country: f.country, gridRegion: f.grid_region };
}

/** Maps the ledger's database refusals to the criterion they enforce; other errors pass. */
function ledgerRefusal(error: unknown, instrumentId: string): Error {
  const locked = periodLockedFromDatabase(error);
  if (locked !== undefined) return locked;
  if (isUniqueViolation(error, 'scope2_allocations_once'))
    return new InstrumentRefusedError([
      {
        criterion: 'QC2-unique-claim',
        reason: `instrument ${instrumentId} is already allocated to this facility and period`,
      },
    ]);
  if (isCheckViolation(error, 'scope2_allocations_volume'))
    return new InstrumentRefusedError([
      { criterion: 'QC2-unique-claim', reason: (error as Error).message.replace(/^error: /, '') },
    ]);
  if (isCheckViolation(error, 'scope2_allocations_retired'))
    return new InstrumentRefusedError([
      { criterion: 'QC3-retired', reason: 'the instrument is not retired or cancelled for the organization' },
    ]);
  if (isCheckViolation(error, 'scope2_allocations_cancelled'))
    return new ConflictError('scope 2 instrument', 'cancelled', { id: instrumentId });
  return error as Error;
}

/**
 * Allocates part of an instrument to one facility's consumption in a period. Refused, with every
 * criterion it fails named: the Scope 2 Quality Criteria of the instrument for that consumption
 * (rate, retirement, vintage, market boundary), an allocation beyond the instrument's volume or of
 * the same instrument twice to the same consumption (`QC2-unique-claim`, enforced by the database
 * too). @throws InstrumentRefusedError; NotFoundError; ConflictError for a cancelled instrument;
 * PeriodLockedError inside a locked period
 */
export async function allocateInstrument(
  scope: OrganizationScope,
  instrumentId: string,
  input: z.input<typeof AllocationInputSchema>,
  by: LedgerActor,
  tolerance: VintageTolerance = DEFAULT_VINTAGE_TOLERANCE,
): Promise<Scope2Allocation> {
  const a = parseInput('allocation', AllocationInputSchema, input);
  const instrument = await getInstrument(scope, instrumentId);
  if (instrument.cancelledAt !== null)
    throw new ConflictError('scope 2 instrument', 'cancelled', { id: instrumentId });
  const location = await facilityLocation(scope, a.facilityId);
  const failures: { criterion: string; reason: string }[] = checkScope2QualityCriteria(
    instrumentFacts(instrument),
    { ...location, periodStart: a.periodStart, periodEnd: a.periodEnd },
    tolerance,
  );
  const free = new Decimal(instrument.volumeMwh).minus(instrument.allocatedMwh);
  if (new Decimal(a.volumeMwh).gt(free))
    failures.push({
      criterion: 'QC2-unique-claim',
      reason: `instrument ${instrumentId} holds ${instrument.volumeMwh} MWh with ${instrument.allocatedMwh} MWh allocated: ${a.volumeMwh} MWh more would claim ${new Decimal(a.volumeMwh).minus(free).toFixed()} MWh it does not hold`,
    });
  if (failures.length > 0) throw new InstrumentRefusedError(failures);
  try {
    const row = await scope.db
      .insertInto('scope2_allocations')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        instrument_id: instrumentId,
        facility_id: a.facilityId,
        period_start: a.periodStart,
        period_end: a.periodEnd,
        volume_mwh: a.volumeMwh,
        created_by: by.actorId,
        created_by_type: by.actorType,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAllocation(row);
  } catch (error) {
    throw ledgerRefusal(error, instrumentId);
  }
}

/** Releases a live allocation, once, with a reason. @throws NotFoundError; ConflictError; PeriodLockedError */
export async function releaseAllocation(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof LedgerReasonSchema>,
  by: LedgerActor,
): Promise<Scope2Allocation> {
  const { reason } = parseInput('release', LedgerReasonSchema, input);
  try {
    const row = await scope.db
      .updateTable('scope2_allocations')
      .set({ released_at: new Date(), released_by: by.actorId, release_reason: reason })
      .where('id', '=', id)
      .where('released_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined) return toAllocation(row);
  } catch (error) {
    throw ledgerRefusal(error, id);
  }
  const existing = await scope.db
    .selectFrom('scope2_allocations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (existing === undefined) throw new NotFoundError('allocation', id);
  throw new ConflictError('allocation', 'already released', { id });
}

/** Paging and filters of {@link listAllocations}. */
export const AllocationListSchema = PageOptionsSchema.extend({
  instrumentId: z.uuid().optional(),
  facilityId: z.uuid().optional(),
  includeReleased: z.boolean().default(false),
});

/** The organization's allocations, oldest first, optionally of one instrument or facility. */
export async function listAllocations(
  scope: OrganizationScope,
  options: z.input<typeof AllocationListSchema> = {},
): Promise<Page<Scope2Allocation>> {
  const { instrumentId, facilityId, includeReleased, ...page } = parseInput(
    'allocation list',
    AllocationListSchema,
    options,
  );
  let q = scope.db.selectFrom('scope2_allocations').selectAll();
  if (instrumentId !== undefined) q = q.where('instrument_id', '=', instrumentId);
  if (facilityId !== undefined) q = q.where('facility_id', '=', facilityId);
  if (!includeReleased) q = q.where('released_at', 'is', null);
  return fetchPage(q, page, toAllocation);
}

/** A live allocation with the instrument facts a calculation needs. */
export interface AllocationForCalculation {
  readonly allocation: Scope2Allocation;
  readonly instrument: Scope2Instrument;
}

/**
 * The live allocations on `facilityIds` whose period overlaps `periodStart`–`periodEnd`, each with
 * its instrument, for the market-based calculation.
 */
export async function liveAllocationsFor(
  scope: OrganizationScope,
  facilityIds: readonly string[],
  periodStart: string,
  periodEnd: string,
): Promise<AllocationForCalculation[]> {
  if (facilityIds.length === 0) return [];
  const rows = await scope.db
    .selectFrom('scope2_allocations')
    .selectAll()
    .where('facility_id', 'in', [...facilityIds])
    .where('released_at', 'is', null)
    .where('period_start', '<=', periodEnd)
    .where('period_end', '>=', periodStart)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const instrumentRows = await scope.db
    .selectFrom('scope2_instruments')
    .selectAll()
    .where('id', 'in', [...new Set(rows.map((r) => r.instrument_id))])
    .execute();
  const instruments = new Map((await withDetails(scope, instrumentRows)).map((i) => [i.id, i]));
  return rows.map((r) => ({
    allocation: toAllocation(r),
    instrument: instruments.get(r.instrument_id) as Scope2Instrument,
  }));
}
