import { FUELS } from '@ctp/factors';
import { z } from 'zod';
import { ELECTRICITY_SOURCE } from './energy-carrier.js';
import { choice, label, positiveDecimal, unitId, vocabularyId } from './schemas.js';

export { ELECTRICITY_SOURCE };

/**
 * Attribute schemas shared by the leased-asset and franchise algorithms (Scope 3 categories 8, 13
 * and 14). One activity is one energy carrier of one asset: the grid electricity of a building, or
 * one fuel burnt in it.
 */

/** Lease types of the GHG Protocol (Scope 3 Standard, Appendix A): finance (capital) or operating. */
export const LEASE_TYPES = ['finance', 'operating'] as const;

/** Consolidation approaches of the Corporate Standard, chapter 3. */
export const CONSOLIDATION_APPROACHES = ['equity_share', 'financial_control', 'operational_control'] as const;

/** Kinds of leased or franchised asset. Floor area applies to buildings only. */
export const ASSET_TYPES = ['building', 'vehicle', 'equipment', 'other'] as const;

const assetShape = {
  energySource: vocabularyId('energySource', [ELECTRICITY_SOURCE, ...FUELS]).describe(
    'Energy carrier of this activity: electricity (grid, location-based factor) or a fuel id such as natural_gas, gas_oil or diesel (fuel factor).',
  ),
  calorificBasis: choice('calorificBasis', ['gross', 'net'])
    .optional()
    .describe('For a fuel given in an energy unit (kWh, GJ, mmBtu, therm): gross (the default) or net.'),
  assetType: choice('assetType', ASSET_TYPES)
    .optional()
    .describe(
      'Kind of asset: building (default), vehicle (fuel uses the mobile combustion factors), equipment or other.',
    ),
  assetName: label
    .optional()
    .describe('Name or id of the asset (site, unit, franchise outlet), for the record.'),
};

const leaseShape = {
  leaseType: choice('leaseType', LEASE_TYPES)
    .optional()
    .describe(
      'Type of lease: finance (capital) or operating. With consolidationApproach, checks the Scope 3 boundary.',
    ),
  consolidationApproach: choice('consolidationApproach', CONSOLIDATION_APPROACHES)
    .optional()
    .describe(
      "The reporting company's consolidation approach: equity_share, financial_control or operational_control.",
    ),
};

const floorAreaShape = {
  energyIntensity: positiveDecimal('energyIntensity').describe(
    'Energy of this carrier used per unit of floor area per year (e.g. 150 kWh per m² per year), from the source named in intensitySource.',
  ),
  intensityEnergyUnit: unitId
    .optional()
    .describe('Energy unit of energyIntensity (kWh by default; MWh, GJ, mmBtu, therm…).'),
  intensityAreaUnit: unitId
    .optional()
    .describe('Floor-area unit of energyIntensity (m2 by default, or ft2).'),
  intensitySource: label.describe(
    'Where energyIntensity comes from (benchmark, survey, year), printed in the calculation record.',
  ),
};

/** Inputs of the asset-specific (energy use) method; `lease` adds lease type and consolidation approach. */
export function energyUseInputs(lease: boolean) {
  return z.object({ ...assetShape, ...(lease ? leaseShape : {}) }).strict();
}

/** Inputs of the average-data (floor area) method; `lease` adds lease type and consolidation approach. */
export function floorAreaInputs(lease: boolean) {
  return z.object({ ...assetShape, ...(lease ? leaseShape : {}), ...floorAreaShape }).strict();
}

/** Parsed attributes of either method (lease and floor-area fields absent where the method has none). */
export interface LeasedAssetAttributes {
  readonly energySource: string;
  readonly calorificBasis?: 'gross' | 'net' | undefined;
  readonly assetType?: (typeof ASSET_TYPES)[number] | undefined;
  readonly assetName?: string | undefined;
  readonly leaseType?: (typeof LEASE_TYPES)[number] | undefined;
  readonly consolidationApproach?: (typeof CONSOLIDATION_APPROACHES)[number] | undefined;
}
