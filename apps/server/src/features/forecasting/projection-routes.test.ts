import { canonicalHash, FORECAST_VERSION, linearTrendModel } from '@ctp/forecast';
import { listEmissionResults, testTargets, verifyAuditChain, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ForecastingFixture,
  HISTORY_MONTHS,
  OTHER_MONTHS,
  openForecastingFixture,
} from '../../testing/forecasting-fixture.js';
import { holdoutCheck } from './holdout.js';

interface Projection {
  timeline: string[];
  values: number[];
  confidence: { level: number; intervals: { level: number; lower: number[]; upper: number[] }[] };
  model: { id: string; description: string; estimates: Record<string, number> };
  notes?: string[];
  inputHash: string;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('forecasting endpoints on $name', (target) => {
  let f: ForecastingFixture;
  /** Monthly tonnes summed independently of the server, from the stored results. */
  let monthlyTonnes: (method: 'location_based' | 'market_based') => Promise<string[]>;

  beforeAll(async () => {
    f = await openForecastingFixture(target);
    monthlyTonnes = async (method) => {
      const page = await withOrganization(f.h.runtime.database.db, f.orgId, (s) =>
        listEmissionResults(s, { limit: 500 }),
      );
      const sums = new Map<string, Decimal>();
      for (const r of page.items) {
        if (r.scope === 2 && r.method !== method) continue;
        const month = r.periodStart.slice(0, 7);
        sums.set(month, (sums.get(month) ?? new Decimal(0)).plus(r.co2eKg));
      }
      return [...sums.keys()].sort().map((m) => (sums.get(m) as Decimal).div(1000).toFixed());
    };
  }, 180_000);
  afterAll(async () => {
    await f?.close();
  });

  it('answers 503 job-queue-unavailable, recording nothing, when a fit would be queued but the queue is not started', async () => {
    // This fixture starts no job queue, as a server whose queue is stopping would have none.
    const runsBefore = (await f.get('/api/forecasting/runs?limit=100')).body.items as unknown[];
    const answer = await f.call('/api/forecasting/project', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${f.tokens.ORG_MEMBER}`,
        'content-type': 'application/json',
        prefer: 'respond-async',
      },
      body: JSON.stringify({ model: 'linear-trend', horizon: 12 }),
    });
    expect(answer.res.status).toBe(503);
    expect(answer.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({
      type: 'urn:ctp:problem:job-queue-unavailable',
      code: 'JOB_QUEUE_NOT_STARTED',
    });
    const runsAfter = (await f.get('/api/forecasting/runs?limit=100')).body.items as unknown[];
    expect(runsAfter).toHaveLength(runsBefore.length);
  });

  it('projects monthly emissions, records the run with its provenance, and reproduces it exactly', async () => {
    const request = { model: 'linear-trend', horizon: 12 };
    const first = await f.send('POST', '/api/forecasting/project', request);
    expect(first.res.status).toBe(201);
    const tonnes = await monthlyTonnes('location_based');
    expect(tonnes).toHaveLength(HISTORY_MONTHS);
    // The history is the location-based sum by month, hashed as exact decimals.
    expect(first.body.inputDataHash).toBe(
      canonicalHash({
        frequency: 'monthly',
        start: '2024-01',
        tonnes,
        scopes: [1, 2, 3],
        scope2Method: 'location_based',
      }),
    );
    expect(first.body.inputDataRange).toMatchObject({
      from: '2024-01',
      to: '2026-06',
      months: HISTORY_MONTHS,
      monthsWithoutResults: [],
      results: HISTORY_MONTHS * 2,
    });
    const projection = first.body.projection as Projection;
    expect(projection.timeline[0]).toBe('2026-07-01');
    expect(projection.timeline).toHaveLength(12);
    // Same numbers as fitting @ctp/forecast directly on the independently summed history.
    const direct = linearTrendModel
      .fit({ frequency: 'monthly', start: '2024-01', values: tonnes.map(Number) })
      .predict(12);
    expect(projection.values).toEqual(direct.values);
    expect(projection.confidence.intervals.map((i) => i.level)).toEqual([80, 95]);
    expect(first.body.history).toEqual({ start: '2024-01', tonnes });
    // The hold-out check: the same model refitted without the last year, scored on it.
    const series = { frequency: 'monthly' as const, start: '2024-01', values: tonnes.map(Number) };
    expect(first.body.holdout).toEqual(
      JSON.parse(JSON.stringify(holdoutCheck(linearTrendModel, {}, series, new Date()))),
    );

    const again = await f.send('POST', '/api/forecasting/project', request);
    expect(again.body.runId).not.toBe(first.body.runId);
    expect(again.body.inputDataHash).toBe(first.body.inputDataHash);
    expect((again.body.projection as Projection).values).toEqual(projection.values);
    expect((again.body.projection as Projection).inputHash).toBe(projection.inputHash);

    const run = await f.get(`/api/forecasting/runs/${first.body.runId}`);
    expect(run.res.status).toBe(200);
    expect(run.body).toMatchObject({
      id: first.body.runId,
      kind: 'projection',
      model: 'linear-trend',
      customModelId: null,
      inputDataHash: first.body.inputDataHash,
      inputDataRange: first.body.inputDataRange,
      engineVersion: FORECAST_VERSION,
      gapAnalysis: null,
      config: { kind: 'projection', request: { model: 'linear-trend', horizon: 12, scopes: [1, 2, 3] } },
    });
    expect(run.body.projection).toEqual(first.body.projection);
    expect(run.body.runBy).toBeNull(); // an API token is no person

    const audit = await f.get('/api/audit?limit=200', 'ORG_ADMIN');
    const entry = (audit.body.items as { action: string; entityId: string }[]).find(
      (e) => e.entityId === first.body.runId,
    );
    expect(entry?.action).toBe('forecast.run');
    expect((await verifyAuditChain(f.h.runtime.database.db, f.orgId)).valid).toBe(true);
  });

  it('projects with the automatic models (arima, exponential-smoothing) and their own intervals', async () => {
    for (const model of ['arima', 'exponential-smoothing']) {
      const res = await f.send('POST', '/api/forecasting/project', {
        model,
        horizon: 12,
        confidenceLevels: [80, 95],
      });
      expect(res.res.status, model).toBe(201);
      const p = res.body.projection as Projection;
      expect(p.model.id).toBe(model);
      expect(p.values).toHaveLength(12);
      const [i80, i95] = p.confidence.intervals;
      p.values.forEach((v, k) => {
        // Nested intervals around the point forecast: the 95% band contains the 80% band.
        expect(i95?.lower[k] as number).toBeLessThanOrEqual(i80?.lower[k] as number);
        expect(i80?.lower[k] as number).toBeLessThanOrEqual(v);
        expect(v).toBeLessThanOrEqual(i80?.upper[k] as number);
        expect(i80?.upper[k] as number).toBeLessThanOrEqual(i95?.upper[k] as number);
      });
    }
  });

  it('projects with auto when no model is named, stating its choice and each candidate’s error', async () => {
    const res = await f.send('POST', '/api/forecasting/project', { horizon: 6 });
    expect(res.res.status).toBe(201);
    const p = res.body.projection as Projection;
    expect(p.model.id).toBe('auto');
    expect(p.model.description).toMatch(/^auto: [a-z-]+ — /);
    expect(p.model.estimates['cv.theta.mase']).toBeGreaterThan(0);
    expect(p.model.estimates['cv.combination.mase']).toBeGreaterThan(0);
    // 30 months: the earliest of the four origins (every 2 months back, keeping 70%) leaves 22 months,
    // fewer than STL's 25, so seasonal is not compared, and the note says why.
    const choice = p.notes?.find((n) => n.startsWith('Chose '));
    expect(choice).toContain('4 origins');
    expect(choice).toContain('seasonal (needs 25 points; the earliest origin leaves 22)');
    const run = await f.get(`/api/forecasting/runs/${res.body.runId}`);
    expect(run.body).toMatchObject({ model: 'auto', config: { request: { model: 'auto' } } });
  });

  it('counts one Scope 2 method: market-based on request, never both', async () => {
    const location = await f.send('POST', '/api/forecasting/project', { horizon: 3, scopes: [2] });
    const market = await f.send('POST', '/api/forecasting/project', {
      horizon: 3,
      scopes: [2],
      scope2Method: 'market_based',
    });
    expect(location.res.status).toBe(201);
    expect(market.res.status).toBe(201);
    const page = await withOrganization(f.h.runtime.database.db, f.orgId, (s) =>
      listEmissionResults(s, { scope: 2, method: 'market_based', limit: 500 }),
    );
    const tonnes = page.items
      .map((r) => [r.periodStart.slice(0, 7), new Decimal(r.co2eKg).div(1000).toFixed()] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, t]) => t);
    expect(market.body.inputDataHash).toBe(
      canonicalHash({
        frequency: 'monthly',
        start: '2024-01',
        tonnes,
        scopes: [2],
        scope2Method: 'market_based',
      }),
    );
    expect(market.body.inputDataHash).not.toBe(location.body.inputDataHash);
  });

  it('says how many months a model needs when the history is too short', async () => {
    const res = await f.send(
      'POST',
      '/api/forecasting/project',
      { model: 'seasonal', horizon: 6 },
      f.otherAdmin,
    );
    expect(res.res.status).toBe(422);
    expect(res.body).toMatchObject({
      type: 'urn:ctp:problem:series-too-short',
      details: { required: 25, actual: OTHER_MONTHS, modelId: 'seasonal' },
    });
    expect(res.body.detail).toMatch(/needs at least 25 monthly observations, got 10/);
    const none = await f.send('POST', '/api/forecasting/project', { horizon: 6, scopes: [3] });
    expect(none.res.status).toBe(422);
    expect(none.body).toMatchObject({ code: 'SERIES_TOO_SHORT', details: { actual: 0 } });
  });

  it('compares business as usual with built-in and stored scenarios', async () => {
    const stored = await f.send('POST', '/api/forecasting/scenarios', {
      name: 'Halve by 2030',
      template: { type: 'custom', baseYear: 2025, targetYear: 2030, targetReduction: 0.5 },
    });
    expect(stored.res.status).toBe(201);
    const res = await f.send('POST', '/api/forecasting/scenarios/compare', {
      endYear: 2030,
      scenarioIds: [stored.body.id],
      scenarios: [{ type: 'sbti_1_5c', baseYear: 2025, targetYear: 2030 }],
    });
    expect(res.res.status).toBe(201);
    const tonnes = (await monthlyTonnes('location_based')).slice(12, 24);
    const base2025 = tonnes.reduce((s, t) => s.plus(t), new Decimal(0)).toNumber();
    const scenarios = res.body.scenarios as {
      template: { id: string; type: string };
      pathway: { points: { year: number; target: number }[] };
    }[];
    expect(scenarios.map((s) => s.template.type)).toEqual(['custom', 'sbti_1_5c']);
    expect(scenarios[0]?.template.id).toBe(stored.body.id);
    for (const s of scenarios) expect(s.pathway.points[0]?.target).toBeCloseTo(base2025, 6);
    // 4.2% of base-year emissions a year for five years.
    expect(scenarios[1]?.pathway.points.at(-1)?.target).toBeCloseTo(base2025 * (1 - 0.042 * 5), 6);
    expect(scenarios[0]?.pathway.points.at(-1)?.target).toBeCloseTo(base2025 * 0.5, 6);
    expect(res.body.years).toEqual([2026, 2027, 2028, 2029, 2030]);
    const run = await f.get(`/api/forecasting/runs/${res.body.runId}`);
    expect(run.body).toMatchObject({ kind: 'scenario_comparison', scenario: 'custom,sbti_1_5c' });
    // The run keeps the template as it was used.
    expect((run.body.config as { resolved: { scenarios: unknown[] } }).resolved.scenarios[0]).toMatchObject({
      id: stored.body.id,
      targetReduction: 0.5,
    });
  });

  it('analyses the gap to a target with the planned initiatives ranked by cost per tonne', async () => {
    const cheap = await f.send('POST', '/api/forecasting/initiatives', {
      name: 'LED retrofit',
      impact: { type: 'percentage', percent: 10 },
      scope: 2,
      implementationStart: '2027-01',
      rampUpMonths: 6,
      capex: 20_000,
      savingsPerYear: 9_000,
      lifetimeYears: 10,
    });
    const dear = await f.send('POST', '/api/forecasting/initiatives', {
      name: 'Heat pumps',
      impact: { type: 'absolute', tonnesPerYear: 40 },
      scope: 1,
      implementationStart: '2028-01',
      capex: 400_000,
      opexPerYear: 5_000,
      lifetimeYears: 15,
    });
    expect([cheap.res.status, dear.res.status]).toEqual([201, 201]);
    const res = await f.send('POST', '/api/forecasting/gap-analysis', {
      scenario: { type: 'sbti_1_5c', baseYear: 2025, targetYear: 2030 },
      initiativeIds: [dear.body.id, cheap.body.id],
      discountRate: 0.06,
    });
    expect(res.res.status).toBe(201);
    const gap = res.body.gap as {
      years: { year: number; projected: number; target: number; gap: number }[];
      finalYear: number;
      recommendations: {
        measures: { initiativeId: string; rank: number; costPerTonne: number }[];
        discountRate: number;
      };
    };
    expect(gap.finalYear).toBe(2030);
    for (const y of gap.years) expect(y.gap).toBeCloseTo(y.projected - y.target, 9);
    expect(gap.recommendations.discountRate).toBe(0.06);
    expect(gap.recommendations.measures.map((m) => m.initiativeId)).toEqual([cheap.body.id, dear.body.id]);
    expect(gap.recommendations.measures[0]?.costPerTonne).toBeLessThan(
      gap.recommendations.measures[1]?.costPerTonne as number,
    );
    const run = await f.get(`/api/forecasting/runs/${res.body.runId}`);
    expect(run.body.kind).toBe('gap_analysis');
    expect(run.body.gapAnalysis).toEqual(res.body.gap);
  });

  it('models initiatives against the projection, leaving out those on scopes outside the history', async () => {
    const res = await f.send('POST', '/api/forecasting/initiatives/model', {
      horizon: 36,
      scopes: [1, 2],
      initiativeIds: [], // only the inline ones (by default every stored active initiative is used)
      initiatives: [
        {
          name: 'Inline solar',
          scope: 2,
          impact: { type: 'absolute', tonnesPerYear: 12 },
          implementationStart: '2026-07',
        },
        {
          name: 'Travel policy',
          scope: 3,
          impact: { type: 'percentage', percent: 20 },
          implementationStart: '2026-07',
        },
      ],
    });
    expect(res.res.status).toBe(201);
    const projection = res.body.projection as Projection;
    const reduced = res.body.withInitiatives as { values: number[]; baseline: number[] };
    expect(reduced.baseline).toEqual(projection.values);
    // 12 t a year from the first projected month: 1 t a month off the baseline.
    reduced.values.forEach((v, k) => {
      expect(v).toBeCloseTo(Math.max(0, (projection.values[k] as number) - 1), 9);
    });
    const ids = (res.body.initiatives as { initiativeId: string }[]).map((i) => i.initiativeId);
    expect(ids).toContain('initiative-1');
    expect(res.body.excludedInitiatives).toEqual([{ id: 'initiative-2', scope: 3 }]);
  });

  it('uses every stored active initiative unless told which', async () => {
    const res = await f.send('POST', '/api/forecasting/initiatives/model', { horizon: 12 });
    expect(res.res.status).toBe(201);
    const stored = await f.get('/api/forecasting/initiatives?limit=500');
    expect((res.body.initiatives as { initiativeId: string }[]).map((i) => i.initiativeId).sort()).toEqual(
      (stored.body.items as { id: string }[]).map((i) => i.id).sort(),
    );
  });

  it('lists runs a page at a time and never changes or deletes one', async () => {
    const page = await f.get('/api/forecasting/runs?limit=2');
    expect(page.res.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    const next = await f.get(`/api/forecasting/runs?limit=500&cursor=${page.body.nextCursor}`);
    const ids = [...(page.body.items as { id: string }[]), ...(next.body.items as { id: string }[])].map(
      (r) => r.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const id = (page.body.items as { id: string }[])[0]?.id as string;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await f.send(method, `/api/forecasting/runs/${id}`, {}, 'ORG_ADMIN');
      expect(res.res.status, method).toBe(405);
    }
    const db = f.h.runtime.database.db;
    await expect(
      sql`UPDATE forecast_runs SET scenario = 'changed' WHERE id = ${id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM forecast_runs WHERE id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    expect((await f.get(`/api/forecasting/runs/${id}`)).res.status).toBe(200);
  });

  it('answers problem+json for invalid requests', async () => {
    const cases: [string, unknown, number, string][] = [
      ['no horizon', {}, 400, 'validation-failed'],
      ['horizon 0', { horizon: 0 }, 400, 'validation-failed'],
      ['unknown field', { horizon: 3, extra: 1 }, 400, 'unknown-field'],
      [
        'model and custom model',
        { horizon: 3, model: 'seasonal', customModelId: crypto.randomUUID() },
        400,
        'validation-failed',
      ],
      ['level 100', { horizon: 3, confidenceLevels: [100] }, 400, 'validation-failed'],
      ['scope 4', { horizon: 3, scopes: [4] }, 400, 'validation-failed'],
      ['unknown model', { horizon: 3, model: 'crystal-ball' }, 422, 'forecast-model-unknown'],
      [
        'bad parameters',
        { horizon: 3, model: 'seasonal', parameters: { type: 'cubic' } },
        422,
        'invalid-forecast-input',
      ],
      ['unknown custom model', { horizon: 3, customModelId: crypto.randomUUID() }, 404, 'not-found'],
    ];
    for (const [label, body, status, slug] of cases) {
      const res = await f.send('POST', '/api/forecasting/project', body);
      expect(res.res.status, label).toBe(status);
      expect(res.res.headers.get('content-type'), label).toContain('application/problem+json');
      expect(res.body.type, label).toBe(`urn:ctp:problem:${slug}`);
    }
    const noScenario = await f.send('POST', '/api/forecasting/scenarios/compare', { endYear: 2030 });
    expect(noScenario.res.status).toBe(400);
    const badScenario = await f.send('POST', '/api/forecasting/scenarios/compare', {
      endYear: 2030,
      scenarios: [{ type: 'sbti_1_5c', baseYear: 2030, targetYear: 2024 }],
    });
    expect(badScenario.body.type).toBe('urn:ctp:problem:invalid-forecast-input');
    const twoTargets = await f.send('POST', '/api/forecasting/gap-analysis', {
      scenarioId: crypto.randomUUID(),
      scenario: { type: 'sbti_1_5c', baseYear: 2024, targetYear: 2030 },
    });
    expect(twoTargets.res.status).toBe(400);
    const bau = await f.send('POST', '/api/forecasting/gap-analysis', {
      scenario: { type: 'business_as_usual' },
    });
    expect(bau.body.type).toBe('urn:ctp:problem:invalid-forecast-input');
  });
});
