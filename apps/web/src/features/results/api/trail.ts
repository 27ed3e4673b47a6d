/**
 * Reads the parts of a calculation record the trail view shows. The OpenAPI document declares the
 * record as a free-form object (`additionalProperties: {}`), so the fields are read defensively here
 * instead of typed from the document; a typed `CalculationRecord` schema in the API would remove this.
 */
type Json = Record<string, unknown>;

const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] =>
  list(value)
    .map(str)
    .filter((v): v is string => v !== null);
const entries = (value: unknown): [string, string][] =>
  Object.entries(obj(value)).flatMap(([key, v]) => (str(v) === null ? [] : [[key, str(v) as string]]));

export interface TrailFactor {
  datasetId: string | null;
  datasetVersion: string | null;
  category: string | null;
  subcategory: string | null;
  region: string | null;
  unit: string | null;
  factor: string | null;
  gases: [string, string][];
  effectiveFrom: string | null;
  effectiveTo: string | null;
  source: string | null;
  sourceUrl: string | null;
  notes: string | null;
}

export interface Trail {
  activity: {
    id: string | null;
    category: string | null;
    quantity: string | null;
    unit: string | null;
    periodStart: string | null;
    periodEnd: string | null;
    region: string | null;
    dataQuality: string | null;
  };
  gwpSet: string | null;
  gwpTimeframe: string | null;
  algorithm: {
    id: string | null;
    name: string | null;
    version: string | null;
    type: string | null;
    resolution: string[];
  };
  factors: TrailFactor[];
  terms: { label: string | null; amount: string | null; unit: string | null }[];
  gwpValues: [string, string][];
  gases: { gas: string | null; massKg: string | null; gwp: string | null; co2eKg: string | null }[];
  co2eKg: string | null;
  warnings: string[];
  engineVersion: string | null;
  checksumInput: string | null;
  checksumOutput: string | null;
}

function readFactor(value: unknown): TrailFactor {
  const f = obj(value);
  return {
    datasetId: str(f.datasetId),
    datasetVersion: str(f.datasetVersion),
    category: str(f.category),
    subcategory: str(f.subcategory),
    region: str(f.region),
    unit: str(f.unit),
    factor: str(f.factor),
    gases: entries(f.gases),
    effectiveFrom: str(f.effectiveFrom),
    effectiveTo: str(f.effectiveTo),
    source: str(f.source),
    sourceUrl: str(f.sourceUrl),
    notes: str(f.notes),
  };
}

const warningText = (value: unknown) => str(value) ?? str(obj(value).message) ?? JSON.stringify(value);

/** The trail of a record (`record` member of `GET /api/records/{id}`). */
export function readTrail(record: Json): Trail {
  const input = obj(record.input);
  const activity = obj(input.activity);
  const algorithm = obj(record.algorithm);
  const output = obj(record.output);
  const factors = [record.factor, ...list(record.supportingFactors)].filter(
    (f) => f !== undefined && f !== null,
  );
  return {
    activity: {
      id: str(activity.id),
      category: str(activity.category),
      quantity: str(activity.quantity),
      unit: str(activity.unit),
      periodStart: str(activity.periodStart),
      periodEnd: str(activity.periodEnd),
      region: str(activity.region),
      dataQuality: str(activity.dataQuality),
    },
    gwpSet: str(input.gwpSet),
    gwpTimeframe: str(input.gwpTimeframe),
    algorithm: {
      id: str(algorithm.id),
      name: str(algorithm.name),
      version: str(algorithm.version),
      type: str(algorithm.type),
      resolution: strings(algorithm.resolution),
    },
    factors: factors.map(readFactor),
    terms: list(record.terms).map((term) => {
      const t = obj(term);
      return { label: str(t.label), amount: str(t.amount), unit: str(t.unit) };
    }),
    gwpValues: entries(record.gwpValues),
    gases: list(output.gases).map((gas) => {
      const g = obj(gas);
      return { gas: str(g.gas), massKg: str(g.massKg), gwp: str(g.gwp), co2eKg: str(g.co2eKg) };
    }),
    co2eKg: str(output.co2eKg),
    warnings: [...list(algorithm.warnings), ...list(output.warnings)].map(warningText),
    engineVersion: str(record.engineVersion),
    checksumInput: str(record.checksumInput),
    checksumOutput: str(record.checksumOutput),
  };
}
