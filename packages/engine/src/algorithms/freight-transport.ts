import {
  type FreightCategorySpec,
  freightDistanceAlgorithm,
  freightSpendAlgorithm,
} from './freight-algorithm.js';
import { REFERENCES } from './references.js';

/**
 * Scope 3 categories 4 (upstream transportation and distribution) and 9 (downstream
 * transportation and distribution), each by the distance-based and the spend-based method.
 * Which category a shipment belongs to depends on who pays for it, not on its direction.
 *
 * @example
 * ```json
 * { "category": "scope3.upstream_transport.distance_based", "quantity": "12", "unit": "t", "region": "GB",
 *   "periodStart": "2025-03-01", "periodEnd": "2025-03-31",
 *   "attributes": { "mode": "road", "vehicle": "hgv.artic_over_33t.laden_average", "distance": "420" } }
 * ```
 */

const OWN_VEHICLES =
  'Transport in vehicles the reporting company owns or operates is not Scope 3: its fuel is Scope 1 and the electricity of its electric vehicles Scope 2 (use mobile combustion), so such shipments must not be entered here.';

const UPSTREAM: FreightCategorySpec = {
  slug: 'upstream_transport',
  idStem: 'upstream-transport',
  scope3Category: 4,
  title: 'Upstream transportation and distribution',
  boundary: [
    'Boundary (Scope 3 Standard ch. 5, category descriptions, and ch. 6, boundaries; Technical Guidance ch. 4): category 4 is transportation and distribution the reporting company pays for, by third parties:',
    "products bought in the reporting year carried from tier 1 suppliers to the company's own operations, and transportation and distribution services the company purchases,",
    "including inbound logistics, outbound logistics of sold products it pays for, and transport between its own facilities, in vehicles and facilities it does not own or operate; the minimum boundary is the carriers' Scope 1 and 2.",
    'Transport of sold products that the company does not pay for belongs in category 9.',
    OWN_VEHICLES,
  ].join(' '),
  chapter: REFERENCES.scope3Chapter(4, 'Category 4, Upstream transportation and distribution'),
};

const DOWNSTREAM: FreightCategorySpec = {
  slug: 'downstream_transport',
  idStem: 'downstream-transport',
  scope3Category: 9,
  title: 'Downstream transportation and distribution',
  boundary: [
    'Boundary (Scope 3 Standard ch. 5, category descriptions, and ch. 6, boundaries; Technical Guidance ch. 9): category 9 is transportation and distribution of products the reporting company sold in the reporting year,',
    "between its operations and the end consumer, that the company does not pay for (paid by the customer or another party), including retail and storage, in vehicles and facilities it does not own or control; the minimum boundary is the carriers' and retailers' Scope 1 and 2.",
    'Outbound transport the company pays for belongs in category 4, not here.',
    OWN_VEHICLES,
  ].join(' '),
  chapter: REFERENCES.scope3Chapter(9, 'Category 9, Downstream transportation and distribution'),
};

/** `ctp/upstream-transport-distance` (scope3.upstream_transport.distance_based, category 4). */
export const upstreamTransportDistance = freightDistanceAlgorithm(UPSTREAM);
/** `ctp/upstream-transport-spend` (scope3.upstream_transport.spend_based, category 4). */
export const upstreamTransportSpend = freightSpendAlgorithm(UPSTREAM);
/** `ctp/downstream-transport-distance` (scope3.downstream_transport.distance_based, category 9). */
export const downstreamTransportDistance = freightDistanceAlgorithm(DOWNSTREAM);
/** `ctp/downstream-transport-spend` (scope3.downstream_transport.spend_based, category 9). */
export const downstreamTransportSpend = freightSpendAlgorithm(DOWNSTREAM);
