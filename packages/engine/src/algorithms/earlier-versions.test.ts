import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { calculate } from '../calculator/calculator.js';
import { replayRecord } from '../record/replay.js';
import { AlgorithmRegistry } from '../registry/index.js';
import type { ActivityInput } from '../types.js';
import { earlierGenericVersions } from './earlier-versions.js';
import { genericAlgorithms } from './generic.js';

const factors = FactorLibrary.withShippedDatasets();

/** A 2024 purchase with a stated 2024 price year and no index: 1.0.0 warned, 1.1.0 refuses. */
const spend2024: ActivityInput = {
  id: 'cement-2024',
  category: 'scope3.purchased_goods',
  quantity: '1000',
  unit: 'USD',
  region: 'US',
  periodStart: '2024-01-01',
  periodEnd: '2024-12-31',
  attributes: { sector: 'naics:327310', priceYear: 2024 },
};

describe('earlierGenericVersions', () => {
  const full = new AlgorithmRegistry().register(...genericAlgorithms, ...earlierGenericVersions);

  it('holds ctp/purchased-goods@1.0.0 beside the 1.1.0 of genericAlgorithms, frozen', () => {
    expect(Object.isFrozen(earlierGenericVersions)).toBe(true);
    expect(earlierGenericVersions.map((a) => `${a.id}@${a.version}`)).toEqual(['ctp/purchased-goods@1.0.0']);
    expect(full.versions('ctp/purchased-goods').map((a) => a.version)).toEqual(['1.0.0', '1.1.0']);
  });

  it('replays a record of 1.0.0 in the full registry, while new calculations use 1.1.0', () => {
    const old = new AlgorithmRegistry().register(...earlierGenericVersions);
    const { record, output } = calculate(spend2024, { factors, registry: old, gwpSet: 'AR4' });
    expect(output.co2eKg.toFixed()).toBe('3924'); // 1000 × 3.924, USEEIO v1.3 NAICS 327310 (in force for 2024)
    expect(output.warnings.map((w) => w.code)).toContain('PRICE_YEAR_MISMATCH');
    const replay = replayRecord(JSON.parse(JSON.stringify(record)), full);
    expect(replay.differences).toEqual([]);
    expect(replay.matches).toBe(true);
    expect(() => calculate(spend2024, { factors, registry: full, gwpSet: 'AR4' })).toThrow(
      expect.objectContaining({ code: 'PRICE_INDEX_REQUIRED' }),
    );
  });
});
