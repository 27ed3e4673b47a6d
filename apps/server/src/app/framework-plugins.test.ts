import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sec } from '@ctp/framework-sec';
import { frameworkRecord } from '@ctp/reporting';
import { type TestTarget, testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, memoryDestination } from '../http/logging/index.js';
import { json, openServerHarness, PASSWORD, type ServerHarness } from '../testing/server-harness.js';
import { parseConfig, type ServerConfig } from '../wiring/config/index.js';
import { QUEUE_DEFINITIONS } from './jobs.js';
import { openRuntime } from './open-runtime.js';

// The seam end to end: a server started with CTP_FRAMEWORK_PLUGINS=@ctp/framework-sec lists the
// example framework as a plugin and accepts a report request for it.
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'framework plugins on $name',
  (target: TestTarget) => {
    let h: ServerHarness;
    let member: Record<string, string>;

    beforeAll(async () => {
      h = await openServerHarness(target, { CTP_FRAMEWORK_PLUGINS: '@ctp/framework-sec' });
      const setup = await h.request('/api/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          organizationName: 'Plugin Co',
          organizationSlug: 'plugin-co',
          adminName: 'Ada Admin',
          adminEmail: 'ada@example.com',
          adminPassword: PASSWORD,
        }),
      });
      expect(setup.status).toBe(201);
      const { organization } = (await setup.json()) as { organization: { id: string } };
      member = { authorization: `Bearer ${await h.issueToken(organization.id, 'ORG_MEMBER')}` };
    }, 120_000);
    afterAll(async () => {
      await h?.runtime.jobs.stop({ graceful: false });
      await h?.close();
    });

    it('lists the plugin framework next to the built-in ones', async () => {
      const res = await h.request('/api/report-frameworks', { headers: member });
      expect(res.status).toBe(200);
      const { items } = (await res.json()) as {
        items: {
          code: string;
          version: string;
          source: string;
          current: boolean;
          disclosures: { id: string }[];
        }[];
      };
      expect(items.map((i) => [i.code, i.source])).toEqual([
        ['cdp', 'built-in'],
        ['csrd', 'built-in'],
        ['gri', 'built-in'],
        ['gri-102', 'built-in'],
        ['ifrs-s2', 'built-in'],
        ['sec', 'plugin'],
        ['tcfd', 'built-in'],
      ]);
      expect(items.find((i) => i.code === 'sec')).toMatchObject({ version: '2024', current: true });
      expect(items.find((i) => i.code === 'sec')?.disclosures.map((d) => d.id)).toEqual([
        '1501',
        '1504',
        '1505(a)',
        '1505(b)',
        '1506',
      ]);
    });

    it('accepts a report request for it', async () => {
      await h.runtime.jobs.start();
      for (const definition of QUEUE_DEFINITIONS) await h.runtime.jobs.createQueue(definition);
      const res = await h.request(
        '/api/reports',
        json('POST', { frameworkCode: 'sec', periodStart: '2025-01-01', periodEnd: '2025-12-31' }, member),
      );
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, JSON.stringify(body)).toBe(202);
      expect(body).toMatchObject({ frameworkCode: 'sec', frameworkVersion: '2024' });
    });
  },
);

describe('openRuntime({ frameworks })', () => {
  it('registers an embedder’s frameworks (openRuntime passes them to createRuntime) next to the built-in ones and the configured plugins', async () => {
    const [target] = testTargets(undefined) as [TestTarget];
    const database = await target.open();
    const dataDir = await mkdtemp(join(tmpdir(), 'ctp-framework-option-'));
    const config = parseConfig(
      {
        CTP_DATA_DIR: dataDir,
        CTP_SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        CTP_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMDEyMzQ',
        CTP_FRAMEWORK_PLUGINS: '@ctp/framework-sec',
      },
      { cwd: dataDir },
    ).value as ServerConfig;
    const acme = { ...frameworkRecord(sec).definition, code: 'acme', name: 'Acme internal' };
    const runtime = await openRuntime(config, {
      logger: createLogger({ level: 'silent', destination: memoryDestination() }),
      database,
      migrate: false,
      startJobs: false,
      frameworks: [acme],
    });
    try {
      expect(runtime.frameworks.list().map((f) => f.code)).toEqual([
        'acme',
        'cdp',
        'csrd',
        'gri',
        'gri-102',
        'ifrs-s2',
        'sec',
        'tcfd',
      ]);
    } finally {
      await runtime.close();
      await database.cleanup();
    }
  }, 120_000);
});
