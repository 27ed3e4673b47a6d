import { type AssetCategorySpec, energyUseAlgorithm, floorAreaAlgorithm } from './leased-asset-algorithm.js';
import { REFERENCES } from './references.js';

/**
 * Scope 3 categories 8 (upstream leased assets), 13 (downstream leased assets) and 14 (franchises),
 * each by its specific method (energy use) and its average-data method (floor area).
 *
 * @example
 * ```json
 * { "category": "scope3.upstream_leased_assets.asset_specific", "quantity": "42000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "energySource": "electricity", "leaseType": "operating", "consolidationApproach": "financial_control" } }
 * ```
 */

const UPSTREAM: AssetCategorySpec = {
  slug: 'upstream_leased_assets',
  idStem: 'upstream-leased-assets',
  scope3Category: 8,
  title: 'Upstream leased assets',
  role: 'lessee',
  specificMethod: 'asset_specific',
  boundary: [
    'Boundary (Scope 3 Standard 5.5 and Appendix A; Technical Guidance ch. 8): category 8 is the operation of assets the reporting company leases (as lessee) in the reporting year',
    "and does not already report in Scope 1 or 2; the minimum boundary is the lessors' Scope 1 and 2 from operating the asset. Lessors report their assets in category 13.",
    "Under a finance (capital) lease the lessee reports the asset's fuel in Scope 1 and its electricity in Scope 2 under every consolidation approach;",
    'under an operating lease it is Scope 3 category 8 with the equity share or financial control approach and Scope 1 and 2 with the operational control approach.',
    'With leaseType and consolidationApproach stated, an asset that belongs in Scope 1 or 2 is refused (INVALID_INPUT), so it is not counted twice; with either missing the result carries LEASE_BOUNDARY_NOT_STATED.',
    'An asset leased for part of the year counts for the part leased: give that part as the period.',
  ].join(' '),
  chapter: REFERENCES.scope3Chapter(8, 'Category 8, Upstream leased assets'),
};

const DOWNSTREAM: AssetCategorySpec = {
  slug: 'downstream_leased_assets',
  idStem: 'downstream-leased-assets',
  scope3Category: 13,
  title: 'Downstream leased assets',
  role: 'lessor',
  specificMethod: 'asset_specific',
  boundary: [
    'Boundary (Scope 3 Standard 5.5 and Appendix A; Technical Guidance ch. 13): category 13 is the operation of assets the reporting company owns and leases to others (as lessor) in the reporting year',
    "and does not already report in Scope 1 or 2; the minimum boundary is the lessees' Scope 1 and 2 from operating the asset. Lessees report their leased assets in category 8.",
    "Under a finance (capital) lease the asset is the lessor's Scope 3 category 13 under every consolidation approach;",
    "under an operating lease it is the lessor's Scope 1 and 2 with the equity share or financial control approach and Scope 3 category 13 with the operational control approach.",
    'With leaseType and consolidationApproach stated, an asset that belongs in Scope 1 or 2 is refused (INVALID_INPUT); with either missing the result carries LEASE_BOUNDARY_NOT_STATED.',
    'An asset leased out for part of the year counts for the part leased: give that part as the period.',
  ].join(' '),
  chapter: REFERENCES.scope3Chapter(13, 'Category 13, Downstream leased assets'),
};

const FRANCHISES: AssetCategorySpec = {
  slug: 'franchises',
  idStem: 'franchises',
  scope3Category: 14,
  title: 'Franchises',
  role: 'franchisor',
  specificMethod: 'franchise_specific',
  boundary: [
    'Boundary (Scope 3 Standard 5.5; Technical Guidance ch. 14): category 14 is the operation of franchises in the reporting year not included in the Scope 1 or 2 of the franchisor,',
    "the company that licenses others to sell or distribute its goods or services; the minimum boundary is the franchisees' Scope 1 and 2.",
    'Outlets the franchisor owns or controls under its consolidation approach are its own Scope 1 and 2 and must not be entered here (the algorithm cannot check it: the activity does not say who controls the outlet).',
    'Franchisees report their own operations in Scope 1 and 2, not in category 14. Like leased assets, a franchise operating for part of the year counts for that part.',
  ].join(' '),
  chapter: REFERENCES.scope3Chapter(14, 'Category 14, Franchises'),
};

/** `ctp/upstream-leased-assets-energy` (scope3.upstream_leased_assets.asset_specific, category 8). */
export const upstreamLeasedAssetsEnergy = energyUseAlgorithm(UPSTREAM);
/** `ctp/upstream-leased-assets-floor-area` (scope3.upstream_leased_assets.average_data, category 8). */
export const upstreamLeasedAssetsFloorArea = floorAreaAlgorithm(UPSTREAM);
/** `ctp/downstream-leased-assets-energy` (scope3.downstream_leased_assets.asset_specific, category 13). */
export const downstreamLeasedAssetsEnergy = energyUseAlgorithm(DOWNSTREAM);
/** `ctp/downstream-leased-assets-floor-area` (scope3.downstream_leased_assets.average_data, category 13). */
export const downstreamLeasedAssetsFloorArea = floorAreaAlgorithm(DOWNSTREAM);
/** `ctp/franchises-energy` (scope3.franchises.franchise_specific, category 14). */
export const franchisesEnergy = energyUseAlgorithm(FRANCHISES);
/** `ctp/franchises-floor-area` (scope3.franchises.average_data, category 14). */
export const franchisesFloorArea = floorAreaAlgorithm(FRANCHISES);
