import { type Decimal, decimalSchema } from '@ctp/factors';
import { z } from 'zod';

/**
 * Zod building blocks for the generic algorithms' `inputs`. Every message names the attribute and,
 * for a closed list, the values it takes, so an INVALID_INPUT error tells the user what to send.
 */

/** Quotes a list of allowed values for a message: `"a", "b" or "c"`. */
function listOf(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * A required choice from a closed list. The message says whether the attribute is missing or
 * has a value outside the list, and lists the allowed values.
 */
export function choice<const T extends readonly [string, ...string[]]>(attribute: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `attribute ${attribute} is required: one of ${listOf(values)}`
        : `attribute ${attribute} ${JSON.stringify(issue.input)} is not one of ${listOf(values)}`,
  });
}

/** A decimal (string preferred, or a JSON number) that must be greater than zero. */
export function positiveDecimal(attribute: string) {
  return decimalSchema.refine((d: Decimal) => d.greaterThan(0), {
    message: `attribute ${attribute} must be greater than zero`,
  });
}

/** A decimal (string preferred, or a JSON number) that must be zero or more. */
export function nonNegativeDecimal(attribute: string) {
  return decimalSchema.refine((d: Decimal) => !d.isNegative(), {
    message: `attribute ${attribute} must not be negative`,
  });
}

/** A whole number in a range, with a message naming the attribute. */
export function wholeNumber(attribute: string, min: number, max: number) {
  return z
    .int({ error: `attribute ${attribute} must be a whole number` })
    .min(min, { error: `attribute ${attribute} must be at least ${min}` })
    .max(max, { error: `attribute ${attribute} must be at most ${max}` });
}

/** A unit id as the units vocabulary of @ctp/factors spells it (`kWh`, `MWh`, `GJ`). */
export const unitId = z
  .string({ error: 'a unit id is required, e.g. "kWh"' })
  .min(1, { error: 'a unit id is required, e.g. "kWh"' });

/** A free-text label (certificate registry id, supplier name) echoed into the record. */
export const label = z.string().min(1).max(200);

/**
 * An open id (`natural_gas`, `food_waste`): lower-case letters, digits and `_`. Datasets may add
 * ids of their own beyond the vocabulary of @ctp/factors, so any well-formed id is accepted and
 * an id no dataset knows fails at lookup with FACTOR_NOT_FOUND.
 */
export function vocabularyId(attribute: string, examples: readonly string[]) {
  const hint = `attribute ${attribute} is required: an id such as ${listOf(examples.slice(0, 4))}`;
  return z
    .string({ error: hint })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_]*$/, {
      error: (issue) =>
        `attribute ${attribute} ${JSON.stringify(issue.input)} is not an id (lower-case letters, digits and _), e.g. ${listOf(examples.slice(0, 4))}`,
    });
}
