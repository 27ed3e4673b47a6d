import type { AlgorithmRegistry, CalculationAlgorithm } from '@ctp/engine';
import type { StoredOverride } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { overrideState } from '../overrides/index.js';
import { AlgorithmInputs, documentedInputs } from './inputs.js';

const Status = z.enum(['active', 'scheduled', 'deprecated']).openapi({
  description:
    'On the reference date: `active` in force, `scheduled` not yet effective, `deprecated` past its deprecation date.',
});

const FollowsDraft = z.object({ title: z.string(), url: z.string().nullable() }).nullable().openapi({
  description:
    'The draft standard the method follows (for example a public consultation), so a draft method is never mistaken for the reported default; null for a method of a published standard.',
});

const followsDraft = (a: CalculationAlgorithm) =>
  a.followsDraft === undefined ? null : { title: a.followsDraft.title, url: a.followsDraft.url ?? null };

const VersionView = z
  .object({
    version: z.string(),
    name: z.string(),
    status: Status,
    effectiveDate: z.string(),
    deprecatedDate: z.string().nullable(),
    methodology: z.string(),
    references: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
    followsDraft: FollowsDraft,
    acceptedUnits: z.array(z.string()).nullable(),
    inputs: AlgorithmInputs,
  })
  .openapi('AlgorithmVersion');

const AffectingOverride = z
  .object({
    id: z.uuid(),
    kind: z.enum(['factor_multiplier', 'methodology', 'custom']),
    state: z.enum(['pending', 'approved']),
    effect: z.enum(['adjusts', 'replaced', 'selected']).openapi({
      description:
        '`adjusts`: a factor multiplier or custom formula changes this algorithm’s results; `replaced`: a methodology override uses another algorithm for this category; `selected`: a methodology override uses this one.',
    }),
    effectiveFrom: z.string(),
    effectiveTo: z.string().nullable(),
  })
  .openapi('AffectingOverride');

export const AlgorithmSummary = z
  .object({
    id: z.string().openapi({ example: 'us/egrid-location' }),
    name: z.string(),
    category: z.string(),
    scope: z.enum(['scope1', 'scope2', 'scope3']),
    scope3Category: z.int().nullable(),
    region: z.string().nullable().openapi({ description: 'Null for a generic algorithm.' }),
    resolution: z.enum(['generic', 'regional', 'alternative']).openapi({
      description: '`alternative`: used only when a methodology override selects it.',
    }),
    status: Status,
    latestVersion: z.string(),
    effectiveDate: z
      .string()
      .openapi({ description: 'Of the latest version: the first activity date it applies to.' }),
    deprecatedDate: z
      .string()
      .nullable()
      .openapi({ description: 'Of the latest version; null when not deprecated.' }),
    versions: z.array(z.string()).openapi({ description: 'Every registered version, lowest first.' }),
    methodology: z.string().openapi({ description: 'Of the latest version.' }),
    references: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
    followsDraft: FollowsDraft,
    inputs: AlgorithmInputs.openapi({
      description:
        'What an activity of this category sends (of the latest version): unit codes and attributes.',
    }),
    overrides: z.array(AffectingOverride).openapi({
      description: "The organization's overrides that are not ended and touch this algorithm.",
    }),
  })
  .openapi('Algorithm');

export const AlgorithmDetail = AlgorithmSummary.extend({ versionDetails: z.array(VersionView) }).openapi(
  'AlgorithmDetail',
);

function statusOn(a: CalculationAlgorithm, date: string): z.infer<typeof Status> {
  if (a.deprecatedDate !== undefined && a.deprecatedDate <= date) return 'deprecated';
  return a.effectiveDate > date ? 'scheduled' : 'active';
}

const references = (a: CalculationAlgorithm) =>
  a.references.map((r) => ({ title: r.title, url: r.url ?? null }));

function affecting(a: CalculationAlgorithm, overrides: readonly StoredOverride[]) {
  return overrides.flatMap((o) => {
    const state = overrideState(o);
    if (state === 'ended') return [];
    const selected = o.kind === 'methodology' && o.algorithmId === a.id;
    if (!selected && o.category !== a.category) return [];
    const effect = selected ? 'selected' : o.kind === 'methodology' ? 'replaced' : 'adjusts';
    return [
      { id: o.id, kind: o.kind, state, effect, effectiveFrom: o.effectiveFrom, effectiveTo: o.effectiveTo },
    ] as const;
  });
}

/** One algorithm id (every version) as the API shows it, with the organization's overrides. */
export function algorithmSummary(
  registry: AlgorithmRegistry,
  versions: readonly CalculationAlgorithm[],
  overrides: readonly StoredOverride[],
  date: string,
): z.infer<typeof AlgorithmSummary> {
  const latest = versions.at(-1) as CalculationAlgorithm;
  const statuses = versions.map((v) => statusOn(v, date));
  const status = statuses.includes('active')
    ? 'active'
    : statuses.includes('scheduled')
      ? 'scheduled'
      : 'deprecated';
  const automatic = registry.automaticId(latest.category, latest.region) === latest.id;
  return {
    id: latest.id,
    name: latest.name,
    category: latest.category,
    scope: latest.category.split('.')[0] as 'scope1' | 'scope2' | 'scope3',
    scope3Category: latest.scope3Category ?? null,
    region: latest.region ?? null,
    resolution: !automatic ? 'alternative' : latest.region === undefined ? 'generic' : 'regional',
    status,
    latestVersion: latest.version,
    effectiveDate: latest.effectiveDate,
    deprecatedDate: latest.deprecatedDate ?? null,
    versions: versions.map((v) => v.version),
    methodology: latest.methodology,
    references: references(latest),
    followsDraft: followsDraft(latest),
    inputs: documentedInputs(latest),
    overrides: affecting(latest, overrides),
  };
}

/** Every version of one algorithm in full. */
export function versionDetails(versions: readonly CalculationAlgorithm[], date: string) {
  return versions.map((v) => ({
    version: v.version,
    name: v.name,
    status: statusOn(v, date),
    effectiveDate: v.effectiveDate,
    deprecatedDate: v.deprecatedDate ?? null,
    methodology: v.methodology,
    references: references(v),
    followsDraft: followsDraft(v),
    acceptedUnits: v.acceptedUnits === undefined ? null : [...v.acceptedUnits],
    inputs: documentedInputs(v),
  }));
}
