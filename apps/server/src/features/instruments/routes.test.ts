import { Decimal } from '@ctp/engine';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const YEAR = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
const electricity = (
  facilityId: string,
  periodStart: string,
  periodEnd: string,
  mwh: string,
  attributes = {},
) => ({
  category: 'scope2.electricity.market_based',
  quantity: mwh,
  unit: 'MWh',
  facilityId,
  attributes,
  periodStart,
  periodEnd,
});
const windGos = (ids: string[], overrides: Record<string, unknown> = {}) => ({
  kind: 'unbundled_certificate',
  name: 'Nordic wind GOs',
  registry: 'Cesar (SE)',
  certificateIds: ids,
  volumeMwh: '40',
  technology: 'wind',
  generationStart: '2025-01-01',
  generationEnd: '2025-12-31',
  marketBoundary: 'SE',
  issuedOn: '2025-03-01',
  retiredOn: '2026-01-15',
  ...overrides,
});

interface Result {
  activityId: string;
  co2eKg: string;
  calculationRecordId: string;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 2 instrument ledger API on $name',
  (target) => {
    let f: TenantFixture;
    let stockholm = '';
    let uppsala = '';
    let oslo = '';
    const admin = () => f.as('ORG_ADMIN');

    beforeAll(async () => {
      f = await openTenantFixture(target);
      const facility = async (name: string, country: string) =>
        (await f.send('POST', '/api/facilities', { name, country }, admin())).body.id as string;
      stockholm = await facility('Stockholm', 'SE');
      uppsala = await facility('Uppsala', 'SE');
      oslo = await facility('Oslo', 'NO');
    }, 120_000);
    afterAll(() => f?.h.close());

    it('records an instrument, allocates it, lists both, and audits each change; READ_ONLY cannot write', async () => {
      const created = await f.send('POST', '/api/instruments', windGos(['GO-1', 'GO-2']), f.as('ORG_MEMBER'));
      expect(created.res.status).toBe(201);
      expect(created.body).toMatchObject({
        volumeMwh: '40',
        allocatedMwh: '0',
        certificateIds: ['GO-1', 'GO-2'],
      });
      const id = created.body.id as string;
      const allocated = await f.send(
        'POST',
        `/api/instruments/${id}/allocations`,
        { facilityId: uppsala, ...YEAR, volumeMwh: '12.5' },
        f.as('ORG_MEMBER'),
      );
      expect(allocated.res.status).toBe(201);
      const read = await f.call(`/api/instruments/${id}`, { headers: f.as('AUDITOR') });
      expect(read.body.allocatedMwh).toBe('12.5');
      const list = await f.call(`/api/allocations?instrumentId=${id}`, { headers: f.as('READ_ONLY') });
      expect((list.body.items as unknown[]).length).toBe(1);
      // Its certificate as evidence, attached to the instrument itself.
      const pdf = Buffer.from('%PDF-1.7\nCesar cancellation statement GO-1, GO-2\n%%EOF\n');
      const uploaded = await f.call(
        `/api/evidence?instrumentId=${id}&kind=certificate&fileName=cancellation.pdf`,
        {
          method: 'POST',
          headers: { ...f.as('ORG_MEMBER'), 'content-type': 'application/pdf' },
          body: pdf,
        },
      );
      expect(uploaded.res.status).toBe(201);
      expect(uploaded.body).toMatchObject({ instrumentId: id, activityId: null, facilityId: null });
      const evidence = await f.call(`/api/evidence?instrumentId=${id}`, { headers: f.as('AUDITOR') });
      expect(
        (evidence.body.items as { latest: { fileName: string } }[]).map((e) => e.latest.fileName),
      ).toEqual(['cancellation.pdf']);
      const twoSubjects = await f.call(`/api/evidence?instrumentId=${id}&facilityId=${uppsala}`, {
        headers: admin(),
      });
      expect(twoSubjects.res.status).toBe(400);
      const refused = await f.send('POST', '/api/instruments', windGos(['GO-9']), f.as('READ_ONLY'));
      expect(refused.res.status).toBe(403);
      expect(await f.auditActions(id)).toEqual(['scope2_instrument.create']);
      expect(await f.auditActions(allocated.body.id as string)).toEqual(['scope2_allocation.create']);
    });

    it('refuses with a problem that names the criterion: certificate twice, boundary, over-allocation', async () => {
      const first = await f.send('POST', '/api/instruments', windGos(['GO-100']), admin());
      const twice = await f.send('POST', '/api/instruments', windGos(['GO-100']), admin());
      expect(twice.res.status).toBe(409);
      expect(twice.res.headers.get('content-type')).toContain('application/problem+json');
      expect(twice.body.type).toBe('urn:ctp:problem:instrument-refused');
      const criteria = (a: typeof twice) =>
        ((a.body.details as { failures: { criterion: string }[] }).failures ?? []).map((x) => x.criterion);
      expect(criteria(twice)).toEqual(['QC2-unique-claim']);

      const id = first.body.id as string;
      const allocate = (facilityId: string, volumeMwh: string) =>
        f.send('POST', `/api/instruments/${id}/allocations`, { facilityId, ...YEAR, volumeMwh }, admin());
      const abroad = await allocate(oslo, '1');
      expect(abroad.res.status).toBe(409);
      expect(criteria(abroad)).toEqual(['QC5-market-boundary']);
      expect((await allocate(uppsala, '30')).res.status).toBe(201);
      const over = await allocate(stockholm, '11');
      expect(criteria(over)).toEqual(['QC2-unique-claim']);
      expect(String(over.body.detail)).toContain('holds 40 MWh with 30 MWh allocated');
      // Bad input is a 400 that loses nothing.
      const bad = await f.send(
        'POST',
        `/api/instruments/${id}/allocations`,
        { facilityId: uppsala, ...YEAR, volumeMwh: '-1' },
        admin(),
      );
      expect(bad.res.status).toBe(400);
    });

    it('market-based electricity takes the allocated instruments, split by consumption, in its record', async () => {
      // Two months in Stockholm covered by one allocation, one month in a control facility without any.
      const jan = await f.send(
        'POST',
        '/api/activities',
        electricity(stockholm, '2025-01-01', '2025-01-31', '30'),
        admin(),
      );
      const feb = await f.send(
        'POST',
        '/api/activities',
        electricity(stockholm, '2025-02-01', '2025-02-28', '10'),
        admin(),
      );
      const control = await f.send(
        'POST',
        '/api/activities',
        electricity(oslo, '2025-01-01', '2025-01-31', '30'),
        admin(),
      );
      const gothenburg = (
        await f.send('POST', '/api/facilities', { name: 'Gothenburg', country: 'SE' }, admin())
      ).body.id as string;
      const controlSe = await f.send(
        'POST',
        '/api/activities',
        electricity(gothenburg, '2025-03-01', '2025-03-31', '30'),
        admin(),
      );
      // Uppsala holds two allocations for 2025 (12.5 and 30 MWh, above): the older covers 12.5 of its
      // 30 MWh, the newer only the 17.5 left; the rest of the newer stays unclaimed.
      const uppsalaMarch = await f.send(
        'POST',
        '/api/activities',
        electricity(uppsala, '2025-03-01', '2025-03-31', '30'),
        admin(),
      );
      void control;
      const instrument = await f.send(
        'POST',
        '/api/instruments',
        windGos(['GO-500'], { volumeMwh: '20' }),
        admin(),
      );
      const allocation = await f.send(
        'POST',
        `/api/instruments/${instrument.body.id as string}/allocations`,
        { facilityId: stockholm, periodStart: '2025-01-01', periodEnd: '2025-03-31', volumeMwh: '20' },
        admin(),
      );
      expect(allocation.res.status).toBe(201);

      // Calculating January alone gives it the same share as calculating the whole quarter.
      const alone = await f.send('POST', '/api/calculations', { activityIds: [jan.body.id] }, admin());
      expect(alone.res.status).toBe(201);
      const run = await f.send(
        'POST',
        '/api/calculations',
        { periodStart: '2025-01-01', periodEnd: '2025-03-31' },
        admin(),
      );
      expect(run.res.status).toBe(201);
      const results = (await f.call('/api/results?method=market_based&limit=100', { headers: admin() })).body
        .items as Result[];
      const of = (id: unknown) => results.find((r) => r.activityId === id) as Result;

      const record = await f.call(`/api/records/${of(jan.body.id).calculationRecordId}`, {
        headers: admin(),
      });
      const input = (
        record.body as {
          record: {
            input: { activity: { attributes: { instruments: { quantity: string; id: string }[] } } };
          };
        }
      ).record.input.activity;
      // 20 MWh over 30 + 10 MWh consumed: January 15 MWh, February 5 MWh.
      expect(input.attributes.instruments).toEqual([
        expect.objectContaining({ type: 'certificate', quantity: '15000', unit: 'kWh' }),
      ]);
      expect(input.attributes.instruments[0]?.id).toContain(`ledger:${instrument.body.id as string}`);
      const uppsalaRecord = await f.call(`/api/records/${of(uppsalaMarch.body.id).calculationRecordId}`, {
        headers: admin(),
      });
      const uppsalaInstruments = (
        uppsalaRecord.body as {
          record: { input: { activity: { attributes: { instruments: { quantity: string }[] } } } };
        }
      ).record.input.activity.attributes.instruments;
      expect(uppsalaInstruments.map((i) => i.quantity)).toEqual(['12500', '17500']);
      expect(of(uppsalaMarch.body.id).co2eKg).toBe('0');
      // Gothenburg has no allocation: the residual rate on all of it. January in Stockholm pays the
      // same rate on its uncovered half: exactly half the control's emissions; February on a sixth.
      expect(new Decimal(of(jan.body.id).co2eKg).times(2).toFixed()).toBe(
        new Decimal(of(controlSe.body.id).co2eKg).toFixed(),
      );
      expect(new Decimal(of(feb.body.id).co2eKg).times(6).toFixed()).toBe(
        new Decimal(of(controlSe.body.id).co2eKg).toFixed(),
      );
    });

    it('refuses to calculate an activity that states its own instruments where the ledger covers it', async () => {
      const own = await f.send(
        'POST',
        '/api/activities',
        electricity(stockholm, '2025-03-01', '2025-03-31', '5', {
          instruments: [{ type: 'certificate', quantity: '5', unit: 'MWh', id: 'GO-500' }],
        }),
        admin(),
      );
      const run = await f.send('POST', '/api/calculations', { activityIds: [own.body.id] }, admin());
      expect(run.res.status).toBe(201);
      expect(run.body.failed).toEqual([
        expect.objectContaining({ activityId: own.body.id, code: 'INSTRUMENTS_CLAIMED_TWICE' }),
      ]);
    });
  },
);
