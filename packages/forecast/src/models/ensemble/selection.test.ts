import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { describe, expect, it } from 'vitest';
import type { CandidateScore } from './rolling-origin.js';
import { chooseCandidate, describeSelection, pairedT } from './selection.js';

/** A cross-validated score with the given errors at each origin (its MASE their mean). */
const scored = (id: string, originErrors: number[]): CandidateScore => ({
  id,
  mase: originErrors.reduce((s, e) => s + e, 0) / originErrors.length,
  coverage80: 0.8,
  coverage95: 0.95,
  count: originErrors.length,
  originErrors,
  intervalFactors: {},
});

describe('choosing between a single model and the combination', () => {
  it('computes the paired t statistic over origins', () => {
    // Differences 1, 2, 3: mean 2, standard deviation 1, so t = 2 / (1 / √3).
    expect(pairedT([2, 4, 6], [1, 2, 3])).toBeCloseTo(2 * Math.sqrt(3), 12);
    expect(pairedT([1], [0])).toBeNaN();
    expect(pairedT([2, 2], [1, 1])).toBe(Number.POSITIVE_INFINITY);
    expect(pairedT([1, 1], [1, 1])).toBe(0);
  });

  it('keeps the combination when the lowest-scoring model beat it only by noise', () => {
    const combination = scored('combination', [1.0, 0.8, 1.2, 0.9, 1.1]);
    // Lower on average (0.94 against 1.0) but worse at two of the five origins.
    const arima = scored('arima', [0.6, 1.0, 0.9, 1.2, 1.0]);
    const selection = chooseCandidate([arima, combination]);
    expect(selection.chosen.id).toBe('combination');
    expect(selection.test?.best).toBe('arima');
    expect(selection.test?.critical).toBeCloseTo(tQuantile(0.95, 4), 12);
    expect(selection.test?.t).toBeLessThan(selection.test?.critical as number);
    expect(describeSelection(selection)).toMatch(
      /^arima scored lowest but not significantly below the combination \(paired t 0\.\d\d at the 5 origins, not above the one-sided 5% value 2\.13\)/,
    );
  });

  it('chooses a single model that beat the combination at every origin by a steady margin', () => {
    const combination = scored('combination', [1.0, 0.8, 1.2, 0.9, 1.1]);
    const ets = scored('exponential-smoothing', [0.5, 0.35, 0.6, 0.45, 0.5]);
    const selection = chooseCandidate([combination, ets]);
    expect(selection.chosen.id).toBe('exponential-smoothing');
    expect(selection.test?.t).toBeGreaterThan(selection.test?.critical as number);
    expect(describeSelection(selection)).toMatch(/^exponential-smoothing beat the combination significantly/);
  });

  it('takes the lowest score when it is the combination’s or when there is no combination', () => {
    const combination = scored('combination', [0.5, 0.6]);
    const theta = scored('theta', [0.7, 0.8]);
    expect(chooseCandidate([theta, combination])).toEqual({ chosen: combination });
    expect(chooseCandidate([theta, scored('arima', [0.9, 1])]).chosen.id).toBe('theta');
    expect(describeSelection({ chosen: theta })).toBeUndefined();
  });

  it('keeps the combination when a single origin cannot tell them apart', () => {
    const selection = chooseCandidate([scored('combination', [1]), scored('arima', [0.1])]);
    expect(selection.chosen.id).toBe('combination');
    expect(describeSelection(selection)).toContain('one origin cannot tell them apart');
  });
});
