import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  appendAudit,
  createActivityData,
  createOrganization,
  listActivityData,
  migrateToLatest,
  openDatabase,
  verifyAuditChain,
  withOrganization,
  withSystem,
} from './index.js';

it('runs the README example on PGlite in a temporary folder', async () => {
  const root = await mkdtemp(join(tmpdir(), 'ctp-'));
  const dataDir = join(root, 'nested', 'db');
  const store = await openDatabase({ dataDir });
  try {
    await migrateToLatest(store.db);
    const org = await withSystem(store.db, (system) =>
      createOrganization(system, { name: 'Acme Manufacturing', slug: 'acme' }),
    );
    await withOrganization(store.db, org.id, async (scope) => {
      const { activity } = await createActivityData(scope, {
        category: 'scope2.electricity',
        quantity: '12500.5',
        unit: 'kWh',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        region: 'US-CAMX',
      });
      await appendAudit(scope, {
        actorType: 'system',
        action: 'activity.create',
        entityType: 'activity',
        entityId: activity.id,
      });
    });
    const page = await withOrganization(store.db, org.id, (scope) => listActivityData(scope, { limit: 50 }));
    expect(page.items.map((a) => `${a.quantity} ${a.unit}`)).toEqual(['12500.5 kWh']);
    await expect(verifyAuditChain(store.db, org.id)).resolves.toMatchObject({ valid: true, checked: 1 });
  } finally {
    await store.close();
  }
  // Reopening the folder keeps the data, and migrating again is a no-op.
  const reopened = await openDatabase({ dataDir });
  try {
    const again = await migrateToLatest(reopened.db);
    expect(again.results).toEqual([]);
  } finally {
    await reopened.close();
    await rm(root, { recursive: true, force: true });
  }
}, 60_000);
