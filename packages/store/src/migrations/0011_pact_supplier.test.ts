import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { findOrganizationByPublicId } from '../repositories/organizations.js';
import { withSystem } from '../scope.js';
import { createMigrator } from './index.js';

describe('0011_pact_supplier on an existing database', () => {
  it('gives an organization with an org_… public id a UUID and keeps the old id findable', async () => {
    const pglite = await PGlite.create(PGLITE_OPTIONS);
    const store = await openDatabase({ pglite });
    try {
      const before = await createMigrator(store.db).migrateTo('0007_forecasting');
      expect(before.error).toBeUndefined();
      await sql`INSERT INTO organizations (id, public_org_id, slug, name, settings, created_at, updated_at)
        VALUES ('0190a4c0-0000-7000-8000-000000000001', 'org_abcdefghjkmnpqrs', 'old', 'Old Co', '{}', now(), now())`.execute(
        store.db,
      );
      const after = await createMigrator(store.db).migrateToLatest();
      expect(after.error).toBeUndefined();
      const byOld = await withSystem(store.db, (s) => findOrganizationByPublicId(s, 'org_abcdefghjkmnpqrs'));
      expect(byOld?.id).toBe('0190a4c0-0000-7000-8000-000000000001');
      expect(byOld?.publicOrgId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      const byNew = await withSystem(store.db, (s) =>
        findOrganizationByPublicId(s, byOld?.publicOrgId ?? ''),
      );
      expect(byNew?.id).toBe(byOld?.id);
    } finally {
      await store.close();
    }
  });
});
