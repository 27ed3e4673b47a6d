import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import {
  addEvidence,
  addEvidenceVersion,
  evidenceVersions,
  getEvidenceVersion,
  listEvidence,
} from './evidence.js';
import { createFacility } from './facilities.js';
import { createOrganization } from './organizations.js';

const gas = {
  category: 'scope1.stationary_combustion',
  quantity: '100',
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
const file = (name: string, hex: string) => {
  const id = uuidv7();
  return {
    id,
    fileName: name,
    mediaType: 'application/pdf',
    sizeBytes: 1234,
    sha256: hex.repeat(64),
    storageKey: `evidence/test/${id}`,
    uploadedBy: null,
    uploadedByType: 'api_token' as const,
  };
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('evidence files on $name', (target) => {
  let store: TestDatabase;
  let orgId = '';
  let otherOrgId = '';
  let activityId = '';
  let facilityId = '';
  const inOrg = <T>(fn: (s: OrganizationScope) => Promise<T>, org = orgId) =>
    withOrganization(store.db, org, fn);

  beforeAll(async () => {
    store = await target.open();
    orgId = (await withSystem(store.db, (s) => createOrganization(s, { name: 'Ev', slug: 'ev' }))).id;
    otherOrgId = (await withSystem(store.db, (s) => createOrganization(s, { name: 'Other', slug: 'other' })))
      .id;
    await inOrg(async (s) => {
      activityId = (await createActivityData(s, gas)).activity.id;
      facilityId = (await createFacility(s, { name: 'Plant' })).id;
    });
  }, 60_000);
  afterAll(() => store.cleanup());

  it('versions an item on its subject and follows the activity through a correction', async () => {
    const evidenceId = uuidv7();
    const first = await inOrg((s) =>
      addEvidence(s, { ...file('invoice.pdf', 'a'), evidenceId, kind: 'invoice', subject: { activityId } }),
    );
    expect(first).toMatchObject({
      version: 1,
      activityId,
      facilityId: null,
      kind: 'invoice',
      sizeBytes: 1234,
    });
    const corrected = await inOrg((s) =>
      correctActivityData(s, activityId, { ...gas, quantity: '120' }, 'typo'),
    );
    const second = await inOrg((s) => addEvidenceVersion(s, evidenceId, file('invoice-v2.pdf', 'b')));
    expect(second).toMatchObject({ version: 2, activityLineageId: first.activityLineageId, kind: 'invoice' });
    const listed = await inOrg((s) => listEvidence(s, { activityId: corrected.id }));
    expect(listed.map((e) => [e.fileName, e.version])).toEqual([
      ['invoice.pdf', 1],
      ['invoice-v2.pdf', 2],
    ]);
    expect((await inOrg((s) => getEvidenceVersion(s, evidenceId, 1))).sha256).toBe('a'.repeat(64));
    const byId = await inOrg((s) => evidenceVersions(s, [evidenceId, uuidv7()]));
    expect(byId.map((e) => [e.evidenceId, e.version])).toEqual([
      [evidenceId, 1],
      [evidenceId, 2],
    ]);
    expect(await inOrg((s) => evidenceVersions(s, [evidenceId]), otherOrgId)).toEqual([]);
    expect(await inOrg((s) => evidenceVersions(s, []))).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, and a version that skips or moves subject', async () => {
    const evidenceId = uuidv7();
    await inOrg((s) =>
      addEvidence(s, {
        ...file('meter.csv', 'c'),
        evidenceId,
        kind: 'meter_reading',
        subject: { facilityId },
      }),
    );
    // The application role has no UPDATE or DELETE grant; the owner (no row-level security bypass
    // needed for the trigger) meets the append-only trigger.
    await expect(
      inOrg((s) =>
        sql`UPDATE evidence_files SET file_name = 'x' WHERE evidence_id = ${evidenceId}`.execute(s.db),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withSystem(store.db, (s) =>
        sql`UPDATE evidence_files SET file_name = 'x' WHERE evidence_id = ${evidenceId}`.execute(s.db),
      ),
    ).rejects.toThrow(/permission denied|append-only/);
    await expect(
      store.db.executeQuery(sql`UPDATE evidence_files SET file_name = 'x'`.compile(store.db)),
    ).rejects.toThrow(/append-only/);
    await expect(store.db.executeQuery(sql`DELETE FROM evidence_files`.compile(store.db))).rejects.toThrow(
      /append-only/,
    );
    await expect(store.db.executeQuery(sql`TRUNCATE evidence_files`.compile(store.db))).rejects.toThrow(
      /append-only/,
    );
    const skip = file('skip.csv', 'd');
    await expect(
      inOrg((s) =>
        sql`INSERT INTO evidence_files (id, organization_id, evidence_id, version, facility_id, kind, file_name,
              media_type, size_bytes, sha256, storage_key, uploaded_by_type)
            VALUES (${skip.id}, ${orgId}, ${evidenceId}, 3, ${facilityId}, 'meter_reading', 'skip.csv',
              'text/csv', 1, ${skip.sha256}, ${skip.storageKey}, 'api_token')`.execute(s.db),
      ),
    ).rejects.toThrow(/follows its last version/);
    await expect(
      inOrg((s) =>
        sql`INSERT INTO evidence_files (id, organization_id, evidence_id, version, activity_id, activity_lineage_id,
              kind, file_name, media_type, size_bytes, sha256, storage_key, uploaded_by_type)
            VALUES (${skip.id}, ${orgId}, ${evidenceId}, 2, ${activityId}, ${activityId}, 'meter_reading', 'moved.csv',
              'text/csv', 1, ${skip.sha256}, ${skip.storageKey}, 'api_token')`.execute(s.db),
      ),
    ).rejects.toThrow(/follows its last version/);
    expect(await inOrg((s) => listEvidence(s, { facilityId }))).toHaveLength(1);
  });

  it('keeps organizations apart', async () => {
    await expect(inOrg((s) => listEvidence(s, { facilityId }), otherOrgId)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    const rows = await inOrg((s) => s.db.selectFrom('evidence_files').selectAll().execute(), otherOrgId);
    expect(rows).toEqual([]);
    await expect(
      inOrg(
        (s) =>
          addEvidence(s, {
            ...file('x.pdf', 'e'),
            evidenceId: uuidv7(),
            kind: 'other',
            subject: { activityId },
          }),
        otherOrgId,
      ),
    ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });
});
