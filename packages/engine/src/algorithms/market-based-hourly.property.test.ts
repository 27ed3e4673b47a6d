import { type CtpError, Decimal, FactorLibrary } from '@ctp/factors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { consumptionByHour, periodHours } from './hourly-consumption.js';
import { matchHourly } from './hourly-matching.js';
import { marketBasedHourlyElectricity } from './market-based-hourly.js';

const library = FactorLibrary.withShippedDatasets();
const registry = new AlgorithmRegistry();
registry.register(marketBasedHourlyElectricity);
const calculator = createCalculator({ factors: library, registry, gwpSet: 'AR5', gwpTimeframe: '100yr' });

const hour = (h: number) => `2024-06-01T${String(h).padStart(2, '0')}:00Z`;
/** kWh or kg/kWh with up to three decimals, as decimal strings. */
const amount = (max: number) =>
  fc.integer({ min: 0, max: max * 1000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed());
const day = fc.array(amount(500), { minLength: 24, maxLength: 24 });
const certificates = fc.array(
  fc.record({
    h: fc.integer({ min: 0, max: 23 }),
    kWh: amount(300),
    marketBoundary: fc.constantFrom('DE', 'DE', 'FR'),
  }),
  { maxLength: 40 },
);

function activity(
  kWh: readonly string[],
  certs: { h: number; kWh: string; marketBoundary: string }[],
  extra = {},
) {
  return {
    id: 'day',
    category: marketBasedHourlyElectricity.category,
    quantity: kWh.reduce((a, k) => a.plus(k), new Decimal(0)).toFixed(),
    unit: 'kWh',
    region: 'DE',
    periodStart: '2024-06-01',
    periodEnd: '2024-06-01',
    attributes: {
      consumption: kWh.map((k, h) => ({ hour: hour(h), kWh: k })),
      certificates: certs.map((c, i) => ({
        hour: hour(c.h),
        kWh: c.kWh,
        marketBoundary: c.marketBoundary,
        id: `C${i}`,
      })),
      ...extra,
    },
  };
}

describe('hourly matching, for any day of consumption and certificates', () => {
  it('matches in each hour no more than the consumption nor the certificates of that hour and boundary', () => {
    fc.assert(
      fc.property(day, certificates, (kWh, certs) => {
        const consumption = new Map(kWh.map((k, h) => [hour(h).slice(0, 13), new Decimal(k)]));
        const parsed = certs.map((c, i) => ({
          hour: hour(c.h).slice(0, 13),
          kWh: new Decimal(c.kWh),
          marketBoundary: c.marketBoundary,
          id: `C${i}`,
        }));
        const match = matchHourly(consumption, parsed, 'DE');
        expect(match.hours).toHaveLength(24);
        for (const h of match.hours) {
          const certified = parsed
            .filter((c) => c.hour === h.hour && c.marketBoundary === 'DE')
            .reduce((a, c) => a.plus(c.kWh), new Decimal(0));
          expect(h.matchedKwh.lessThanOrEqualTo(h.consumedKwh)).toBe(true);
          expect(h.matchedKwh.lessThanOrEqualTo(certified)).toBe(true);
          expect(h.matchedKwh.equals(Decimal.min(h.consumedKwh, certified))).toBe(true);
          expect(h.matchedKwh.plus(h.unmatchedKwh).equals(h.consumedKwh)).toBe(true);
        }
        expect(match.outsideBoundary).toHaveLength(parsed.filter((c) => c.marketBoundary !== 'DE').length);
      }),
    );
  });

  it('totals the annual residual mix times the unmatched kWh, exactly, never below annual matching', () => {
    const rate = new Decimal('0.724564186'); // AIB 2024 DE residual mix, kg CO2/kWh
    fc.assert(
      fc.property(day, certificates, (kWh, certs) => {
        const match = matchHourly(
          new Map(kWh.map((k, h) => [hour(h).slice(0, 13), new Decimal(k)])),
          certs.map((c, i) => ({
            hour: hour(c.h).slice(0, 13),
            kWh: new Decimal(c.kWh),
            marketBoundary: c.marketBoundary,
            id: `C${i}`,
          })),
          'DE',
        );
        const unmatched = match.hours.reduce((a, h) => a.plus(h.unmatchedKwh), new Decimal(0));
        const { output } = calculator.calculate(activity(kWh, certs));
        expect(output.co2eKg.equals(unmatched.times(rate))).toBe(true);
        // Never lower than annual matching of the same certificates: (E − min(E, Σ C)) × rate.
        const consumed = kWh.reduce((a, k) => a.plus(k), new Decimal(0));
        const certified = certs
          .filter((c) => c.marketBoundary === 'DE')
          .reduce((a, c) => a.plus(c.kWh), new Decimal(0));
        const annual = consumed.minus(Decimal.min(consumed, certified)).times(rate);
        expect(output.co2eKg.greaterThanOrEqualTo(annual)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('totals Σ unmatched × the residual rate of each hour when every hour has one (to 1e-30 kg)', () => {
    fc.assert(
      fc.property(
        day,
        certificates,
        fc.array(amount(2), { minLength: 24, maxLength: 24 }),
        (kWh, certs, rates) => {
          const certified = (h: number) =>
            certs
              .filter((c) => c.h === h && c.marketBoundary === 'DE')
              .reduce((a, c) => a.plus(c.kWh), new Decimal(0));
          const expected = kWh.reduce((a, k, h) => {
            const unmatched = new Decimal(k).minus(Decimal.min(new Decimal(k), certified(h)));
            return a.plus(unmatched.times(rates[h] as string));
          }, new Decimal(0));
          const residualRates = rates.map((r, h) => ({ hour: hour(h), kgCo2ePerKWh: r }));
          const { output } = calculator.calculate(activity(kWh, certs, { residualRates }));
          expect(output.co2eKg.minus(expected).abs().lessThan('1e-30')).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** `n` shares of 0.001 × k each, the rest of 1 on one of them: every profile sums to exactly 1. */
const shares = (n: number, max: number) =>
  fc
    .tuple(fc.array(fc.integer({ min: 0, max }), { minLength: n, maxLength: n }), fc.nat(n - 1))
    .map(([ks, at]) => {
      const out = ks.map((k) => new Decimal(k).dividedBy(1000));
      const rest = new Decimal(1).minus(out.reduce((a, b) => a.plus(b), new Decimal(0)));
      out[at] = (out[at] as Decimal).plus(rest);
      return out;
    });

describe('a load profile spreads the period total over its hours', () => {
  const sum = (m: Map<string, Decimal>) => [...m.values()].reduce((a, b) => a.plus(b), new Decimal(0));
  const base = { certificates: [], residualRates: [] };

  it('to exactly the total for any period up to 366 days (24 shares)', () => {
    fc.assert(
      fc.property(
        shares(24, 9),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 1, max: 366 }),
        amount(1_000_000),
        (profile, start, days, total) => {
          const first = new Date(Date.UTC(2024, 0, 1 + start));
          const last = new Date(first.getTime() + (days - 1) * 86_400_000);
          const hours = periodHours('t/t', first.toISOString().slice(0, 10), last.toISOString().slice(0, 10));
          const byHour = consumptionByHour(
            't/t',
            hours,
            { ...base, loadProfile: profile },
            new Decimal(total),
          );
          expect(byHour.size).toBe(days * 24);
          expect(sum(byHour).equals(total)).toBe(true);
          for (const kWh of byHour.values()) expect(kWh.isNegative()).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('to exactly the total over the 8,784 hours of 2024 (12 × 24 shares)', () => {
    fc.assert(
      fc.property(shares(288, 3), amount(1_000_000), (flat, total) => {
        const profile = Array.from({ length: 12 }, (_, m) => flat.slice(m * 24, m * 24 + 24));
        const byHour = consumptionByHour(
          't/t',
          periodHours('t/t', '2024-01-01', '2024-12-31'),
          { ...base, loadProfile: profile },
          new Decimal(total),
        );
        expect(byHour.size).toBe(8784);
        expect(sum(byHour).equals(total)).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});

describe('errors name what is wrong in their fields', () => {
  const errorOf = (attributes: Record<string, unknown>, change = {}) => {
    try {
      calculator.calculate({ ...activity(Array(24).fill('1'), []), ...change, attributes });
    } catch (error) {
      return error as CtpError;
    }
    throw new Error('expected the calculation to fail');
  };

  it('counts the missing hours, and refuses a period longer than 8,784 hours', () => {
    const missing = errorOf({ consumption: [{ hour: hour(5), kWh: '24' }] });
    expect(missing.code).toBe('INVALID_INPUT');
    expect(missing.details).toMatchObject({
      algorithmId: 'ctp/electricity-market-based-hourly',
      missingHours: 23,
    });
    // 2024-06-01 to 2025-06-02: 367 days × 24 = 8808 hours
    const long = errorOf(
      {
        loadProfile: Array(24)
          .fill('0')
          .map((s, h) => (h === 0 ? '1' : s)),
      },
      { periodEnd: '2025-06-02' },
    );
    expect(long.details).toMatchObject({ hours: 8808, maxHours: 8784 });
  });

  it('refuses unmatched consumption without a residual mix rather than using the grid average', () => {
    const error = errorOf(
      {
        loadProfile: Array(24)
          .fill('0')
          .map((s, h) => (h === 0 ? '1' : s)),
      },
      { region: 'US-CAMX' },
    );
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.details).toMatchObject({ region: 'US-CAMX', unmatchedKwh: '24', hours: 1 });
  });
});
