import { Decimal, toDecimal } from '../decimal.js';
import type { ImportedDataset } from './assemble-dataset.js';
import type { ImportedRowJson } from './imported-row.js';
import { GRAMS_PER_KG, KG_PER_METRIC_TON, KG_PER_POUND } from './unit-conversions.js';

/**
 * One number transcribed in `reference/factors.md`, to be compared with the imported dataset.
 * `field` is `factor`, `gases.{gas}` or `co2eByGas.{gas}`; `printedIn` is the mass unit of the
 * transcription when it is not kg (`g`, `lb`, or `t` for metric tons).
 */
export interface TranscribedValue {
  readonly label: string;
  readonly category: string;
  readonly subcategory: string;
  readonly region: string;
  readonly field: string;
  readonly transcribed: string;
  readonly printedIn?: 'g' | 'lb' | 't';
  /** factors.md shows this value with fewer digits than the file stores: a rounded match is expected. */
  readonly transcriptionRounded?: boolean;
  /**
   * Set when the official file disagrees with factors.md: the file's value (in the transcription's
   * unit). The file wins; the test asserts this value and names the row.
   */
  readonly officialFileValue?: string;
}

/** The outcome {@link crossCheck} must report for `v` unless the file disagrees. */
export function expectedAgreement(v: TranscribedValue): RegExp {
  return v.transcriptionRounded ? /^(exact|rounded)$/ : /^exact$/;
}

/** The outcome of comparing one transcribed value. */
export interface CrossCheckResult {
  readonly label: string;
  readonly imported: string | null;
  /** `exact`, `rounded` (factors.md shows fewer digits), `disagrees`, or `missing`. */
  readonly outcome: 'exact' | 'rounded' | 'disagrees' | 'missing';
}

function findRow(dataset: ImportedDataset, v: TranscribedValue): ImportedRowJson | undefined {
  return dataset.factors.find(
    (f) => f.category === v.category && f.subcategory === v.subcategory && f.region === v.region,
  );
}

function fieldValue(row: ImportedRowJson, field: string): string | null | undefined {
  const [group, gas] = field.split('.');
  if (group === 'factor') return row.factor;
  if (gas === undefined) return undefined;
  if (group === 'gases') return row.gases?.[gas];
  if (group === 'co2eByGas') return row.co2eByGas?.[gas];
  return undefined;
}

function inTranscribedUnit(kg: Decimal, unit: TranscribedValue['printedIn']): Decimal {
  if (unit === 'g') return kg.mul(GRAMS_PER_KG);
  if (unit === 'lb') return kg.div(KG_PER_POUND);
  if (unit === 't') return kg.div(KG_PER_METRIC_TON);
  return kg;
}

/**
 * Compares a transcribed value with the dataset: `exact` when equal, `rounded` when the imported
 * value rounded (half-up) to the transcription's decimal places equals it, else `disagrees`.
 */
export function crossCheck(dataset: ImportedDataset, v: TranscribedValue): CrossCheckResult {
  const row = findRow(dataset, v);
  const raw = row === undefined ? undefined : fieldValue(row, v.field);
  if (raw === undefined || raw === null) return { label: v.label, imported: null, outcome: 'missing' };
  const imported = inTranscribedUnit(toDecimal(raw), v.printedIn);
  const transcribed = toDecimal(v.transcribed);
  const shown = imported.toFixed();
  if (imported.eq(transcribed)) return { label: v.label, imported: shown, outcome: 'exact' };
  const places = v.transcribed.split('.')[1]?.length ?? 0;
  const rounded = imported.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return { label: v.label, imported: shown, outcome: rounded.eq(transcribed) ? 'rounded' : 'disagrees' };
}
