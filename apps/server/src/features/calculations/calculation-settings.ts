import { type MethaneGwpMode, MethaneGwpModeSchema } from '@ctp/factors';
import { z } from '@hono/zod-openapi';

/**
 * The organization's calculation settings, kept in its settings under `calculation`
 * (`PATCH /api/organizations/current` with `settings.calculation`). Every field is optional.
 *
 * `methaneGwp`: which methane GWP calculations apply (see @ctp/engine, "Methane GWP"). An
 * organization that states none calculates with `by_source` (under AR6, the fossil or non-fossil
 * CH4 value by the methane's source). Organizations that existed before the setting were given
 * `single` by migration 0028, so their results stay what they were until an admin changes it.
 */
export const CalculationSettingsSchema = z
  .strictObject({
    methaneGwp: MethaneGwpModeSchema.optional().openapi({
      description:
        'Methane GWP: by_source (AR6 fossil 29.8 for fugitive fossil methane, non-fossil 27.0 for combustion and biogenic methane, per the GHG Protocol; the default) or single (one CH4 value, 27.9).',
    }),
  })
  .openapi('CalculationSettings');

/** The mode an organization without a stated one calculates with: the engine's default. */
export const DEFAULT_METHANE_GWP: MethaneGwpMode = 'by_source';

/**
 * The methane GWP mode of an organization's settings (`settings.calculation.methaneGwp`), or
 * {@link DEFAULT_METHANE_GWP}. @throws Error naming the field when the stored value is invalid,
 * so a calculation never silently uses another mode than the one the organization chose.
 */
export function methaneGwpOf(settings: Readonly<Record<string, unknown>>): MethaneGwpMode {
  const parsed = CalculationSettingsSchema.safeParse(settings.calculation ?? {});
  if (parsed.success) return parsed.data.methaneGwp ?? DEFAULT_METHANE_GWP;
  const issues = parsed.error.issues.map((i) => `settings.calculation.${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid calculation settings: ${issues.join('; ')}`);
}
