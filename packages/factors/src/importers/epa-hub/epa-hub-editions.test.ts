import { describe, expect, it } from 'vitest';
import { shippedDatasets } from '../../shipped.js';

// Known values of the EPA Hub 2021 (its own layout: one "eGRID Subregion" column, units without
// the gas name, Table 11 by formula), read from the shipped json that `pnpm factors:generate --check`
// proves the importer makes from the workbook.

const hub = (version: string) => {
  const dataset = shippedDatasets().find(
    (d) => d.datasetId === 'epa-ghg-hub' && d.datasetVersion === version,
  );
  if (dataset === undefined) throw new Error(`epa-ghg-hub@${version} is not shipped`);
  return dataset;
};
const row = (version: string, category: string, subcategory: string, region = 'US') =>
  hub(version).factors.find(
    (f) => f.category === category && f.subcategory === subcategory && f.region === region,
  );
const gas = (version: string, category: string, subcategory: string, name: string, region = 'US') =>
  row(version, category, subcategory, region)?.gases?.[name]?.toFixed();

describe('epa-ghg-hub 2021', () => {
  it('Table 1: natural gas 0.05444 kg CO2 per scf, 53.06 kg per mmBtu; "Anthracite Coal" → coal_anthracite', () => {
    expect(gas('2021', 'stationary_combustion', 'natural_gas', 'CO2')).toBe('0.05444');
    expect(gas('2021', 'stationary_combustion', 'natural_gas@energy', 'CO2')).toBe('53.06');
    expect(gas('2021', 'stationary_combustion', 'coal_anthracite', 'CO2')).toBe('2602');
  });

  it('Table 11 by formula: CF4 is PFC-14; Table 12 reads "HFC 143a" as HFC-143a', () => {
    expect(row('2021', 'refrigerant', 'PFC-14')?.gases).toEqual({ 'PFC-14': expect.anything() });
    expect(row('2021', 'refrigerant', 'R-404A')?.gases).toEqual({
      'HFC-125': expect.anything(),
      'HFC-134a': expect.anything(),
      'HFC-143a': expect.anything(),
    });
    expect(gas('2021', 'refrigerant', 'R-404A', 'HFC-143a')).toBe('0.52');
    expect(gas('2021', 'refrigerant', 'R-410A', 'HFC-32')).toBe('0.5');
  });

  it('leaves out the blends whose printed composition has typing errors, and names them', () => {
    expect(row('2021', 'refrigerant', 'R-402A')).toBeUndefined();
    expect(row('2021', 'refrigerant', 'R-411A')).toBeUndefined();
    expect(hub('2021').notes).toContain('R-402A ("38% HCFC-22 , 6% HFC-125 , 2% propane" = 46%)');
    expect(hub('2024').notes).not.toContain('left out');
  });

  it('says where each workbook comes from', () => {
    expect(hub('2021').notes).toMatch(/Provenance: the only copy found/);
    expect(hub('2025').notes).toMatch(
      /Provenance: a copy re-saved by a third party, not the publisher's bytes/,
    );
    expect(hub('2021').factors.every((f) => f.effectiveFrom === '2021-01-01')).toBe(true);
  });
});
