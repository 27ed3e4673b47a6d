import { z } from 'zod';
import type { DataQuality } from '../types.js';

/**
 * The kind of data an activity rests on, after the GHG Protocol Scope 3 Calculation Guidance
 * (primary versus secondary data) and the PACT Methodology's data-quality indicators.
 * - `primary_measured`: metered or invoiced quantities from the organization's own operations;
 * - `primary_calculated`: derived from the organization's own records (e.g. distance × load);
 * - `supplier_specific`: cradle-to-gate data from the supplier (a PCF, a supplier-specific factor);
 * - `secondary_average`: industry-average or database values (average-data method);
 * - `spend_based`: money spent times an economic input-output factor;
 * - `estimated_proxy`: an estimate, extrapolation or proxy for missing data.
 */
export const DATA_TYPES = [
  'primary_measured',
  'primary_calculated',
  'supplier_specific',
  'secondary_average',
  'spend_based',
  'estimated_proxy',
] as const;

/** One of {@link DATA_TYPES}. */
export type DataType = (typeof DATA_TYPES)[number];

/** zod schema of a {@link DataType}. */
export const DataTypeSchema = z.enum(DATA_TYPES);

/**
 * Data types that count as primary data when reporting the share of primary data. Supplier-specific
 * data is primary in the GHG Protocol Scope 3 sense (it comes from a value-chain partner).
 */
export const PRIMARY_DATA_TYPES: ReadonlySet<DataType> = new Set([
  'primary_measured',
  'primary_calculated',
  'supplier_specific',
]);

/** A data-quality score: 1 very good, 2 good, 3 fair, 4 poor, 5 very poor or not assessed. */
export const QualityScoreSchema = z.number().int().min(1).max(5);

/** One of 1–5, see {@link QualityScoreSchema}. */
export type QualityScore = 1 | 2 | 3 | 4 | 5;

/**
 * The score a data type carries when the activity states none: the better the data type, the
 * better the default. A stated score always wins.
 */
export const DEFAULT_SCORE_BY_DATA_TYPE: Readonly<Record<DataType, QualityScore>> = Object.freeze({
  primary_measured: 1,
  primary_calculated: 2,
  supplier_specific: 2,
  secondary_average: 3,
  spend_based: 4,
  estimated_proxy: 5,
});

/**
 * The data type an older record implies through its `dataQuality` (measured / calculated /
 * estimated), so activities stored before data types existed are read, and replayed, unchanged.
 */
export const DATA_TYPE_FROM_QUALITY: Readonly<Record<DataQuality, DataType>> = Object.freeze({
  measured: 'primary_measured',
  calculated: 'primary_calculated',
  estimated: 'estimated_proxy',
});

/** The data type of an activity: its stated one, else the one its `dataQuality` implies. */
export function dataTypeOf(activity: {
  dataType?: DataType | null;
  dataQuality?: DataQuality | null;
}): DataType {
  return activity.dataType ?? DATA_TYPE_FROM_QUALITY[activity.dataQuality ?? 'calculated'];
}

/** The score of an activity: its stated one, else the default of its data type. */
export function qualityScoreOf(activity: {
  dataType?: DataType | null;
  dataQuality?: DataQuality | null;
  qualityScore?: QualityScore | null;
}): QualityScore {
  return activity.qualityScore ?? DEFAULT_SCORE_BY_DATA_TYPE[dataTypeOf(activity)];
}
