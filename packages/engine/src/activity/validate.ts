import { Decimal, IsoDateSchema, isKnownUnit, normalizeUnit, RegionSchema, toDecimal } from '@ctp/factors';
import { z } from 'zod';
import {
  InvalidActivityError,
  InvalidPeriodError,
  NegativeQuantityError,
  UnknownActivityUnitError,
} from '../errors/index.js';
import type { Activity, DataQuality } from '../types.js';
import { isPlainObject, isWellFormed, type JsonObject, toJsonObject } from './json.js';

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
  if (typeof value !== 'string' || !IsoDateSchema.safeParse(value).success) {
    throw new InvalidPeriodError({
      activityId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      reason: `${field} ${JSON.stringify(value ?? null)} is not a YYYY-MM-DD date`,
    });
  }
  return value;
}

/**
 * Validates an activity at the engine boundary and normalises it: quantity to a {@link Decimal}
 * (`-0` becomes 0), unit alias to its id, region to `GLOBAL` when absent, data quality to `calculated`.
 * @throws InvalidActivityError (`INVALID_INPUT`, `details.path` names the field), NegativeQuantityError,
 * UnknownActivityUnitError, InvalidPeriodError; every message names the activity id.
 */
export function validateActivity(input: unknown): ValidatedActivity {
  const activityId = idOf(input);
  const parsed = ActivityInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || 'activity';
    const reason =
      issue?.code === 'unrecognized_keys'
        ? `unknown field(s) ${issue.keys.join(', ')}`
        : (issue?.message ?? 'invalid');
    throw new InvalidActivityError({ activityId, path, reason });
  }
  const a = parsed.data;
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
  let quantity: Decimal;
  try {
    quantity = toDecimal(a.quantity);
  } catch (error) {
    throw new InvalidActivityError({ activityId, path: 'quantity', reason: (error as Error).message });
  }
  if (quantity.isNegative() && !quantity.isZero())
    throw new NegativeQuantityError({ activityId, quantity: quantity.toFixed() });
  if (quantity.isZero()) quantity = quantity.abs();
  if (!isKnownUnit(a.unit)) throw new UnknownActivityUnitError({ activityId, unit: a.unit });
  const unit = normalizeUnit(a.unit);
  const attributes = toJsonObject(
    a.attributes ?? {},
    (path, reason) => new InvalidActivityError({ activityId, path: `attributes.${path}`, reason }),
  );
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
    quantity: quantity.toFixed(),
    unit,
    periodStart,
    periodEnd,
    region,
    attributes,
    dataQuality,
  });
  return { activity, json };
}
