import type { Activity, AlgorithmRuntime, CalculationWarning } from '@ctp/engine';
import { CtpError } from '@ctp/factors';
import { z } from 'zod';

/** The 27 eGRID subregions (eGRID2022 and eGRID2023), as the EPA Hub Table 6 lists them. */
export const EGRID_SUBREGIONS = [
  'AKGD',
  'AKMS',
  'AZNM',
  'CAMX',
  'ERCT',
  'FRCC',
  'HIMS',
  'HIOA',
  'MROE',
  'MROW',
  'NEWE',
  'NWPP',
  'NYCW',
  'NYLI',
  'NYUP',
  'PRMS',
  'RFCE',
  'RFCM',
  'RFCW',
  'RMPA',
  'SPNO',
  'SPSO',
  'SRMV',
  'SRMW',
  'SRSO',
  'SRTV',
  'SRVC',
] as const;

/** Attribute `subregion`: an eGRID subregion acronym, for activities whose region is just `US`. */
export const subregionSchema = z.enum(EGRID_SUBREGIONS, {
  error: (issue) =>
    `attribute subregion ${JSON.stringify(issue.input)} is not an eGRID subregion acronym (${EGRID_SUBREGIONS.join(', ')})`,
});

/** The region a US electricity lookup starts from, and the warning when it is only the national average. */
export interface EgridRegion {
  readonly region: string;
  readonly warnings: CalculationWarning[];
}

/**
 * The eGRID region of an activity: attribute `subregion` (`CAMX` → `US-CAMX`) or the activity's
 * own `US-XXXX` region. With neither, the US average is used and a REGION_FALLBACK warning says
 * so (EPA recommends the subregion rate). A subregion attribute that contradicts the activity's
 * region, or a region outside the US, is INVALID_INPUT.
 */
export function egridRegion(
  algorithmId: string,
  activity: Activity,
  subregion: string | undefined,
): EgridRegion {
  const region = activity.region;
  if (region !== 'US' && !region.startsWith('US-')) {
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] region ${region} is not in the United States; use the generic algorithm`,
      { algorithmId, region },
    );
  }
  if (subregion !== undefined) {
    const wanted = `US-${subregion}`;
    if (region !== 'US' && region !== wanted) {
      throw new CtpError(
        'INVALID_INPUT',
        `[${algorithmId}] attribute subregion ${subregion} contradicts the activity region ${region}`,
        { algorithmId, region, subregion },
      );
    }
    return { region: wanted, warnings: [] };
  }
  if (region !== 'US') return { region, warnings: [] };
  return {
    region,
    warnings: [
      {
        code: 'REGION_FALLBACK',
        message: `no eGRID subregion given (region US, no attribute subregion); the US average rate was used, while EPA recommends the subregion rate of the facility's location`,
      },
    ],
  };
}

/** The same runtime with lookups starting from `region` instead of the activity's own region. */
export function runtimeForRegion(runtime: AlgorithmRuntime, region: string): AlgorithmRuntime {
  return {
    gwpSet: runtime.gwpSet,
    gwpTimeframe: runtime.gwpTimeframe,
    lookupFactor: (query) => runtime.lookupFactor({ region, ...query }),
    tryLookupFactor: (query) => runtime.tryLookupFactor({ region, ...query }),
    convert: (quantity, from, to) => runtime.convert(quantity, from, to),
    instrumentFactor: (spec) => runtime.instrumentFactor(spec),
  };
}
