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

/**
 * One activity of each sold-product algorithm (Scope 3 categories 10, 11 and 12), entered through the
 * API and calculated on AR5. The expected values are those of the engine's golden cases, computed by
 * hand from DESNZ 2024 (UK electricity 0.20705 kg/kWh, natural gas gross 0.18290 kg/kWh, waste rows).
 */
const ACTIVITIES: Record<string, Scope3Case> = {
  processingEnergy: {
    body: {
      category: 'scope3.processing_sold_products.site_specific',
      quantity: '250000',
      unit: 'kWh',
      region: 'GB',
      attributes: { energySource: 'electricity', processorName: 'Acme Moulding' },
    },
    co2eKg: '51762.5', // 250000 × 0.20705
    scope3Category: 10,
  },
  processingAverage: {
    body: {
      category: 'scope3.processing_sold_products.average_data',
      quantity: '500',
      unit: 't',
      region: 'GB',
      attributes: { energySource: 'electricity', energyIntensity: '450', intensitySource: 'survey' },
    },
    co2eKg: '46586.25', // 500 t × 450 kWh/t = 225000 kWh × 0.20705
    scope3Category: 10,
  },
  useEnergy: {
    body: {
      category: 'scope3.use_of_sold_products.energy_using_products',
      quantity: '1000',
      unit: 'unit',
      region: 'GB',
      attributes: {
        energySource: 'electricity',
        lifetimeEnergyPerUnit: '1800',
        lifetimeSource: '10 years × 180 kWh',
      },
    },
    co2eKg: '372690', // 1000 × 1800 kWh = 1800000 kWh × 0.20705
    scope3Category: 11,
  },
  useFuels: {
    body: {
      category: 'scope3.use_of_sold_products.fuels_sold',
      quantity: '1000000',
      unit: 'kWh',
      region: 'GB',
      attributes: { fuel: 'natural_gas' },
    },
    co2eKg: '182900', // 1000000 × 0.1829
    scope3Category: 11,
  },
  endOfLife: {
    body: {
      category: 'scope3.end_of_life_treatment.waste_type_specific',
      quantity: '120',
      unit: 't',
      region: 'GB',
      attributes: {
        wasteType: 'mixed_plastics',
        method: 'combusted',
        treatmentShare: '0.4',
        component: 'packaging',
      },
    },
    co2eKg: '307.70928', // 120 t × 0.4 = 48 t × 6.41061 (DESNZ ID 20_505_5381_15_1)
    scope3Category: 12,
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 categories 10, 11 and 12 through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'products');
      ids = await enterCases(t, ACTIVITIES, Y2024);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the new algorithms with their Scope 3 category and documented inputs', async () => {
      const items = await listedScope3Algorithms(t, ACTIVITIES);
      const use = items.find((a) => a.id === 'ctp/use-of-sold-products-energy');
      expect(use?.inputs.units?.map((u) => u.id)).toEqual(['unit']);
      expect(use?.inputs.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'lifetimeEnergyPerUnit', required: true, type: 'decimal' }),
          expect.objectContaining({ name: 'lifetimeSource', required: true }),
        ]),
      );
      const endOfLife = items.find((a) => a.id === 'ctp/end-of-life-treatment');
      expect(endOfLife?.inputs.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'wasteType', required: true, type: 'id' }),
          expect.objectContaining({ name: 'treatmentShare', required: false, type: 'decimal' }),
        ]),
      );
    });

    it('calculates one activity of each algorithm with the hand-computed CO2e', async () => {
      await expectCalculatedAsComputed(t, ACTIVITIES, ids, Y2024);
    });
  },
);
