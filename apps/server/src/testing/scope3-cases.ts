import { expect } from 'vitest';
import type { CalculationsHarness } from './calculations-harness.js';

/** One activity to enter through the API and the CO2e computed by hand for it. */
export interface Scope3Case {
  readonly body: Record<string, unknown>;
  readonly co2eKg: string;
  readonly scope3Category: number;
}

/** An algorithm as `GET /api/algorithms` lists it (the fields these tests read). */
export interface ListedAlgorithm {
  id: string;
  category: string;
  scope3Category: number | null;
  inputs: {
    attributes: { name: string; required: boolean; type: string }[];
    units: { id: string }[] | null;
  };
}

/** Enters every case as an activity of `period`; returns the activity ids by case name. */
export async function enterCases(
  t: CalculationsHarness,
  cases: Readonly<Record<string, Scope3Case>>,
  period: { periodStart: string; periodEnd: string },
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [key, { body }] of Object.entries(cases)) {
    const created = await t.post('/api/activities', { ...body, ...period });
    expect(created.res.status, `${key}: ${JSON.stringify(created.body)}`).toBe(201);
    ids[key] = created.body.id;
  }
  return ids;
}

/** The Scope 3 algorithms listed by the API; each case's category is listed with its Scope 3 category. */
export async function listedScope3Algorithms(
  t: CalculationsHarness,
  cases: Readonly<Record<string, Scope3Case>>,
): Promise<ListedAlgorithm[]> {
  const list = await t.get('/api/algorithms?scope=scope3');
  expect(list.res.status).toBe(200);
  const items = list.body.items as ListedAlgorithm[];
  for (const { body, scope3Category } of Object.values(cases)) {
    const algorithm = items.find((a) => a.category === body.category);
    expect(algorithm?.scope3Category, String(body.category)).toBe(scope3Category);
  }
  return items;
}

/** Calculates `period` (AR5) and checks every case's result: Scope 3, its category, the hand-computed CO2e. */
export async function expectCalculatedAsComputed(
  t: CalculationsHarness,
  cases: Readonly<Record<string, Scope3Case>>,
  ids: Readonly<Record<string, string>>,
  period: { periodStart: string; periodEnd: string },
): Promise<void> {
  const run = await t.post('/api/calculations', { ...period, gwpSet: 'AR5' });
  expect(run.res.status).toBe(201);
  expect(run.body).toMatchObject({
    status: 'completed',
    calculated: Object.keys(cases).length,
    failedCount: 0,
  });
  const results = await t.get(`/api/results?calculationRunId=${run.body.id}&limit=50`);
  const byActivity = new Map((results.body.items as { activityId: string }[]).map((r) => [r.activityId, r]));
  for (const [key, expected] of Object.entries(cases)) {
    expect(byActivity.get(ids[key] as string), key).toMatchObject({
      scope: 3,
      scope3Category: expected.scope3Category,
      co2eKg: expected.co2eKg,
    });
  }
}
