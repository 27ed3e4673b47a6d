// The runnable example of README.md, kept identical to it (between the `example` markers).
import { expect, it } from 'vitest';

it('README example runs and prints a verified record', async () => {
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  // example:start
  const { z } = await import('zod');
  const { FactorLibrary } = await import('@ctp/factors');
  const { AlgorithmRegistry, createCalculator, defineAlgorithm, verifyRecord, replayRecord } = await import(
    '@ctp/engine'
  );

  const boilerGas = defineAlgorithm({
    id: 'acme/boiler-gas',
    version: '1.0.0',
    name: 'Boiler natural gas',
    category: 'scope1.stationary_combustion',
    inputs: z.object({ meter: z.string() }),
    effectiveDate: '2020-01-01',
    methodology: 'E = Q × EF per gas, Q converted to the factor unit; CO2e with the context GWP set.',
    references: [
      {
        title: 'US EPA GHG Emission Factors Hub 2025, Table 1',
        url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
      },
    ],
    calculate(activity, inputs, runtime) {
      const factor = runtime.lookupFactor({ category: 'stationary_combustion', subcategory: 'natural_gas' });
      const amount = runtime.convert(activity.quantity, activity.unit, factor.factor.unit);
      return { terms: [{ factor, amount, label: `natural gas, meter ${inputs.meter}` }] };
    },
  });

  const registry = new AlgorithmRegistry().register(boilerGas);
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry,
    gwpSet: 'AR5',
  });
  const { output, record } = calculator.calculate({
    id: 'hq-gas-2025-01',
    category: 'scope1.stationary_combustion',
    quantity: '1000',
    unit: 'scf',
    region: 'US',
    periodStart: '2025-01-01',
    periodEnd: '2025-01-31',
    attributes: { meter: 'M-7' },
  });

  log(output.co2eKg.toFixed(), output.confidence); // 54.49534 medium
  log(record.output.gases.map((g) => `${g.gas} ${g.massKg} kg × ${g.gwp}`).join(', ')); // CH4 0.00103 kg × 28, CO2 54.44 kg × 1, N2O 0.0001 kg × 265
  log(record.output.gases[0]?.gwpApplied?.[0]?.gwpGas, record.input.methaneGwp); // CH4 by_source (AR5: one CH4 value)
  log(record.checksumInput.length, verifyRecord(record).valid, replayRecord(record, registry).matches); // 64 true true
  // example:end
  expect(lines[0]).toBe('54.49534 medium');
  expect(lines[1]).toBe('CH4 0.00103 kg × 28, CO2 54.44 kg × 1, N2O 0.0001 kg × 265');
  expect(lines[2]).toBe('CH4 by_source');
  expect(lines[3]).toBe('64 true true');
});
