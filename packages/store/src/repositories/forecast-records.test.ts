import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import {
  getCustomForecastModel,
  listCustomForecastModels,
  registerCustomForecastModel,
  validateCustomForecastModel,
} from './forecast-models.js';
import { getForecastRunRecord, listForecastRunRecords, recordForecastRun } from './forecast-run-records.js';
import {
  archiveInitiative,
  createInitiative,
  getInitiative,
  listInitiatives,
  updateInitiative,
} from './initiatives.js';
import { createOrganization, type Organization } from './organizations.js';
import {
  archiveScenarioTemplate,
  createScenarioTemplate,
  getScenarioTemplate,
  listScenarioTemplates,
  updateScenarioTemplate,
} from './scenario-templates.js';
import { createUser } from './users.js';

const HASH = 'a'.repeat(64);

describe.each(testTargets(process.env.TEST_DATABASE_URL))('forecasting records on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  let adminId = '';
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2], id = org.id) =>
    withOrganization(store.db, id, fn);

  beforeAll(async () => {
    store = await target.open();
    [org, other] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'fr-a' }),
      await createOrganization(s, { name: 'B', slug: 'fr-b' }),
    ]);
    adminId = (
      await inOrg((s) => createUser(s, { email: 'ada@example.com', name: 'Ada', role: 'ORG_ADMIN' }))
    ).id;
  }, 60_000);
  afterAll(() => store.cleanup());

  it('records forecast runs that the database refuses to change, visible to their organization only', async () => {
    const run = await inOrg((s) =>
      recordForecastRun(s, {
        kind: 'projection',
        modelType: 'linear-trend',
        scenario: 'business_as_usual',
        config: { horizon: 12 },
        inputDataHash: HASH,
        inputDataRange: { from: '2023-01', to: '2024-12', months: 24 },
        output: { projection: { values: [1.5] } },
        engineVersion: '0.1.0',
        runBy: adminId,
      }),
    );
    expect(await inOrg((s) => getForecastRunRecord(s, run.id))).toMatchObject({
      kind: 'projection',
      config: { horizon: 12 },
      inputDataHash: HASH,
      inputDataRange: { months: 24 },
      gapAnalysis: null,
      engineVersion: '0.1.0',
      runBy: adminId,
    });
    expect((await inOrg((s) => listForecastRunRecords(s))).items.map((r) => r.id)).toEqual([run.id]);
    await expect(inOrg((s) => getForecastRunRecord(s, run.id), other.id)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    for (const statement of [
      sql`UPDATE forecast_runs SET input_data_hash = ${'b'.repeat(64)} WHERE id = ${run.id}`,
      sql`DELETE FROM forecast_runs WHERE id = ${run.id}`,
    ]) {
      // As the owner (no RLS role) and as the application role: both refused.
      await expect(statement.execute(store.db)).rejects.toThrow(/append-only/);
      await expect(inOrg((s) => statement.execute(s.db))).rejects.toThrow(/append-only|permission denied/);
    }
  });

  it('registers custom models unvalidated and validates them once', async () => {
    const model = await inOrg((s) =>
      registerCustomForecastModel(s, {
        name: 'Tuned ARIMA',
        modelKind: 'arima',
        parameters: { seasonal: true },
        trainingFrom: '2020-01-01',
        trainingTo: '2024-12-31',
        metrics: { mase: 0.8 },
        createdBy: adminId,
      }),
    );
    expect(model).toMatchObject({
      modelKind: 'arima',
      validatedAt: null,
      validatedBy: null,
      metrics: { mase: 0.8 },
    });
    const validated = await inOrg((s) => validateCustomForecastModel(s, model.id, adminId));
    expect(validated.validatedBy).toBe(adminId);
    expect(validated.validatedAt).toBeInstanceOf(Date);
    await expect(inOrg((s) => validateCustomForecastModel(s, model.id, adminId))).rejects.toMatchObject({
      code: 'STORE_CONFLICT',
    });
    await expect(
      inOrg((s) =>
        registerCustomForecastModel(s, {
          name: 'x',
          modelKind: 'arima',
          trainingFrom: '2025-01-01',
          trainingTo: '2024-01-01',
        }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    expect((await inOrg((s) => getCustomForecastModel(s, model.id))).trainingTo).toBe('2024-12-31');
    expect((await inOrg((s) => listCustomForecastModels(s), other.id)).items).toEqual([]);
  });

  it('keeps scenario templates and initiatives per organization, archived rather than deleted', async () => {
    const t = await inOrg((s) =>
      createScenarioTemplate(s, {
        name: 'SBTi 1.5',
        type: 'sbti_1_5c',
        template: { baseYear: 2023, targetYear: 2030 },
      }),
    );
    const renamed = await inOrg((s) => updateScenarioTemplate(s, t.id, { name: 'SBTi 1.5°C' }));
    expect(renamed).toMatchObject({ name: 'SBTi 1.5°C', template: { baseYear: 2023 } });
    await inOrg((s) => archiveScenarioTemplate(s, t.id));
    expect((await inOrg((s) => listScenarioTemplates(s))).items).toEqual([]);
    expect((await inOrg((s) => listScenarioTemplates(s, { includeArchived: true }))).items).toHaveLength(1);
    expect((await inOrg((s) => getScenarioTemplate(s, t.id))).archivedAt).toBeInstanceOf(Date);
    await expect(inOrg((s) => updateScenarioTemplate(s, t.id, { name: 'x' }))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    await expect(inOrg((s) => getScenarioTemplate(s, t.id), other.id)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });

    const i = await inOrg((s) =>
      createInitiative(s, { name: 'LED retrofit', status: 'planned', definition: { scope: 2 } }),
    );
    expect((await inOrg((s) => updateInitiative(s, i.id, { status: 'in_progress' }))).status).toBe(
      'in_progress',
    );
    expect((await inOrg((s) => getInitiative(s, i.id, { forUpdate: true }))).definition).toEqual({
      scope: 2,
    });
    await expect(
      inOrg((s) => sql`UPDATE reduction_initiatives SET status = 'done' WHERE id = ${i.id}`.execute(s.db)),
    ).rejects.toThrow(/check constraint/);
    await expect(inOrg((s) => getInitiative(s, i.id), other.id)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    await inOrg((s) => archiveInitiative(s, i.id));
    expect((await inOrg((s) => listInitiatives(s))).items).toEqual([]);
    await expect(
      inOrg((s) => sql`DELETE FROM reduction_initiatives WHERE id = ${i.id}`.execute(s.db)),
    ).rejects.toThrow(/permission denied/);
  });
});
