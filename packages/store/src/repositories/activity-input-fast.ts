import { DataTypeSchema } from '@ctp/engine';
import { formatDecimal, IsoDateSchema, RegionSchema, toDecimal } from '@ctp/factors';
import { z } from 'zod';
import { ActivityDataInputSchema, type ParsedActivityData } from './activity-schema.js';

const CATEGORY = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
/**
 * A quantity already in the form the schema stores (`formatDecimal`): no sign, no exponent, no
 * leading or trailing zeros, at most 48 digits (the store's Decimal keeps 50), so parsing and
 * formatting it gives the same text back.
 */
const CANONICAL_QUANTITY = /^(0|[1-9]\d{0,23})(\.\d{0,23}[1-9])?$/;
/** A plain decimal text (as an import file has it): parsed and formatted as the schema does. */
const PLAIN_QUANTITY = /^\d{1,24}(\.\d{1,24})?$/;
const SCORE_TEXT = /^[1-5]$/;
const UuidSchema = z.uuid();
const AttributesSchema = z.record(z.string(), z.json());
const DATA_QUALITIES: ReadonlySet<unknown> = new Set(['measured', 'calculated', 'estimated']);
const DATA_TYPES: ReadonlySet<unknown> = new Set(DataTypeSchema.options);
const FIELDS: ReadonlySet<string> = new Set(Object.keys(ActivityDataInputSchema.shape));

/** Texts a schema accepted, so rows that repeat a region, date or id check it once; bounded. */
class Accepted {
  private readonly texts = new Set<string>();
  constructor(private readonly schema: z.ZodType) {}
  has(value: unknown): value is string {
    if (typeof value !== 'string') return false;
    if (this.texts.has(value)) return true;
    if (!this.schema.safeParse(value).success) return false;
    if (this.texts.size >= 10_000) this.texts.clear();
    this.texts.add(value);
    return true;
  }
}
const dates = new Accepted(IsoDateSchema);
const regions = new Accepted(RegionSchema);
const uuids = new Accepted(UuidSchema);

/** `value` trimmed when it is a string of `min` to `max` characters after trimming, else undefined. */
function trimmed(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length >= 1 && text.length <= max ? text : undefined;
}

/** Whether `value` is a plain object (what a JSON or CSV reader makes), not a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The fast path of `ActivityDataInputSchema`: the parsed row for the common, plainly valid input,
 * or `undefined` whenever it is not sure, and the schema then parses the row (and words its
 * errors). It may decline what the schema accepts, never accept what the schema refuses, and what
 * it returns equals the schema's output (a property test holds it to both). It exists because the
 * schema's object parse (strict keys, a default per field, the refinement) cost more per row of an
 * import than the COPY that stores the row.
 */
export function fastActivityInput(input: unknown): ParsedActivityData | undefined {
  if (!isPlainObject(input)) return undefined;
  for (const key in input) if (!FIELDS.has(key)) return undefined;
  const { category, quantity, periodStart, periodEnd } = input;
  if (typeof category !== 'string' || !CATEGORY.test(category)) return undefined;
  if (typeof quantity !== 'string') return undefined;
  let stored = quantity;
  if (!CANONICAL_QUANTITY.test(quantity)) {
    if (!PLAIN_QUANTITY.test(quantity)) return undefined;
    stored = formatDecimal(toDecimal(quantity));
  }
  const unit = trimmed(input.unit, 50);
  if (unit === undefined || !dates.has(periodStart) || !dates.has(periodEnd)) return undefined;
  if (periodEnd < periodStart) return undefined;
  const facilityId = input.facilityId ?? null;
  const region = input.region ?? null;
  const enteredBy = input.enteredBy ?? null;
  if (facilityId !== null && !uuids.has(facilityId)) return undefined;
  if (region !== null && !regions.has(region)) return undefined;
  if (enteredBy !== null && !uuids.has(enteredBy)) return undefined;
  const dataQuality = input.dataQuality === undefined ? 'calculated' : input.dataQuality;
  if (!DATA_QUALITIES.has(dataQuality)) return undefined;
  const dataType = input.dataType ?? null;
  if (dataType !== null && !DATA_TYPES.has(dataType)) return undefined;
  const score = input.qualityScore ?? null;
  let qualityScore: number | null = null;
  if (typeof score === 'string' && SCORE_TEXT.test(score)) qualityScore = Number(score);
  else if (typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5)
    qualityScore = score;
  else if (score !== null) return undefined;
  let sourceDocument: string | null = null;
  if (input.sourceDocument != null) {
    const text = trimmed(input.sourceDocument, 1000);
    if (text === undefined) return undefined;
    sourceDocument = text;
  }
  let attributes: Record<string, unknown> = {};
  if (input.attributes !== undefined) {
    const parsed = AttributesSchema.safeParse(input.attributes);
    if (!parsed.success) return undefined;
    attributes = parsed.data;
  }
  return {
    category,
    quantity: stored,
    unit,
    periodStart,
    periodEnd,
    facilityId,
    region,
    attributes,
    dataQuality,
    dataType,
    qualityScore,
    sourceDocument,
    enteredBy,
  } as ParsedActivityData;
}
