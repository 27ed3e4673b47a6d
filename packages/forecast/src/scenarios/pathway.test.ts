import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathwayFor } from './pathway.js';

const baseYear = fc.integer({ min: 2015, max: 2024 });
const emissions = fc.double({ min: 1, max: 1e7, noNaN: true });

function at(p: ReturnType<typeof pathwayFor>, year: number): number {
  const point = p.points.find((x) => x.year === year);
  if (point === undefined) throw new Error(`no point for ${year}`);
  return point.target;
}

describe('science-based pathways', () => {
  it('1.5°C cuts 4.2% of base-year emissions a year, linearly', () => {
    const p = pathwayFor(
      { id: 's', type: 'sbti_1_5c', baseYear: 2020, targetYear: 2030 },
      { baseYearEmissions: 1000 },
    );
    expect(p.points.map((x) => x.target)).toEqual(
      [1000, 958, 916, 874, 832, 790, 748, 706, 664, 622, 580].map((v) => expect.closeTo(v, 9)),
    );
  });

  it('well-below 2°C cuts 2.5% a year and holds the target level after the target year', () => {
    const p = pathwayFor(
      { id: 's', type: 'sbti_well_below_2c', baseYear: 2019, targetYear: 2030 },
      { baseYearEmissions: 400, endYear: 2032 },
    );
    expect(at(p, 2030)).toBeCloseTo(400 * (1 - 0.025 * 11), 9);
    expect(at(p, 2032)).toBeCloseTo(at(p, 2030), 9);
  });

  it('net zero 2050 reaches the milestone at the 1.5°C rate and 90% below base by 2050', () => {
    const p = pathwayFor({ id: 'nz', type: 'net_zero_2050', baseYear: 2020 }, { baseYearEmissions: 1000 });
    expect(at(p, 2030)).toBeCloseTo(580, 9);
    expect(at(p, 2050)).toBeCloseTo(100, 9);
    expect(at(p, 2040)).toBeCloseTo(340, 9);
    expect(p.targetYear).toBe(2050);
  });

  it('refuses a net-zero cut below 90% and a target before the base year', () => {
    expect(() =>
      pathwayFor(
        { id: 'nz', type: 'net_zero_2050', baseYear: 2020, longTermReduction: 0.8 },
        { baseYearEmissions: 1 },
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_SCENARIO' }));
    expect(() =>
      pathwayFor({ id: 'x', type: 'sbti_1_5c', baseYear: 2030, targetYear: 2025 }, { baseYearEmissions: 1 }),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_SCENARIO',
        details: expect.objectContaining({ scenarioId: 'x' }),
      }),
    );
  });
});

describe('custom pathways', () => {
  it('exponential cuts the same percentage every year', () => {
    const p = pathwayFor(
      {
        id: 'c',
        type: 'custom',
        baseYear: 2020,
        targetYear: 2030,
        targetReduction: 0.5,
        pathway: 'exponential',
      },
      { baseYearEmissions: 1000 },
    );
    const ratios = p.points.slice(1).map((x, i) => x.target / (p.points[i]?.target as number));
    for (const r of ratios) expect(r).toBeCloseTo(0.5 ** 0.1, 12);
  });

  it('custom points are interpolated linearly from the base year', () => {
    const p = pathwayFor(
      {
        id: 'c',
        type: 'custom',
        baseYear: 2020,
        pathway: 'custom',
        points: [
          { year: 2022, value: 800 },
          { year: 2026, value: 200 },
        ],
      },
      { baseYearEmissions: 1000 },
    );
    expect(p.points.map((x) => x.target)).toEqual([1000, 900, 800, 650, 500, 350, 200]);
  });

  it('intensity targets scale the target intensity by activity', () => {
    const p = pathwayFor(
      {
        id: 'i',
        type: 'custom',
        metric: 'intensity',
        baseYear: 2020,
        targetYear: 2022,
        targetReduction: 0.5,
        activity: [
          { year: 2020, value: 10 },
          { year: 2021, value: 20 },
          { year: 2022, value: 40 },
        ],
      },
      { baseYearEmissions: 100 },
    );
    expect(p.points).toEqual([
      { year: 2020, target: 100, intensity: 10 },
      { year: 2021, target: 150, intensity: 7.5 },
      { year: 2022, target: 200, intensity: 5 },
    ]);
  });

  it('says which activity years are missing', () => {
    expect(() =>
      pathwayFor(
        {
          id: 'i',
          type: 'custom',
          metric: 'intensity',
          baseYear: 2020,
          targetYear: 2022,
          targetReduction: 0.5,
          activity: [{ year: 2020, value: 1 }],
        },
        { baseYearEmissions: 1 },
      ),
    ).toThrow('activity missing for years 2021, 2022');
  });
});

// Property: every pathway starts at the base-year emissions and equals its target in the target year.
const templates = fc.oneof(
  fc
    .record({ type: fc.constant('sbti_1_5c' as const), baseYear, span: fc.integer({ min: 1, max: 20 }) })
    .map((t) => ({
      template: { id: 'p', type: t.type, baseYear: t.baseYear, targetYear: t.baseYear + t.span },
      reduction: Math.min(1, 0.042 * t.span),
      targetYear: t.baseYear + t.span,
    })),
  fc
    .record({
      type: fc.constant('sbti_well_below_2c' as const),
      baseYear,
      span: fc.integer({ min: 1, max: 30 }),
    })
    .map((t) => ({
      template: { id: 'p', type: t.type, baseYear: t.baseYear, targetYear: t.baseYear + t.span },
      reduction: Math.min(1, 0.025 * t.span),
      targetYear: t.baseYear + t.span,
    })),
  fc.record({ baseYear, longTerm: fc.double({ min: 0.9, max: 1, noNaN: true }) }).map((t) => ({
    template: {
      id: 'p',
      type: 'net_zero_2050' as const,
      baseYear: t.baseYear,
      longTermReduction: t.longTerm,
    },
    reduction: t.longTerm,
    targetYear: 2050,
  })),
  fc
    .record({
      baseYear,
      span: fc.integer({ min: 1, max: 30 }),
      r: fc.double({ min: 0, max: 0.99, noNaN: true }),
      pathway: fc.constantFrom('linear' as const, 'exponential' as const),
    })
    .map((t) => ({
      template: {
        id: 'p',
        type: 'custom' as const,
        baseYear: t.baseYear,
        targetYear: t.baseYear + t.span,
        targetReduction: t.r,
        pathway: t.pathway,
      },
      reduction: t.r,
      targetYear: t.baseYear + t.span,
    })),
);

describe('pathway properties', () => {
  it('start at base-year emissions, reach the target in the target year, never rise', () => {
    fc.assert(
      fc.property(templates, emissions, ({ template, reduction, targetYear }, base) => {
        const p = pathwayFor(template, { baseYearEmissions: base });
        expect(p.points[0]).toMatchObject({ year: template.baseYear });
        expect(p.points[0]?.target).toBeCloseTo(base, 6);
        expect(p.targetYear).toBe(targetYear);
        expect(at(p, targetYear) / base).toBeCloseTo(1 - reduction, 9);
        p.points.slice(1).forEach((x, i) => {
          expect(x.target).toBeLessThanOrEqual((p.points[i]?.target as number) * (1 + 1e-12));
        });
      }),
    );
  });

  it('custom points: start at base, pass through every point', () => {
    fc.assert(
      fc.property(
        baseYear,
        emissions,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.double({ min: 0, max: 1e7, noNaN: true }), { minLength: 5, maxLength: 5 }),
        (b, base, offsets, values) => {
          const points = [...offsets]
            .sort((x, y) => x - y)
            .map((o, i) => ({ year: b + o, value: values[i] as number }));
          const p = pathwayFor(
            { id: 'c', type: 'custom', baseYear: b, pathway: 'custom', points },
            { baseYearEmissions: base },
          );
          expect(p.points[0]?.target).toBe(base);
          for (const pt of points) expect(at(p, pt.year)).toBeCloseTo(pt.value, 6);
          expect(p.targetYear).toBe(points[points.length - 1]?.year);
        },
      ),
    );
  });
});

describe('business as usual', () => {
  it('is the projected annual series itself, cut at endYear', () => {
    const bau = [
      { year: 2026, value: 110 },
      { year: 2025, value: 105 },
      { year: 2027, value: 115 },
    ];
    const p = pathwayFor(
      { id: 'bau', type: 'business_as_usual' },
      { baseYearEmissions: 0, businessAsUsual: bau, endYear: 2026 },
    );
    expect(p.points).toEqual([
      { year: 2025, target: 105 },
      { year: 2026, target: 110 },
    ]);
    expect(p.baseYearEmissions).toBe(105);
    expect(() => pathwayFor({ id: 'bau', type: 'business_as_usual' }, { baseYearEmissions: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_SCENARIO' }),
    );
  });
});
