import {
  createActivityData,
  createOrganization,
  getPreview,
  listEmissionResults,
  type TestDatabase,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../app/default-registry.js';
import { runCalculation } from '../calculations/index.js';
import { acceptRecalculation } from './accept-recalculation.js';
import { PREVIEW_TTL_MS, previewRecalculation } from './preview-recalculation.js';

const registry = createDefaultRegistry();
const JAN = { kind: 'period' as const, periodStart: '2025-01-01', periodEnd: '2025-01-31' };

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'recalculation preview and acceptance on $name',
  (target) => {
    let db: TestDatabase;
    let orgId = '';

    beforeAll(async () => {
      db = await target.open();
      orgId = (await withSystem(db.db, (s) => createOrganization(s, { name: 'Acme', slug: 'acme' }))).id;
      await withOrganization(db.db, orgId, (scope) =>
        createActivityData(scope, {
          category: 'scope1.stationary_combustion',
          quantity: '182000',
          unit: 'kWh',
          region: 'GB',
          attributes: { fuel: 'natural_gas' },
          periodStart: '2025-01-01',
          periodEnd: '2025-01-31',
        }),
      );
      await runCalculation(
        { db: db.db, registry },
        { organizationId: orgId, actorUserId: null, selection: JAN },
      );
    }, 60_000);
    afterAll(async () => {
      await db?.cleanup();
    });

    const current = () =>
      withOrganization(
        db.db,
        orgId,
        async (scope) => (await listEmissionResults(scope, { limit: 10 })).items,
      );

    it('refuses an expired preview and stores nothing', async () => {
      const madeAt = new Date('2025-06-01T10:00:00Z');
      const preview = await previewRecalculation(
        { db: db.db, registry },
        {
          organizationId: orgId,
          actorUserId: null,
          selection: JAN,
          datasetPins: { 'desnz-ghg-cf': '2024' },
          now: madeAt,
        },
      );
      expect(preview.expiresAt.getTime() - madeAt.getTime()).toBe(PREVIEW_TTL_MS);
      expect(preview.itemCount).toBe(1);
      expect(preview.datasetVersions).toEqual({ 'desnz-ghg-cf': '2024' });
      const before = await current();
      await expect(
        acceptRecalculation(
          { db: db.db },
          { organizationId: orgId, actorUserId: null, previewId: preview.previewId, now: preview.expiresAt },
        ),
      ).rejects.toMatchObject({ code: 'PREVIEW_EXPIRED' });
      expect(await current()).toEqual(before);
      const stored = await withOrganization(db.db, orgId, (scope) => getPreview(scope, preview.previewId));
      expect(stored.status).toBe('pending');
    });

    it('accepts within the expiry the exact records previewed, once', async () => {
      const preview = await previewRecalculation(
        { db: db.db, registry },
        {
          organizationId: orgId,
          actorUserId: null,
          selection: JAN,
          datasetPins: { 'desnz-ghg-cf': '2024' },
          gwpSet: 'AR5',
        },
      );
      const accepted = await acceptRecalculation(
        { db: db.db },
        {
          organizationId: orgId,
          actorUserId: null,
          previewId: preview.previewId,
          now: new Date(preview.expiresAt.getTime() - 1),
        },
      );
      expect(accepted).toMatchObject({
        calculated: 1,
        superseded: 1,
        datasetVersions: { 'desnz-ghg-cf': '2024' },
      });
      expect(accepted.totalsByScope.scope1).toBe(preview.totals.new.scope1);
      const [result] = await current();
      expect(result?.calculationRunId).toBe(accepted.runId);
      expect(result?.co2eKg).toBe(preview.totals.new.scope1);
      await expect(
        acceptRecalculation(
          { db: db.db },
          { organizationId: orgId, actorUserId: null, previewId: preview.previewId },
        ),
      ).rejects.toMatchObject({ code: 'PREVIEW_ACCEPTED' });
    });

    it('finds no preview of another organization', async () => {
      const preview = await previewRecalculation(
        { db: db.db, registry },
        { organizationId: orgId, actorUserId: null, selection: JAN, datasetPins: {} },
      );
      const other = await withSystem(db.db, (s) => createOrganization(s, { name: 'Other', slug: 'other' }));
      await expect(
        acceptRecalculation(
          { db: db.db },
          { organizationId: other.id, actorUserId: null, previewId: preview.previewId },
        ),
      ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
    });
  },
);
