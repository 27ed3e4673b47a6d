import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import {
  enterCases,
  expectCalculatedAsComputed,
  listedScope3Algorithms,
  type Scope3Case,
} from '../../testing/scope3-cases.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' };
const LESSEE = { leaseType: 'operating', consolidationApproach: 'financial_control' };
const INTENSITY = { energyIntensity: '150', intensitySource: 'landlord 2023 metered average' };

/**
 * One activity of each new Scope 3 category, entered through the API and calculated (AR5, so the
 * expected values are those of the engine's golden cases, computed by hand from DESNZ 2024).
 */
const ACTIVITIES: Record<string, Scope3Case> = {
  upstreamEnergy: {
    body: {
      category: 'scope3.upstream_leased_assets.asset_specific',
      quantity: '42000',
      unit: 'kWh',
      region: 'GB',
      attributes: { energySource: 'electricity', ...LESSEE },
    },
    co2eKg: '8696.1', // DESNZ 2024 UK electricity 0.20705 kg/kWh × 42000
    scope3Category: 8,
  },
  upstreamFloorArea: {
    body: {
      category: 'scope3.upstream_leased_assets.average_data',
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      attributes: { energySource: 'electricity', ...INTENSITY, ...LESSEE },
    },
    co2eKg: '31057.5', // 1000 m2 × 150 kWh/m2 × 1 yr × 0.20705
    scope3Category: 8,
  },
  downstreamEnergy: {
    body: {
      category: 'scope3.downstream_leased_assets.asset_specific',
      quantity: '10000',
      unit: 'kWh',
      region: 'GB',
      attributes: { energySource: 'natural_gas', leaseType: 'finance' },
    },
    co2eKg: '1829', // DESNZ 2024 natural gas kWh (Gross CV) 0.18290 × 10000
    scope3Category: 13,
  },
  downstreamFloorArea: {
    body: {
      category: 'scope3.downstream_leased_assets.average_data',
      quantity: '2000',
      unit: 'm2',
      region: 'GB',
      attributes: {
        energySource: 'electricity',
        energyIntensity: '80',
        intensitySource: 'survey',
        leaseType: 'finance',
      },
    },
    co2eKg: '33128', // 2000 × 80 = 160000 kWh × 0.20705
    scope3Category: 13,
  },
  franchiseEnergy: {
    body: {
      category: 'scope3.franchises.franchise_specific',
      quantity: '50000',
      unit: 'kWh',
      region: 'GB',
      attributes: { energySource: 'electricity', assetName: 'outlet 17' },
    },
    co2eKg: '10352.5', // 50000 × 0.20705
    scope3Category: 14,
  },
  franchiseFloorArea: {
    body: {
      category: 'scope3.franchises.average_data',
      quantity: '300',
      unit: 'm2',
      region: 'GB',
      attributes: {
        energySource: 'natural_gas',
        energyIntensity: '400',
        intensitySource: 'network survey',
      },
    },
    co2eKg: '21948', // 300 × 400 = 120000 kWh × 0.18290
    scope3Category: 14,
  },
  investment: {
    body: {
      category: 'scope3.investments.investment_specific',
      quantity: '5000000',
      unit: 'USD',
      region: 'US',
      attributes: {
        assetClass: 'listed_equity',
        evic: '250000000',
        investeeScope1Tco2e: '12000',
        investeeScope2Tco2e: '3000',
        pcafScore: 2,
      },
    },
    co2eKg: '300000', // 5000000 / 250000000 = 0.02 × 15000 t
    scope3Category: 15,
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 categories 8, 13, 14 and 15 through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'lessee');
      ids = await enterCases(t, ACTIVITIES, Y2024);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the new algorithms with their Scope 3 category and documented inputs', async () => {
      const items = await listedScope3Algorithms(t, ACTIVITIES);
      const floorArea = items.find((a) => a.id === 'ctp/upstream-leased-assets-floor-area');
      expect(floorArea?.inputs.units?.map((u) => u.id)).toEqual(['m2', 'ft2']);
      expect(floorArea?.inputs.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'energySource', required: true, type: 'id' }),
          expect.objectContaining({ name: 'intensitySource', required: true }),
        ]),
      );
      const pcaf = items.find((a) => a.id === 'ctp/investments-pcaf');
      expect(pcaf?.inputs.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'pcafScore', required: true, type: 'integer' }),
        ]),
      );
    });

    it('records the PCAF score as the investment activity quality score', async () => {
      const read = await t.get(`/api/activities/${ids.investment}`);
      expect(read.res.status).toBe(200);
      expect(read.body).toMatchObject({ qualityScore: 2, qualityScoreStated: true });
    });

    it('calculates one activity of each category with the hand-computed CO2e', async () => {
      await expectCalculatedAsComputed(t, ACTIVITIES, ids, Y2024);
    });
  },
);
