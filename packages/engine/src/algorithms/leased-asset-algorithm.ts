import { canConvert } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationAlgorithm, Reference } from '../types.js';
import { checkLeaseBoundary, type ReportingRole } from './lease-boundary.js';
import { energyTerms, type FloorAreaAttributes, floorAreaEnergy } from './leased-asset-energy.js';
import { energyUseInputs, floorAreaInputs, type LeasedAssetAttributes } from './leased-asset-inputs.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { invalidInput } from './support.js';

/**
 * Builds the two algorithms of one asset category of Scope 3 (8 upstream leased assets, 13
 * downstream leased assets, 14 franchises): the specific method by metered energy and the
 * average-data method by floor area. Each has its own dotted category ending in the Technical
 * Guidance's method name, so results and reports tell the methods apart.
 */
export interface AssetCategorySpec {
  /** Slug of the category: `upstream_leased_assets`, `downstream_leased_assets`, `franchises`. */
  readonly slug: string;
  /** Id stem: `upstream-leased-assets`. */
  readonly idStem: string;
  readonly scope3Category: 8 | 13 | 14;
  /** Category name: `Upstream leased assets`. */
  readonly title: string;
  /** Who reports it: lessee, lessor or franchisor. */
  readonly role: ReportingRole;
  /** The Technical Guidance's name of the specific method: `asset_specific` or `franchise_specific`. */
  readonly specificMethod: 'asset_specific' | 'franchise_specific';
  /** The category's boundary rules, in sentences, printed in every methodology. */
  readonly boundary: string;
  readonly chapter: Reference;
}

const ENERGY_METHOD = [
  'CO2e = Σ_gas E × EF_gas × GWP_gas for one energy carrier of one asset, E its consumption in the period.',
  'Grid electricity uses the location-based grid average of the region exactly as ctp/electricity-location-based (eGRID subregion, DESNZ, Ember, NGA, with REGION_FALLBACK);',
  'a fuel uses the stationary_combustion factor of the fuel exactly as ctp/stationary-combustion (physical unit, or energy on a gross or net calorific basis),',
  "and a vehicle's fuel the mobile_combustion factor as ctp/mobile-combustion. Enter one activity per carrier and asset (electricity and gas of a building are two activities).",
].join(' ');

const FLOOR_AREA_METHOD = [
  "E = A × I × s, with A the floor area of the building (m2 or ft2, converted to the intensity's area unit), I the energy of this carrier per unit of floor area per year",
  '(attribute energyIntensity, with its units and its source in intensitySource, which the record prints: CTP ships no building-energy benchmark, so the intensity comes from the user),',
  'and s the share of a year the period covers (for each calendar year touched, days in the period ÷ days in that year, summed; a whole year is 1),',
  'then CO2e = E × EF exactly as the asset-specific method. Assets other than buildings have no floor-area intensity and are refused.',
].join(' ');

function references(spec: AssetCategorySpec): Reference[] {
  return [
    REFERENCES.scope3Standard,
    spec.chapter,
    REFERENCES.corporateStandard,
    REFERENCES.epaHub,
    REFERENCES.epaEgrid,
    REFERENCES.desnz,
  ];
}

/** The asset-specific (or franchise-specific) method of a category: metered energy × factor. */
export function energyUseAlgorithm(spec: AssetCategorySpec): CalculationAlgorithm {
  const id = `ctp/${spec.idStem}-energy`;
  const lease = spec.role !== 'franchisor';
  return defineAlgorithm({
    id,
    version: GENERIC_VERSION,
    name: `${spec.title}, ${spec.specificMethod.replace('_', '-')} (energy use)`,
    category: `scope3.${spec.slug}.${spec.specificMethod}`,
    scope3Category: spec.scope3Category,
    inputs: energyUseInputs(lease),
    acceptedUnits: ['energy', 'volume', 'mass'],
    calculate(activity, parsed, runtime) {
      const inputs = parsed as LeasedAssetAttributes;
      if (canConvert(activity.unit, 'm2')) {
        throw invalidInput(
          id,
          `the quantity is the energy or fuel the asset used, not its floor area (${activity.unit}): use the average-data method (${id.replace('-energy', '-floor-area')})`,
          { unit: activity.unit },
        );
      }
      const boundary = checkLeaseBoundary(id, spec.role, inputs.leaseType, inputs.consolidationApproach);
      const result = energyTerms(id, activity, inputs, runtime, {
        quantity: activity.quantity,
        unit: activity.unit,
        prefix: `${spec.title.toLowerCase()} (${spec.role})`,
      });
      return { terms: result.terms, warnings: [...boundary, ...(result.warnings ?? [])] };
    },
    methodology: [
      `${spec.specificMethod === 'asset_specific' ? 'Asset-specific' : 'Franchise-specific'} method of the GHG Protocol Scope 3 Technical Guidance, chapter ${spec.scope3Category}, from the asset's fuel and electricity consumption.`,
      ENERGY_METHOD,
      spec.boundary,
    ].join(' '),
    references: references(spec),
    effectiveDate: GENERIC_EFFECTIVE_DATE,
  });
}

/** The average-data method of a category: floor area × energy intensity × factor. */
export function floorAreaAlgorithm(spec: AssetCategorySpec): CalculationAlgorithm {
  const id = `ctp/${spec.idStem}-floor-area`;
  const lease = spec.role !== 'franchisor';
  return defineAlgorithm({
    id,
    version: GENERIC_VERSION,
    name: `${spec.title}, average-data (floor area)`,
    category: `scope3.${spec.slug}.average_data`,
    scope3Category: spec.scope3Category,
    inputs: floorAreaInputs(lease),
    acceptedUnits: ['area'],
    calculate(activity, parsed, runtime) {
      const inputs = parsed as LeasedAssetAttributes & FloorAreaAttributes;
      if (inputs.assetType !== undefined && inputs.assetType !== 'building') {
        throw invalidInput(
          id,
          `the floor-area method applies to buildings; a ${inputs.assetType} has no floor-area intensity: use the energy-use method (${id.replace('-floor-area', '-energy')})`,
          { assetType: inputs.assetType },
        );
      }
      const boundary = checkLeaseBoundary(id, spec.role, inputs.leaseType, inputs.consolidationApproach);
      const energy = floorAreaEnergy(id, activity, inputs, runtime);
      const result = energyTerms(id, activity, inputs, runtime, {
        ...energy,
        prefix: `${spec.title.toLowerCase()} (${spec.role}), ${energy.prefix}`,
      });
      return { terms: result.terms, warnings: [...boundary, ...energy.warnings, ...(result.warnings ?? [])] };
    },
    methodology: [
      `Average-data method of the GHG Protocol Scope 3 Technical Guidance, chapter ${spec.scope3Category}, for buildings without metered energy: floor area × energy intensity × emission factor.`,
      FLOOR_AREA_METHOD,
      spec.boundary,
    ].join(' '),
    references: references(spec),
    effectiveDate: GENERIC_EFFECTIVE_DATE,
  });
}
