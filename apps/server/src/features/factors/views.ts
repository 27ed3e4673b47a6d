import { type Decimal, formatDecimal } from '@ctp/factors';
import { z } from '@hono/zod-openapi';
import type { CatalogEntry, CatalogHit } from './catalog.js';

const decimals = z.record(z.string(), z.string());

export const FactorView = z
  .object({
    datasetId: z.string(),
    datasetVersion: z.string(),
    datasetTitle: z.string(),
    publisher: z.string(),
    origin: z.enum(['shipped', 'custom']),
    category: z.string(),
    subcategory: z.string().openapi({ description: 'Fuel or item id, e.g. `natural_gas`, `grid_average`.' }),
    factor: z.string().nullable().openapi({
      description:
        'kg CO2e per `unit` as published (exact decimal string); null when only gas masses are given.',
    }),
    factorUnit: z.string().openapi({ example: 'kg CO2e/kWh' }),
    unit: z.string(),
    gases: decimals.nullable().openapi({ description: 'kg of each gas per `unit` (exact decimal strings).' }),
    co2eByGas: decimals.nullable(),
    region: z.string(),
    gwpSet: z.string().nullable(),
    gwpTimeframe: z.string().nullable(),
    effectiveFrom: z.string(),
    effectiveTo: z.string().nullable(),
    source: z.string(),
    sourceUrl: z.string(),
    status: z.string().nullable(),
    priceYear: z.int().nullable(),
    notes: z.string().nullable(),
  })
  .openapi('EmissionFactor');

export const DatasetView = z
  .object({
    datasetId: z.string(),
    datasetVersion: z.string(),
    title: z.string(),
    publisher: z.string(),
    source: z.string(),
    sourceUrl: z.string(),
    license: z.string(),
    origin: z.enum(['shipped', 'custom']),
    factorCount: z.int(),
    id: z.uuid().nullable().openapi({ description: 'Store id of a custom dataset; null for shipped ones.' }),
    importedAt: z.string().nullable(),
  })
  .openapi('FactorDataset');

const text = (d: Readonly<Record<string, Decimal>> | undefined) =>
  d === undefined ? null : Object.fromEntries(Object.entries(d).map(([gas, v]) => [gas, formatDecimal(v)]));

/** A search hit as the API shows it: decimals as exact strings, with its dataset's provenance. */
export function factorView({ factor: f, entry }: CatalogHit): z.infer<typeof FactorView> {
  return {
    datasetId: f.datasetId,
    datasetVersion: f.datasetVersion,
    datasetTitle: entry.dataset.title,
    publisher: entry.dataset.publisher,
    origin: entry.origin,
    category: f.category,
    subcategory: f.subcategory,
    factor: f.factor === null ? null : formatDecimal(f.factor),
    factorUnit: `kg CO2e/${f.unit}`,
    unit: f.unit,
    gases: text(f.gases),
    co2eByGas: text(f.co2eByGas),
    region: f.region,
    gwpSet: f.gwpSet,
    gwpTimeframe: f.gwpTimeframe,
    effectiveFrom: f.effectiveFrom,
    effectiveTo: f.effectiveTo,
    source: f.source,
    sourceUrl: f.sourceUrl,
    status: f.status ?? null,
    priceYear: f.priceYear ?? null,
    notes: f.notes ?? null,
  };
}

/** A catalog dataset as the API lists it. */
export function datasetView(e: CatalogEntry): z.infer<typeof DatasetView> {
  const d = e.dataset;
  return {
    datasetId: d.datasetId,
    datasetVersion: d.datasetVersion,
    title: d.title,
    publisher: d.publisher,
    source: d.source,
    sourceUrl: d.sourceUrl,
    license: d.license,
    origin: e.origin,
    factorCount: d.factors.length,
    id: e.stored?.id ?? null,
    importedAt: e.stored?.createdAt.toISOString() ?? null,
  };
}

const CursorShape = z.object({
  d: z.string().min(1).max(200),
  v: z.string().min(1).max(200),
  r: z.int().min(0),
});

/** The opaque cursor of a search position: the last hit's dataset and row. */
export function encodeFactorCursor(hit: CatalogHit): string {
  const c = { d: hit.entry.dataset.datasetId, v: hit.entry.dataset.datasetVersion, r: hit.row };
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** The position of a cursor, or undefined when it is not one this search issued. */
export function decodeFactorCursor(cursor: string): z.infer<typeof CursorShape> | undefined {
  try {
    const parsed = CursorShape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
