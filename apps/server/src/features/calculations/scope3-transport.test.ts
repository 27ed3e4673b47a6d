import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import {
  enterCases,
  expectCalculatedAsComputed,
  listedScope3Algorithms,
  type Scope3Case,
} from '../../testing/scope3-cases.js';

const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

/**
 * One activity of each freight algorithm (Scope 3 categories 4 and 9, distance-based and
 * spend-based), entered through the API and calculated (AR5), with the CO2e computed by hand from
 * the DESNZ 2025 flat file, EPA Hub 2025 Table 8 and USEEIO v1.2.
 */
const ACTIVITIES: Record<string, Scope3Case> = {
  upstreamDistance: {
    body: {
      category: 'scope3.upstream_transport.distance_based',
      quantity: '12',
      unit: 't',
      region: 'GB',
      attributes: { mode: 'road', vehicle: 'hgv.artic_over_33t.laden_average', distance: '420' },
    },
    scope3Category: 4,
    // DESNZ 2025 Freighting goods, Articulated (>33t) Average laden, 0.07703 kg CO2e per tonne.km:
    // 12 t × 420 km = 5040 tkm × 0.07703
    co2eKg: '388.2312',
  },
  upstreamSpend: {
    body: {
      category: 'scope3.upstream_transport.spend_based',
      quantity: '10000',
      unit: 'USD',
      region: 'US',
      attributes: { mode: 'road', priceYear: 2022 },
    },
    scope3Category: 4,
    // USEEIO v1.3 (in force for 2025) NAICS 484121, 0.595 kg CO2e per 2022 USD × 10000 (published CO2e, AR5)
    co2eKg: '5950',
  },
  downstreamDistance: {
    body: {
      category: 'scope3.downstream_transport.distance_based',
      quantity: '10000',
      unit: 'short_ton_mi',
      region: 'US',
      attributes: { mode: 'road' },
    },
    scope3Category: 9,
    // EPA Hub 2025 Table 8 truck per short ton-mile 0.186 kg CO2, 0.0016 g CH4, 0.0054 g N2O:
    // 1860 + 0.016 × 28 + 0.054 × 265 = 1860 + 0.448 + 14.31
    co2eKg: '1874.758',
  },
  downstreamSpend: {
    body: {
      category: 'scope3.downstream_transport.spend_based',
      quantity: '2000',
      unit: 'USD',
      region: 'US',
      attributes: { sector: '492110', priceYear: 2022 },
    },
    scope3Category: 9,
    co2eKg: '606', // USEEIO v1.3 NAICS 492110 couriers, 0.303 kg CO2e per 2022 USD × 2000
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 categories 4 and 9 (freight) through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'freight');
      ids = await enterCases(t, ACTIVITIES, Y2025);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the four algorithms as Scope 3 categories 4 and 9', async () => {
      await listedScope3Algorithms(t, ACTIVITIES);
    });

    it('calculates one activity of each with the hand-computed CO2e', async () => {
      await expectCalculatedAsComputed(t, ACTIVITIES, ids, Y2025);
    });
  },
);
