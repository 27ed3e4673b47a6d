import type { components } from '../../../api/schema';
import type { ForecastRun } from './projections';

export type HoldoutCheck = components['schemas']['ForecastHoldoutCheck'];

/** One prediction interval of a projection. */
export interface Band {
  level: number;
  lower: number[];
  upper: number[];
}

/** What a projection screen draws: the history (exact tonnes), the projection, its model and check. */
export interface ProjectionView {
  /** ISO month starts of the history, and its tonnes as exact decimal strings. */
  history: { timeline: string[]; tonnes: string[] };
  timeline: string[];
  values: number[];
  /** Intervals, widest last (80% then 95%). */
  bands: Band[];
  model: {
    id: string;
    version: string;
    description: string;
    parameters: Record<string, unknown>;
    estimates: Record<string, number>;
  };
  notes: string[];
  holdout: HoldoutCheck | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "2024-01" plus `i` months, as the ISO date of the month's first day. */
export function monthStart(start: string, i: number): string {
  const index = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + i;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Reads a run's stored result (`{ projection, history?, holdout? }`, as `POST /project` returned it)
 * into what the screens draw. The API types the stored result loosely (runs of every kind share the
 * column), so each field is checked here; a run of another kind has no history or hold-out check.
 */
export function projectionView(result: unknown): ProjectionView {
  const output = record(result);
  const projection = record(output.projection);
  const confidence = record(projection.confidence);
  const bands = (Array.isArray(confidence.intervals) ? confidence.intervals : [])
    .map((raw) => {
      const band = record(raw);
      return { level: Number(band.level), lower: numbers(band.lower), upper: numbers(band.upper) };
    })
    .sort((a, b) => a.level - b.level);
  const history = record(output.history);
  const start = text(history.start);
  const tonnes = strings(history.tonnes);
  const model = record(projection.model);
  const estimates = Object.fromEntries(
    Object.entries(record(model.estimates)).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
  const holdout = record(output.holdout);
  return {
    history: {
      timeline: start ? tonnes.map((_, i) => monthStart(start, i)) : [],
      tonnes: start ? tonnes : [],
    },
    timeline: strings(projection.timeline),
    values: numbers(projection.values),
    bands,
    model: {
      id: text(model.id),
      version: text(model.version),
      description: text(model.description),
      parameters: record(model.parameters),
      estimates,
    },
    notes: strings(projection.notes),
    holdout: typeof holdout.available === 'boolean' ? (holdout as unknown as HoldoutCheck) : null,
  };
}

/** The request a run was made with (its `config.request`), for saying what it projected. */
export function runRequest(run: ForecastRun): {
  scopes: number[];
  scope2Method: string;
  horizon: number | null;
} {
  const request = record(record(run.config).request);
  return {
    scopes: numbers(request.scopes),
    scope2Method: text(request.scope2Method),
    horizon: typeof request.horizon === 'number' ? request.horizon : null,
  };
}
