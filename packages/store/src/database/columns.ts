import type { ColumnType } from 'kysely';

/** A `timestamptz`: read as a Date; written as a Date or ISO string; defaults to now() where noted. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A nullable `timestamptz`. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A `date`, read and written as `YYYY-MM-DD` (the dialects are configured not to make Dates of it). */
export type DateColumn = ColumnType<string, string, string>;
/** A `numeric`, read and written as an exact decimal string: never a float. */
export type Numeric = ColumnType<string, string, string>;
/** A nullable `numeric`. */
export type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
/** A `jsonb`, read as parsed JSON, written as JSON text (see {@link toJson}). */
export type Json<T = unknown> = ColumnType<T, string, string>;
/** A nullable `jsonb`. */
export type NullableJson<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;
/** A column with a database default. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

/**
 * JSON text for a `jsonb` parameter. Objects are sent as text because `pg` would turn a JS array
 * into a PostgreSQL array, not JSON.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** `YYYY-MM-DD` of a `date` value, whichever way the driver returned it. */
export function dateString(value: string | Date): string {
  return typeof value === 'string' ? value : value.toISOString().slice(0, 10);
}

/** A nullable `date` as `YYYY-MM-DD`. */
export type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
