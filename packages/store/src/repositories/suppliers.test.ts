import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createOrganization, type Organization } from './organizations.js';
import { createSharingGrant } from './sharing-grants.js';
import { recordReceivedFootprint } from './supplier-footprints.js';
import { createSupplierPurchase } from './supplier-purchases.js';
import {
  answerSupplierFootprintRequest,
  createSupplierFootprintRequest,
  markSupplierFootprintRequestSent,
} from './supplier-requests.js';
import { finishSupplierSync, queueSupplierSync, startSupplierSync } from './supplier-syncs.js';
import {
  createSupplier,
  findSupplierByInboundGrant,
  getSupplier,
  getSupplierIntegrationSecret,
  setSupplierCredentials,
} from './suppliers.js';

const footprint = (contentHash: string, pcf = '2.5') => ({
  footprintId: '0194a3c2-0000-7000-8000-000000000001',
  footprintVersion: 1,
  status: 'Active' as const,
  productIds: ['urn:pact:product:steel-1'],
  declaredUnit: 'kilogram',
  declaredUnitAmount: '1',
  pcfExcludingBiogenicUptake: pcf,
  referencePeriodStart: '2025-01-01T00:00:00Z',
  referencePeriodEnd: '2026-01-01T00:00:00Z',
  contentHash,
  payload: { any: 'json' },
  syncId: null,
});

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'suppliers (host side of PACT) on $name',
  (target) => {
    let store: TestDatabase;
    let org: Organization;
    let other: Organization;
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2], id = org.id) =>
      withOrganization(store.db, id, fn);

    beforeAll(async () => {
      store = await target.open();
      [org, other] = await withSystem(store.db, async (s) => [
        await createOrganization(s, { name: 'Host', slug: 'host' }),
        await createOrganization(s, { name: 'Other', slug: 'other' }),
      ]);
    }, 60_000);
    afterAll(() => store.cleanup());

    it('keeps the sealed secret out of the supplier view and finds a supplier by its inbound grant', async () => {
      const grant = (
        await inOrg((s) =>
          createSharingGrant(s, {
            customerName: 'Steelworks (events)',
            clientId: 'steelworks-client-0001',
            secretHash: 'f'.repeat(64),
          }),
        )
      ).id;
      const supplier = await inOrg(async (s) => {
        const created = await createSupplier(s, {
          name: 'Steelworks',
          externalPublicOrgId: '0194a3c2-0000-7000-8000-0000000000bb',
          integrationEndpoint: 'https://steel.example/pact',
          inboundGrantId: grant,
        });
        return setSupplierCredentials(s, created.id, { clientId: 'cid', sealedSecret: 'v1.sealed' });
      });
      expect(supplier).toMatchObject({
        integrationClientId: 'cid',
        hasIntegrationSecret: true,
        syncStatus: 'never',
      });
      expect(JSON.stringify(supplier)).not.toContain('v1.sealed');
      expect(await inOrg((s) => getSupplierIntegrationSecret(s, supplier.id))).toBe('v1.sealed');
      expect((await inOrg((s) => findSupplierByInboundGrant(s, grant)))?.id).toBe(supplier.id);
      // Another organization sees neither the supplier nor its grant link (row-level security).
      await expect(inOrg((s) => getSupplier(s, supplier.id), other.id)).rejects.toMatchObject({
        code: 'STORE_NOT_FOUND',
      });
      expect(await inOrg((s) => findSupplierByInboundGrant(s, grant), other.id)).toBeUndefined();
      // Another organization cannot link its supplier to this organization's grant (composite foreign key).
      await expect(
        inOrg((s) => createSupplier(s, { name: 'Impostor', inboundGrantId: grant }), other.id),
      ).rejects.toThrow(/foreign key/);
    });

    it('stores a received footprint once per content, a changed one as a new row, and never edits a row', async () => {
      const supplier = await inOrg((s) => createSupplier(s, { name: 'Footprints Ltd' }));
      const first = await inOrg((s) => recordReceivedFootprint(s, supplier.id, footprint('a'.repeat(64))));
      const again = await inOrg((s) => recordReceivedFootprint(s, supplier.id, footprint('a'.repeat(64))));
      const changed = await inOrg((s) =>
        recordReceivedFootprint(s, supplier.id, footprint('b'.repeat(64), '2.7')),
      );
      expect(first.created).toBe(true);
      expect(again).toEqual({ footprint: first.footprint, created: false });
      expect(changed.created).toBe(true);
      expect(changed.footprint.pcfExcludingBiogenicUptake).toBe('2.7');
      const edit = sql`UPDATE supplier_footprints SET pcf_excluding_biogenic_uptake = 0 WHERE id = ${first.footprint.id}`;
      // The application role may not update at all; even the owner is stopped by the trigger.
      await expect(inOrg((s) => edit.execute(s.db))).rejects.toThrow(/permission denied/);
      await expect(edit.execute(store.db)).rejects.toThrow(/append-only/);
    });

    it('shows a failed sync reason on the supplier until a sync succeeds', async () => {
      const supplier = await inOrg((s) => createSupplier(s, { name: 'Sync GmbH' }));
      const failed = await inOrg(async (s) => {
        const sync = await queueSupplierSync(s, supplier.id, { trigger: 'manual' });
        await startSupplierSync(s, sync);
        await finishSupplierSync(s, sync, {
          status: 'failed',
          error: { code: 'unreachable', message: 'refused' },
        });
        return getSupplier(s, supplier.id);
      });
      expect(failed).toMatchObject({
        syncStatus: 'failed',
        lastSyncError: { code: 'unreachable', message: 'refused' },
      });
      const ok = await inOrg(async (s) => {
        const sync = await queueSupplierSync(s, supplier.id, { trigger: 'event' });
        await finishSupplierSync(s, sync, { status: 'succeeded', outcome: { activitiesCreated: 0 } });
        return getSupplier(s, supplier.id);
      });
      expect(ok).toMatchObject({ syncStatus: 'succeeded', lastSyncError: null });
    });

    it('records a request, its sending and one answer; a second answer or another supplier is refused', async () => {
      const [a, b] = await inOrg(async (s) => [
        await createSupplier(s, { name: 'A' }),
        await createSupplier(s, { name: 'B' }),
      ]);
      const request = await inOrg(async (s) => {
        const r = await createSupplierFootprintRequest(s, a.id, {
          eventId: 'evt-1',
          criteria: { productId: ['urn:pact:product:x'] },
        });
        return markSupplierFootprintRequestSent(s, r.id, { ok: true });
      });
      expect(request.status).toBe('sent');
      await expect(
        inOrg((s) => answerSupplierFootprintRequest(s, b.id, 'evt-1', { status: 'rejected', answer: {} })),
      ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
      const answered = await inOrg((s) =>
        answerSupplierFootprintRequest(s, a.id, 'evt-1', {
          status: 'fulfilled',
          answer: { footprintIds: ['x'] },
        }),
      );
      expect(answered).toMatchObject({ status: 'fulfilled', answer: { footprintIds: ['x'] } });
      await expect(
        inOrg((s) => answerSupplierFootprintRequest(s, a.id, 'evt-1', { status: 'rejected', answer: {} })),
      ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    });

    it('refuses a purchase of a product without quantity, and one for another organization’s supplier', async () => {
      const supplier = await inOrg((s) => createSupplier(s, { name: 'Purchases Inc' }));
      await expect(
        inOrg((s) =>
          createSupplierPurchase(s, supplier.id, {
            kind: 'product',
            productId: 'urn:pact:product:x',
            unit: 'kg',
            periodStart: '2025-01-01',
            periodEnd: '2025-12-31',
          } as never),
        ),
      ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
      await expect(
        inOrg(
          (s) =>
            createSupplierPurchase(s, supplier.id, {
              kind: 'product',
              productId: 'urn:pact:product:x',
              quantity: '10',
              unit: 'kg',
              periodStart: '2025-01-01',
              periodEnd: '2025-12-31',
            }),
          other.id,
        ),
      ).rejects.toThrow();
    });
  },
);
