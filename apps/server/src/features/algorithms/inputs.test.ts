import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

interface Inputs {
  dimensions: string[] | null;
  units: { id: string; dimension: string; description: string }[] | null;
  attributes: {
    name: string;
    required: boolean;
    type: string;
    values: string[] | null;
    minimum: number | null;
    maximum: number | null;
    description: string | null;
  }[];
  structured: boolean;
}
interface Algorithm {
  id: string;
  effectiveDate?: string;
  deprecatedDate?: string | null;
  inputs: Inputs;
  versionDetails?: { version: string; inputs: Inputs }[];
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('documented inputs on $name', (target) => {
  let f: TenantFixture;
  let all: Algorithm[];
  const byId = (id: string) => {
    const found = all.find((a) => a.id === id);
    if (found === undefined) throw new Error(`no ${id}`);
    return found.inputs;
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const answer = await f.call('/api/algorithms', { headers: f.as('READ_ONLY') });
    expect(answer.res.status).toBe(200);
    all = answer.body.items as Algorithm[];
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('gives the dates of the latest version in the list', () => {
    expect(all.find((a) => a.id === 'ctp/stationary-combustion')).toMatchObject({
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deprecatedDate: null,
    });
  });

  it('lists the unit codes of the declared dimensions, not only the dimensions', () => {
    const gas = byId('ctp/stationary-combustion');
    expect(gas.dimensions).toEqual(['volume', 'mass', 'energy']);
    const codes = gas.units?.map((u) => u.id) ?? [];
    expect(codes).toEqual(
      expect.arrayContaining(['m3', 'L', 'scf', 'kg', 't', 'kWh', 'GJ', 'mmBtu', 'therm']),
    );
    expect(codes).not.toContain('km');
    expect(gas.units?.find((u) => u.id === 'kWh')).toMatchObject({ dimension: 'energy' });
    // `currency` covers each currency's own dimension.
    const spend = byId('ctp/purchased-goods');
    expect(spend.units?.map((u) => u.id)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));
    expect(spend.units?.every((u) => u.dimension.startsWith('currency:'))).toBe(true);
    // No declared dimension: any convertible unit.
    expect(byId('ctp/purchased-goods-supplier-specific')).toMatchObject({ dimensions: null, units: null });
  });

  it('documents each attribute: name, required, allowed values or type, description', () => {
    const gas = byId('ctp/stationary-combustion');
    expect(gas.structured).toBe(false);
    expect(gas.attributes).toEqual([
      expect.objectContaining({ name: 'fuel', required: true, type: 'id', values: null }),
      expect.objectContaining({
        name: 'calorificBasis',
        required: false,
        type: 'choice',
        values: ['gross', 'net'],
      }),
    ]);
    expect(gas.attributes[0]?.description).toMatch(/natural_gas/);
    const commuting = byId('ctp/employee-commuting');
    expect(commuting.attributes.find((a) => a.name === 'mode')).toMatchObject({
      required: true,
      type: 'choice',
      values: expect.arrayContaining(['air', 'rail', 'car']),
    });
    expect(commuting.attributes.find((a) => a.name === 'workingDays')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 366,
      required: false,
    });
    expect(commuting.attributes.find((a) => a.name === 'occupancy')).toMatchObject({ type: 'decimal' });
    expect(commuting.attributes.find((a) => a.name === 'radiativeForcing')).toMatchObject({
      type: 'boolean',
    });
    expect(byId('ctp/fugitive-emissions').attributes[0]).toMatchObject({
      name: 'refrigerant',
      type: 'text',
      required: true,
    });
    expect(byId('us/egrid-location').attributes[0]).toMatchObject({
      name: 'subregion',
      type: 'choice',
      values: expect.arrayContaining(['CAMX', 'RFCE']),
    });
    expect(byId('ctp/electricity-location-based').attributes).toEqual([]);
    expect(byId('ctp/electricity-market-based').attributes.map((a) => [a.name, a.type])).toEqual([
      ['instruments', 'structured'],
      ['supplierRate', 'structured'],
    ]);
    // Alternatives of several shapes are not flattened into one list.
    expect(byId('ctp/purchased-goods-supplier-specific')).toMatchObject({ structured: true, attributes: [] });
  });

  it('gives every version its own documented inputs in the detail', async () => {
    const answer = await f.call('/api/algorithms/ctp/waste-disposal', { headers: f.as('READ_ONLY') });
    const detail = answer.body as unknown as Algorithm;
    expect(detail.versionDetails?.[0]?.inputs.attributes.map((a) => [a.name, a.required])).toEqual([
      ['wasteType', true],
      ['method', true],
    ]);
    expect(detail.inputs).toEqual(detail.versionDetails?.at(-1)?.inputs);
  });
});
