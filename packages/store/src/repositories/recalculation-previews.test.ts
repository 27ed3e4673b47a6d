import { AlgorithmRegistry, createCalculator, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { saveCalculation } from './calculations.js';
import { createOrganization, type Organization } from './organizations.js';
import {
  appendPreviewItems,
  createPreview,
  currentResultsFor,
  finishPreview,
  getPreview,
  listPreviewItems,
  markPreviewAccepted,
  previewItemChunks,
  stalePreviewActivities,
} from './recalculation-previews.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const gas = {
  category: 'scope1.stationary_combustion',
  quantity: '1000',
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
const RUN = {
  kind: 'activities',
  datasetVersions: {},
  gwpSet: 'AR6',
  gwpTimeframe: '100yr',
  engineVersion: ENGINE_VERSION,
} as const;

describe.each(testTargets(process.env.TEST_DATABASE_URL))('recalculation previews on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  const ids: string[] = [];
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, org.id, fn);
  const recordOf = (id: string) => calculator.calculate({ id, ...gas }).record;
  const calculate = (activityIds: string[]) =>
    inOrg((s) =>
      saveCalculation(s, {
        run: RUN,
        results: activityIds.map((id) => ({ activityId: id, record: recordOf(id) })),
      }),
    );

  beforeAll(async () => {
    store = await target.open();
    [org, other] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'preview-a' }),
      await createOrganization(s, { name: 'B', slug: 'preview-b' }),
    ]);
    await inOrg(async (s) => {
      for (let i = 0; i < 3; i++) ids.push((await createActivityData(s, gas)).activity.id);
    });
    await calculate(ids.slice(0, 2));
  }, 60_000);
  afterAll(() => store.cleanup());

  async function makePreview(): Promise<string> {
    return inOrg(async (s) => {
      const current = await currentResultsFor(s, ids);
      const id = await createPreview(s, {
        selection: { kind: 'activities', activityIds: ids },
        datasetPins: { 'desnz-ghg-cf': '2025' },
        gwpSet: 'AR6',
        gwpTimeframe: '100yr',
        engineVersion: ENGINE_VERSION,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await appendPreviewItems(
        s,
        id,
        ids.map((activityId) => {
          const record = recordOf(activityId);
          const old = current.get(`${activityId}|`);
          return {
            activityId,
            oldResultId: old?.id ?? null,
            scope: 1,
            method: null,
            category: record.output.category,
            oldCo2eKg: old?.co2eKg ?? null,
            newCo2eKg: record.output.co2eKg,
            deltaKg: old === undefined ? record.output.co2eKg : '0',
            record,
          };
        }),
      );
      await finishPreview(s, id, {
        itemCount: ids.length,
        failedCount: 0,
        failures: [],
        totals: { delta: { scope1: '1' } },
        datasetVersions: { 'desnz-ghg-cf': '2025' },
      });
      return id;
    });
  }

  it('stores a preview with its items, pages them and reads them back in chunks', async () => {
    const id = await makePreview();
    const preview = await inOrg((s) => getPreview(s, id));
    expect(preview).toMatchObject({
      status: 'pending',
      itemCount: 3,
      datasetPins: { 'desnz-ghg-cf': '2025' },
      datasetVersions: { 'desnz-ghg-cf': '2025' },
      totals: { delta: { scope1: '1' } },
      acceptedRunId: null,
    });
    const page1 = await inOrg((s) => listPreviewItems(s, id, { limit: 2 }));
    const page2 = await inOrg((s) => listPreviewItems(s, id, { limit: 2, cursor: page1.nextCursor }));
    expect(page2.nextCursor).toBeNull();
    const paged = [...page1.items, ...page2.items];
    expect(paged.map((i) => i.activityId).sort()).toEqual([...ids].sort());
    expect(paged.filter((i) => i.oldResultId === null).map((i) => i.activityId)).toEqual([ids[2]]);
    expect(paged[0]?.record.checksumOutput).toMatch(/^[0-9a-f]{64}$/);
    const chunked = await inOrg(async (s) => {
      const sizes: number[] = [];
      for await (const chunk of previewItemChunks(s, id, 2)) sizes.push(chunk.length);
      return sizes;
    });
    expect(chunked).toEqual([2, 1]);
    await expect(
      sql`UPDATE recalculation_preview_items SET new_co2e_kg = 0`.execute(store.db),
    ).rejects.toThrow(/append-only/);
    await expect(withOrganization(store.db, other.id, (s) => getPreview(s, id))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
  });

  it('finds the activities whose results changed since the preview, and accepts a preview once', async () => {
    const id = await makePreview();
    expect(await inOrg((s) => stalePreviewActivities(s, id))).toEqual([]);
    // A new result for an activity the preview saw without one, and one replacing a previewed result.
    const run = await calculate([ids[0] as string, ids[2] as string]);
    expect((await inOrg((s) => stalePreviewActivities(s, id))).sort()).toEqual(
      [ids[0] as string, ids[2] as string].sort(),
    );
    expect(await inOrg((s) => markPreviewAccepted(s, id, { runId: run.runId, acceptedBy: null }))).toBe(true);
    expect(await inOrg((s) => markPreviewAccepted(s, id, { runId: run.runId, acceptedBy: null }))).toBe(
      false,
    );
    expect(await inOrg((s) => getPreview(s, id))).toMatchObject({
      status: 'accepted',
      acceptedRunId: run.runId,
    });
  });
});
