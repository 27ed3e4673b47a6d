import { Decimal, IsoDateSchema, isKnownUnit, normalizeUnit, RegionSchema, toDecimal } from '@ctp/factors';
import { z } from 'zod';
import { BoundedCache } from '../calculator/cache.js';
import {
  InvalidActivityError,
  InvalidPeriodError,
  NegativeQuantityError,
  UnknownActivityUnitError,
} from '../errors/index.js';
import type { Activity, DataQuality } from '../types.js';
import { type ActivityAttributes, activityAttributes } from './attributes.js';
import { isPlainObject, isWellFormed, type JsonObject } from './json.js';

/** Data quality of an activity; `calculated` when absent. */
export const DataQualitySchema = z.enum(['measured', 'calculated', 'estimated']);

/**
 * Shape of an {@link ActivityInput}. Unknown fields are refused, so a misspelt `attribute` can
 * never be silently ignored. Dates, sign and unit are checked after the shape (typed errors).
 */
export const ActivityInputSchema = z
  .object({
    id: z.string().min(1).refine(isWellFormed, 'contains a lone surrogate'),
    category: z.string().min(1),
    /** A decimal string (exact, preferred), a finite number or a Decimal; parsed by `toDecimal` below. */
    quantity: z.union([
      z.string(),
      z.number(),
      z.custom<Decimal>((v) => Decimal.isDecimal(v), 'expected a Decimal'),
    ]),
    unit: z.string().min(1),
    periodStart: z.unknown(),
    periodEnd: z.unknown(),
    region: RegionSchema.optional(),
    /** A plain object; its values are checked by `toJsonObject` and the algorithm's `inputs` schema. */
    attributes: z
      .custom<Record<string, unknown>>(isPlainObject, 'expected a plain object of attributes')
      .optional(),
    dataQuality: DataQualitySchema.optional(),
  })
  .strict();

/** An activity after validation, with its JSON form for the record. */
export interface ValidatedActivity {
  readonly activity: Activity;
  /** JSON form: quantity as a decimal string, region and data quality filled in, attributes JSON-normalised. */
  readonly json: ActivityJson;
}

/** The activity as stored in `record.input.activity`. */
export interface ActivityJson {
  readonly id: string;
  readonly category: string;
  readonly quantity: string;
  readonly unit: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly region: string;
  readonly attributes: JsonObject;
  readonly dataQuality: DataQuality;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(ActivityInputSchema.shape));
const DATA_QUALITIES: ReadonlySet<unknown> = new Set(DataQualitySchema.options);

/**
 * Region codes and dates seen valid, so a stream checks each distinct text once with its schema.
 * Bounded: emptied when full (it only ever holds texts the schema accepted).
 */
const validRegions = new BoundedCache<string, true>(1_000);
const validDates = new BoundedCache<string, true>(5_000);

function isValidRegion(region: string): boolean {
  if (validRegions.has(region)) return true;
  if (!RegionSchema.safeParse(region).success) return false;
  validRegions.set(region, true);
  return true;
}

function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (validDates.has(value)) return true;
  if (!IsoDateSchema.safeParse(value).success) return false;
  validDates.set(value, true);
  return true;
}

/**
 * True when `input` certainly passes {@link ActivityInputSchema}: the checks of the schema, written
 * out once for the common case of a plain object, so the stream does not walk zod's generic
 * object parser per activity. Anything else (and every invalid activity) goes to the schema
 * itself, which gives the same answer with its issue for the error. Exported for its test only
 * (`validate-shape.test.ts` holds it to the schema's answer), not from the package.
 */
export function passesShape(input: unknown): input is z.output<typeof ActivityInputSchema> {
  if (!isPlainObject(input)) return false;
  // The schema requires the period keys (their values are checked after the shape).
  let periodKeys = 0;
  for (const key in input) {
    if (key === 'periodStart' || key === 'periodEnd') periodKeys++;
    else if (!KNOWN_FIELDS.has(key)) return false;
  }
  const a = input as Record<string, unknown>;
  const { id, category, quantity, unit, region, attributes, dataQuality } = a;
  return (
    periodKeys === 2 &&
    typeof id === 'string' &&
    id !== '' &&
    isWellFormed(id) &&
    typeof category === 'string' &&
    category !== '' &&
    (typeof quantity === 'string' || Number.isFinite(quantity) || Decimal.isDecimal(quantity)) &&
    typeof unit === 'string' &&
    unit !== '' &&
    (region === undefined || (typeof region === 'string' && isValidRegion(region))) &&
    (attributes === undefined || isPlainObject(attributes)) &&
    (dataQuality === undefined || DATA_QUALITIES.has(dataQuality))
  );
}

/** A decimal string exactly as `Decimal#toFixed` writes it (no sign, exponent, or needless zero). */
const PLAIN_DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/;

function idOf(input: unknown): string {
  const id = (input as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : typeof id === 'number' ? String(id) : '';
}

function checkDate(
  activityId: string,
  input: { periodStart: unknown; periodEnd: unknown },
  field: 'periodStart' | 'periodEnd',
): string {
  const value = input[field];
  if (!isIsoDate(value)) {
    throw new InvalidPeriodError({
      activityId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      reason: `${field} ${JSON.stringify(value ?? null)} is not a YYYY-MM-DD date`,
    });
  }
  return value;
}

/** The schema's own answer, or its first issue as an InvalidActivityError. */
function parseShape(input: unknown): z.output<typeof ActivityInputSchema> {
  const parsed = ActivityInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') || 'activity';
  const reason =
    issue?.code === 'unrecognized_keys'
      ? `unknown field(s) ${issue.keys.join(', ')}`
      : (issue?.message ?? 'invalid');
  throw new InvalidActivityError({ activityId: idOf(input), path, reason });
}

/**
 * Validates an activity at the engine boundary and normalises it: quantity to a {@link Decimal}
 * (`-0` becomes 0), unit alias to its id, region to `GLOBAL` when absent, data quality to `calculated`.
 * @throws InvalidActivityError (`INVALID_INPUT`, `details.path` names the field), NegativeQuantityError,
 * UnknownActivityUnitError, InvalidPeriodError; every message names the activity id.
 */
export function validateActivity(input: unknown): ValidatedActivity {
  const { activity, json } = checkActivity(input);
  return { activity, json };
}

/**
 * {@link validateActivity}, with the attributes' canonical JSON and key the calculation needs
 * (computed once per distinct attribute set). Internal to the engine.
 */
export function checkActivity(
  input: unknown,
): ValidatedActivity & { readonly attributes: ActivityAttributes } {
  const a = passesShape(input) ? input : parseShape(input);
  const activityId = a.id;
  const periodStart = checkDate(activityId, a, 'periodStart');
  const periodEnd = checkDate(activityId, a, 'periodEnd');
  if (periodEnd < periodStart) {
    throw new InvalidPeriodError({
      activityId,
      periodStart,
      periodEnd,
      reason: `periodEnd ${periodEnd} is before periodStart ${periodStart}`,
    });
  }
  // A quantity given in the form records write (the common case) is a decimal string that
  // `toDecimal` would accept as it is: it is parsed directly, and is the record's text already.
  const plain = typeof a.quantity === 'string' && PLAIN_DECIMAL.test(a.quantity);
  let quantity: Decimal;
  try {
    quantity = plain ? new Decimal(a.quantity as string) : toDecimal(a.quantity);
  } catch (error) {
    throw new InvalidActivityError({ activityId, path: 'quantity', reason: (error as Error).message });
  }
  if (quantity.isNegative() && !quantity.isZero())
    throw new NegativeQuantityError({ activityId, quantity: quantity.toFixed() });
  if (quantity.isZero()) quantity = quantity.abs();
  if (!isKnownUnit(a.unit)) throw new UnknownActivityUnitError({ activityId, unit: a.unit });
  const unit = normalizeUnit(a.unit);
  const attrs = activityAttributes(a.attributes, activityId);
  const attributes = attrs.json;
  const region = a.region ?? 'GLOBAL';
  const dataQuality = a.dataQuality ?? 'calculated';
  const activity: Activity = Object.freeze({
    id: a.id,
    category: a.category,
    quantity,
    unit,
    periodStart,
    periodEnd,
    region,
    attributes,
    dataQuality,
  });
  const json: ActivityJson = Object.freeze({
    id: a.id,
    category: a.category,
    quantity: plain ? (a.quantity as string) : quantity.toFixed(),
    unit,
    periodStart,
    periodEnd,
    region,
    attributes,
    dataQuality,
  });
  return { activity, json, attributes: attrs };
}
