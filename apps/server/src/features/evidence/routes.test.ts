import { createHash, randomBytes } from 'node:crypto';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';
import { EVIDENCE_MAX_BYTES } from './limits.js';

const gas = {
  category: 'scope1.stationary_combustion',
  quantity: '1000',
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
const pdf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`));
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface FileView {
  id: string;
  evidenceId: string;
  version: number;
  sha256: string;
  sizeBytes: number;
  fileName: string;
  mediaType: string;
  downloadPath: string;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('evidence API on $name', (target) => {
  let f: TenantFixture;
  let activityId = '';
  let facilityId = '';
  const upload = (query: string, body: Uint8Array, type: string, headers = f.as('ORG_MEMBER')) =>
    f.call(`/api/evidence${query}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body: Buffer.from(body),
    });

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const a = await f.send('POST', '/api/activities', gas, f.as('ORG_ADMIN'));
    activityId = a.body.id as string;
    const fac = await f.send('POST', '/api/facilities', { name: 'Plant' }, f.as('ORG_ADMIN'));
    facilityId = fac.body.id as string;
  }, 120_000);
  afterAll(() => f?.h.close());

  it('stores a file with its SHA-256, lists it, serves the same bytes, and versions it', async () => {
    const bytes = pdf('invoice January');
    const created = await upload(
      `?activityId=${activityId}&kind=invoice&fileName=Invoice%20Jan.pdf`,
      bytes,
      'application/pdf',
    );
    expect(created.res.status).toBe(201);
    const first = created.body as unknown as FileView;
    expect(first).toMatchObject({
      version: 1,
      sha256: sha(bytes),
      sizeBytes: bytes.byteLength,
      fileName: 'Invoice Jan.pdf',
    });

    const download = await f.h.request(first.downloadPath, { headers: f.as('READ_ONLY') });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice_Jan.pdf"; filename*=UTF-8''Invoice%20Jan.pdf`,
    );
    expect(download.headers.get('etag')).toBe(`"${sha(bytes)}"`);

    const v2bytes = pdf('invoice January, corrected');
    const v2 = await f.call(`/api/evidence/${first.evidenceId}/versions?fileName=invoice-v2.pdf`, {
      method: 'POST',
      headers: { ...f.as('ORG_ADMIN'), 'content-type': 'application/pdf' },
      body: Buffer.from(v2bytes),
    });
    expect(v2.res.status).toBe(201);
    expect(v2.body).toMatchObject({
      evidenceId: first.evidenceId,
      version: 2,
      sha256: sha(v2bytes),
      kind: 'invoice',
    });

    const listed = await f.call(`/api/evidence?activityId=${activityId}`, { headers: f.as('READ_ONLY') });
    expect(listed.res.status).toBe(200);
    const items = listed.body.items as { evidenceId: string; latest: FileView; versions: FileView[] }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.latest.version).toBe(2);
    expect(items[0]?.versions.map((v) => v.sha256)).toEqual([sha(bytes), sha(v2bytes)]);
    // The first version is still served as it was.
    const again = await f.h.request(first.downloadPath, { headers: f.as('ORG_ADMIN') });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(await f.auditActions(first.evidenceId)).toEqual(['evidence.upload', 'evidence.version']);
  });

  it('lists the activity evidence in the calculation record (the result trail)', async () => {
    const csv = new TextEncoder().encode('meter,reading\nM1,1000\n');
    const up = await upload(
      `?activityId=${activityId}&kind=meter_reading&fileName=readings.csv`,
      csv,
      'text/csv',
    );
    expect(up.res.status).toBe(201);
    const run = await f.send(
      'POST',
      '/api/calculations',
      { periodStart: '2025-01-01', periodEnd: '2025-01-31' },
      f.as('ORG_ADMIN'),
    );
    expect(run.res.status).toBe(201);
    const records = await f.call(`/api/records?activityId=${activityId}`, { headers: f.as('READ_ONLY') });
    const recordId = (records.body.items as { id: string }[])[0]?.id;
    const record = await f.call(`/api/records/${recordId}`, { headers: f.as('READ_ONLY') });
    expect(record.res.status).toBe(200);
    const evidence = record.body.evidence as { kind: string; latest: FileView }[];
    expect(evidence.map((e) => [e.kind, e.latest.fileName])).toEqual([
      ['invoice', 'invoice-v2.pdf'],
      ['meter_reading', 'readings.csv'],
    ]);
  });

  it('refuses a type not allowed, bytes that are not their type, and a file too large, with stable types', async () => {
    const gif = await upload(
      `?facilityId=${facilityId}&kind=certificate&fileName=c.gif`,
      new Uint8Array([0x47, 0x49, 0x46]),
      'image/gif',
    );
    expect(gif.res.status).toBe(415);
    expect(gif.body).toMatchObject({
      type: 'urn:ctp:problem:evidence-media-type',
      code: 'EVIDENCE_MEDIA_TYPE',
    });
    const html = await upload(
      `?facilityId=${facilityId}&kind=certificate&fileName=c.pdf`,
      new TextEncoder().encode('<html>'),
      'application/pdf',
    );
    expect(html.res.status).toBe(415);
    expect(html.body.type).toBe('urn:ctp:problem:evidence-media-type');
    const big = new Uint8Array(EVIDENCE_MAX_BYTES + 1);
    big.set(pdf('x'), 0);
    const tooLarge = await upload(
      `?facilityId=${facilityId}&kind=contract&fileName=big.pdf`,
      big,
      'application/pdf',
    );
    expect(tooLarge.res.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      type: 'urn:ctp:problem:evidence-too-large',
      limitBytes: EVIDENCE_MAX_BYTES,
    });
    const both = await upload(
      `?facilityId=${facilityId}&activityId=${activityId}&kind=contract&fileName=a.pdf`,
      pdf('a'),
      'application/pdf',
    );
    expect(both.res.status).toBe(400);
    const listed = await f.call(`/api/evidence?facilityId=${facilityId}`, { headers: f.as('ORG_ADMIN') });
    expect(listed.body.items).toEqual([]);
  });

  it('keeps uploads to writers and evidence inside its organization', async () => {
    const readOnly = await upload(
      `?facilityId=${facilityId}&kind=contract&fileName=a.pdf`,
      pdf('a'),
      'application/pdf',
      f.as('READ_ONLY'),
    );
    expect(readOnly.res.status).toBe(403);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(64)]);
    const ok = await upload(`?facilityId=${facilityId}&kind=certificate&fileName=rec.png`, png, 'image/png');
    expect(ok.res.status).toBe(201);
    const file = ok.body as unknown as FileView;
    const other = { authorization: `Bearer ${f.other.adminToken}` };
    expect((await f.h.request(file.downloadPath, { headers: other })).status).toBe(404);
    expect((await f.call(`/api/evidence?facilityId=${facilityId}`, { headers: other })).res.status).toBe(404);
    const foreignVersion = await f.call(`/api/evidence/${file.evidenceId}/versions?fileName=x.png`, {
      method: 'POST',
      headers: { ...other, 'content-type': 'image/png' },
      body: Buffer.from(png),
    });
    expect(foreignVersion.res.status).toBe(404);
  });
});
