import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentRefusedError, PeriodLockedError } from '../errors.js';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createFacility } from './facilities.js';
import { createOrganization } from './organizations.js';
import { lockPeriod } from './period-close.js';
import { createPeriod, getPeriod, movePeriod } from './reporting-periods.js';
import {
  allocateInstrument,
  cancelInstrument,
  createInstrument,
  getInstrument,
  listAllocations,
  liveAllocationsFor,
  releaseAllocation,
} from './scope2-instruments.js';
import { createUser } from './users.js';

const API = { actorType: 'api_token', actorId: null } as const;
const goBatch = (ids: string[], overrides: Record<string, unknown> = {}) => ({
  kind: 'unbundled_certificate' as const,
  name: 'Vattenfall wind GOs 2025',
  registry: 'Cesar (SE)',
  certificateIds: ids,
  volumeMwh: '100',
  technology: 'wind' as const,
  generationStart: '2025-01-01',
  generationEnd: '2025-06-30',
  marketBoundary: 'SE',
  issuedOn: '2025-07-15',
  retiredOn: '2026-01-20',
  ...overrides,
});
const YEAR = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

/** What a refusal names: its criteria, in order. */
async function refusedCriteria(p: Promise<unknown>): Promise<string[]> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InstrumentRefusedError);
  return (error as InstrumentRefusedError).failures.map((f) => f.criterion);
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'the Scope 2 instrument ledger on $name',
  (target) => {
    let store: TestDatabase;
    let orgId = '';
    let stockholm = '';
    let oslo = '';
    const inOrg = <T>(fn: (s: OrganizationScope) => Promise<T>) => withOrganization(store.db, orgId, fn);

    beforeAll(async () => {
      store = await target.open();
      orgId = (await withSystem(store.db, (s) => createOrganization(s, { name: 'Ledger', slug: 'ledger' })))
        .id;
      await inOrg(async (s) => {
        stockholm = (await createFacility(s, { name: 'Stockholm office', country: 'SE', gridRegion: 'SE-3' }))
          .id;
        oslo = (await createFacility(s, { name: 'Oslo office', country: 'NO' })).id;
      });
    }, 240_000);
    afterAll(() => store?.cleanup());

    it('allocates a qualifying instrument and counts what is allocated', async () => {
      const instrument = await inOrg((s) => createInstrument(s, goBatch(['SE-GO-0001', 'SE-GO-0002']), API));
      expect(instrument.certificateIds).toEqual(['SE-GO-0001', 'SE-GO-0002']);
      const allocation = await inOrg((s) =>
        allocateInstrument(s, instrument.id, { facilityId: stockholm, ...YEAR, volumeMwh: '60' }, API),
      );
      expect(allocation.volumeMwh).toBe('60');
      expect((await inOrg((s) => getInstrument(s, instrument.id))).allocatedMwh).toBe('60');
      const live = await inOrg((s) => liveAllocationsFor(s, [stockholm], '2025-03-01', '2025-03-31'));
      expect(live.map((l) => l.allocation.id)).toEqual([allocation.id]);
    });

    it('refuses a certificate claimed twice, an allocation twice and an over-allocation, naming QC2', async () => {
      const instrument = await inOrg((s) => createInstrument(s, goBatch(['SE-GO-0100']), API));
      // The same certificate entered again as another instrument.
      expect(
        await refusedCriteria(inOrg((s) => createInstrument(s, goBatch(['SE-GO-0100', 'SE-GO-0101']), API))),
      ).toEqual(['QC2-unique-claim']);
      await inOrg((s) =>
        allocateInstrument(s, instrument.id, { facilityId: stockholm, ...YEAR, volumeMwh: '70' }, API),
      );
      // The same instrument on the same consumption a second time.
      expect(
        await refusedCriteria(
          inOrg((s) =>
            allocateInstrument(s, instrument.id, { facilityId: stockholm, ...YEAR, volumeMwh: '10' }, API),
          ),
        ),
      ).toEqual(['QC2-unique-claim']);
      // 70 of 100 MWh allocated: 40 more would claim 10 MWh the instrument does not hold.
      const over = inOrg((s) =>
        allocateInstrument(
          s,
          instrument.id,
          { facilityId: stockholm, periodStart: '2025-01-01', periodEnd: '2025-06-30', volumeMwh: '40' },
          API,
        ),
      );
      await expect(over).rejects.toThrow(
        /holds 100 MWh with 70 MWh allocated: 40 MWh more would claim 10 MWh/,
      );
    });

    it('refuses an out-of-boundary, unretired or stale certificate with the criterion it fails', async () => {
      const se = await inOrg((s) => createInstrument(s, goBatch(['SE-GO-0200']), API));
      expect(
        await refusedCriteria(
          inOrg((s) => allocateInstrument(s, se.id, { facilityId: oslo, ...YEAR, volumeMwh: '1' }, API)),
        ),
      ).toEqual(['QC5-market-boundary']);
      const unretired = await inOrg((s) =>
        createInstrument(s, goBatch(['SE-GO-0201'], { retiredOn: null }), API),
      );
      expect(
        await refusedCriteria(
          inOrg((s) =>
            allocateInstrument(s, unretired.id, { facilityId: stockholm, ...YEAR, volumeMwh: '1' }, API),
          ),
        ),
      ).toEqual(['QC3-retired']);
      const old = await inOrg((s) =>
        createInstrument(
          s,
          goBatch(['SE-GO-0202'], { generationStart: '2023-01-01', generationEnd: '2023-12-31' }),
          API,
        ),
      );
      expect(
        await refusedCriteria(
          inOrg((s) =>
            allocateInstrument(s, old.id, { facilityId: stockholm, ...YEAR, volumeMwh: '1' }, API),
          ),
        ),
      ).toEqual(['QC4-vintage']);
    });

    it('enforces volume, retirement and immutability in the database, not only in code', async () => {
      const instrument = await inOrg((s) =>
        createInstrument(s, goBatch(['SE-GO-0300'], { volumeMwh: '5' }), API),
      );
      const unretired = await inOrg((s) =>
        createInstrument(s, goBatch(['SE-GO-0301'], { retiredOn: null }), API),
      );
      const insert = (instrumentId: string, volume: string, start = '2025-01-01') =>
        inOrg((s) =>
          sql`INSERT INTO scope2_allocations (id, organization_id, instrument_id, facility_id, period_start, period_end, volume_mwh, created_by_type)
            VALUES (gen_random_uuid(), ${orgId}, ${instrumentId}, ${stockholm}, ${start}, '2025-12-31', ${volume}, 'api_token')`.execute(
            s.db,
          ),
        );
      await expect(insert(instrument.id, '6')).rejects.toMatchObject({
        constraint: 'scope2_allocations_volume',
      });
      await expect(insert(unretired.id, '1')).rejects.toMatchObject({
        constraint: 'scope2_allocations_retired',
      });
      await insert(instrument.id, '5');
      await expect(insert(instrument.id, '1', '2025-02-01')).rejects.toMatchObject({
        constraint: 'scope2_allocations_volume',
      });
      await expect(
        inOrg((s) =>
          sql`UPDATE scope2_instruments SET volume_mwh = 500 WHERE id = ${instrument.id}`.execute(s.db),
        ),
      ).rejects.toMatchObject({ constraint: 'scope2_instruments_immutable' });
      await expect(
        inOrg((s) =>
          sql`UPDATE scope2_allocations SET volume_mwh = 1 WHERE instrument_id = ${instrument.id}`.execute(
            s.db,
          ),
        ),
      ).rejects.toMatchObject({ constraint: 'scope2_allocations_immutable' });
      // The application role has no DELETE on the ledger (and the guard triggers refuse it for the owner).
      await expect(
        inOrg((s) =>
          sql`DELETE FROM scope2_allocations WHERE instrument_id = ${instrument.id}`.execute(s.db),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        inOrg((s) => sql`DELETE FROM scope2_instruments WHERE id = ${instrument.id}`.execute(s.db)),
      ).rejects.toThrow(/permission denied/);
      await expect(
        inOrg((s) =>
          sql`DELETE FROM scope2_certificate_claims WHERE instrument_id = ${instrument.id}`.execute(s.db),
        ),
      ).rejects.toThrow(/permission denied/);
    });

    it('releases an allocation once and cancels an unallocated instrument, freeing its certificates', async () => {
      const instrument = await inOrg((s) => createInstrument(s, goBatch(['SE-GO-0400']), API));
      const allocation = await inOrg((s) =>
        allocateInstrument(s, instrument.id, { facilityId: stockholm, ...YEAR, volumeMwh: '3' }, API),
      );
      await expect(inOrg((s) => cancelInstrument(s, instrument.id, { reason: 'typo' }, API))).rejects.toThrow(
        /live allocations/,
      );
      const released = await inOrg((s) => releaseAllocation(s, allocation.id, { reason: 'wrong site' }, API));
      expect(released.releasedAt).not.toBeNull();
      await expect(
        inOrg((s) => releaseAllocation(s, allocation.id, { reason: 'again' }, API)),
      ).rejects.toThrow(/already released/);
      expect((await inOrg((s) => listAllocations(s, { instrumentId: instrument.id }))).items).toEqual([]);
      const cancelled = await inOrg((s) =>
        cancelInstrument(s, instrument.id, { reason: 'entered twice' }, API),
      );
      expect(cancelled.cancelReason).toBe('entered twice');
      // Its certificate may now be entered again, correctly.
      const again = await inOrg((s) => createInstrument(s, goBatch(['SE-GO-0400'], { volumeMwh: '1' }), API));
      expect(again.certificateIds).toEqual(['SE-GO-0400']);
      await expect(inOrg((s) => cancelInstrument(s, instrument.id, { reason: 'x' }, API))).rejects.toThrow(
        /already cancelled/,
      );
    });

    it('refuses an allocation inside a locked reporting period', async () => {
      const instrument = await inOrg((s) =>
        createInstrument(
          s,
          goBatch(['SE-GO-0500'], { generationStart: '2024-01-01', generationEnd: '2024-12-31' }),
          API,
        ),
      );
      await inOrg(async (s) => {
        const ada = (await createUser(s, { email: 'ada@ledger.example', name: 'Ada', role: 'ORG_ADMIN' })).id;
        const bob = (await createUser(s, { email: 'bob@ledger.example', name: 'Bob', role: 'ORG_ADMIN' })).id;
        let p = await createPeriod(s, {
          name: 'FY2024',
          periodStart: '2024-01-01',
          periodEnd: '2024-12-31',
          createdBy: ada,
        });
        p = await movePeriod(s, p, 'submit', ada);
        p = await movePeriod(s, await getPeriod(s, p.id, true), 'approve', bob);
        await lockPeriod(s, p, bob);
      });
      await expect(
        inOrg((s) =>
          allocateInstrument(
            s,
            instrument.id,
            { facilityId: stockholm, periodStart: '2024-01-01', periodEnd: '2024-12-31', volumeMwh: '1' },
            API,
          ),
        ),
      ).rejects.toBeInstanceOf(PeriodLockedError);
    });
  },
);
