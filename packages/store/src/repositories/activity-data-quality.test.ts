import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData, getActivityData } from './activity.js';
import type { ActivityDataInput } from './activity-schema.js';
import { createOrganization, type Organization } from './organizations.js';

const base: ActivityDataInput = {
  category: 'purchased_goods',
  quantity: '1000',
  unit: 'USD',
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'activity data type and quality score on $name',
  (target) => {
    let store: TestDatabase;
    let org: Organization;
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, org.id, fn);
    beforeAll(async () => {
      store = await target.open();
      org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Q', slug: 'quality-q' }));
    }, 60_000);
    afterAll(() => store.cleanup());

    it('stores a stated data type and score, a CSV digit as a number', async () => {
      const { activity } = await inOrg((s) =>
        createActivityData(s, { ...base, dataType: 'spend_based', qualityScore: '3' }),
      );
      expect(activity).toMatchObject({
        dataType: 'spend_based',
        qualityScore: 3,
        dataTypeStated: true,
        qualityScoreStated: true,
      });
    });

    it('derives both from dataQuality when not stated, as for rows written before migration 0021', async () => {
      const { activity } = await inOrg((s) => createActivityData(s, { ...base, dataQuality: 'estimated' }));
      expect(activity).toMatchObject({
        dataType: 'estimated_proxy',
        qualityScore: 5,
        dataTypeStated: false,
        qualityScoreStated: false,
      });
      const stated = await inOrg((s) => createActivityData(s, { ...base, dataType: 'supplier_specific' }));
      expect(stated.activity).toMatchObject({ qualityScore: 2, qualityScoreStated: false });
      const read = await inOrg((s) => getActivityData(s, activity.id));
      expect(read.dataType).toBe('estimated_proxy');
    });

    it('records a PCAF data-quality score as the quality score when the activity states none', async () => {
      const investment = {
        ...base,
        category: 'scope3.investments.investment_specific',
        attributes: { assetClass: 'listed_equity', pcafScore: 4 },
      };
      const { activity } = await inOrg((s) => createActivityData(s, investment));
      expect(activity).toMatchObject({ qualityScore: 4, qualityScoreStated: true });
      const stated = await inOrg((s) => createActivityData(s, { ...investment, qualityScore: 2 }));
      expect(stated.activity).toMatchObject({ qualityScore: 2, qualityScoreStated: true });
    });

    it('refuses an unknown data type or a score outside 1–5, in the schema and in the database', async () => {
      for (const bad of [
        { dataType: 'guess' },
        { qualityScore: 6 },
        { qualityScore: '0' },
        { qualityScore: 2.5 },
      ]) {
        await expect(
          inOrg((s) => createActivityData(s, { ...base, ...bad } as ActivityDataInput)),
        ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
      }
      // Rows are immutable, so the database's check is shown on an insert that bypasses the schema.
      const id = randomUUID();
      await expect(
        inOrg((s) =>
          sql`INSERT INTO raw_activity_data
              (id, organization_id, lineage_id, version, category, quantity, unit, period_start, period_end,
               attributes, data_quality, quality_score)
            VALUES (${id}, ${org.id}, ${id}, 1, 'purchased_goods', 1, 'USD', '2024-01-01', '2024-01-31',
               '{}'::jsonb, 'calculated', 9)`.execute(s.db),
        ),
      ).rejects.toThrow(/quality_score/);
    });
  },
);
