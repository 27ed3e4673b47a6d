import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AIR_PASSENGERS, US_POP } from '../__fixtures__/series.js';
import { BUILT_IN_MODELS } from '../builtins.js';
import { defineForecastModel } from '../model.js';
import { checkForecastModel } from './index.js';

const monthly = { series: { frequency: 'monthly', start: '1949-01', values: AIR_PASSENGERS }, horizon: 18 };
const annual = { series: { frequency: 'annual', start: '1790', values: US_POP }, horizon: 3 };
// The corporate case: three years of months.
const short = {
  series: { frequency: 'monthly', start: '1958-01', values: AIR_PASSENGERS.slice(-36) },
  horizon: 12,
};
const NEW_MODELS = ['theta', 'optimised-theta', 'combination', 'auto'];

describe('checkForecastModel', { timeout: 300_000 }, () => {
  it.each(BUILT_IN_MODELS.map((m) => [m.id, m] as const))('%s conforms', (id, model) => {
    const cases =
      id === 'seasonal' ? [monthly, short] : [monthly, annual, ...(NEW_MODELS.includes(id) ? [short] : [])];
    expect(checkForecastModel(model, cases)).toEqual([]);
  });

  it('reports a model that breaks the contract', () => {
    let calls = 0;
    const sloppy = defineForecastModel({
      id: 'acme/sloppy',
      name: 'Sloppy',
      type: 'statistical',
      version: '1',
      description: 'Changes its answer each time and claims to need 5 points but takes 2.',
      assumptions: [],
      limitations: ['Everything.'],
      parameterSchema: z.object({}),
      minimumLength: () => 1,
      estimate: () => {
        calls += 1;
        const shift = calls;
        return {
          description: 's',
          aicc: 0,
          parameters: {},
          forecast: (h, levels) => ({
            mean: new Array<number>(h).fill(shift),
            lower: Object.fromEntries(
              levels.map((l) => [l, new Array<number>(h).fill(l === 80 ? shift - 3 : shift - 1)]),
            ),
            upper: Object.fromEntries(levels.map((l) => [l, new Array<number>(h).fill(shift + 1)])),
          }),
        };
      },
    });
    const problems = checkForecastModel({ ...sloppy, minimumLength: () => 5 }, [annual]);
    expect(problems).toEqual([
      '[acme/sloppy] lists no assumptions',
      '[acme/sloppy] case 1: two fits of the same input gave different projections',
      '[acme/sloppy] case 1: step 1 has the 80% interval outside the 95% one',
      '[acme/sloppy] case 1: step 2 has the 80% interval outside the 95% one',
      '[acme/sloppy] case 1: step 3 has the 80% interval outside the 95% one',
      '[acme/sloppy] case 1: accepted 4 points although minimumLength is 5',
    ]);
  });
});
