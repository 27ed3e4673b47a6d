import { type TestTarget, testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const [target] = testTargets(undefined);

describe('GET /api/report-frameworks', () => {
  let f: TenantFixture;
  beforeAll(async () => {
    f = await openTenantFixture(target as TestTarget);
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('lists, per disclosure, its section and the narrative texts a template can supply', async () => {
    const answer = await f.call('/api/report-frameworks', { headers: f.as('READ_ONLY') });
    expect(answer.res.status).toBe(200);
    type Item = {
      code: string;
      current: boolean;
      disclosures: { id: string; section: string; narratives: { key: string; label: string }[] }[];
    };
    const tcfd = (answer.body.items as Item[]).find((x) => x.code === 'tcfd' && x.current);
    const byId = new Map(tcfd?.disclosures.map((d) => [d.id, d]));
    expect(byId.get('GOV-a')).toMatchObject({
      section: 'Governance',
      narratives: [{ key: 'narrative.governance.board', label: 'Board oversight' }],
    });
    expect(byId.get('STR-a')?.section).toBe('Strategy');
    // Metrics come from the inventory: no text to supply.
    expect(
      tcfd?.disclosures.some((d) => d.section === 'Metrics and targets' && d.narratives.length === 0),
    ).toBe(true);
  });

  it('lists IFRS S2 and GRI 102 beside the others, and says GRI 102 replaces gri from 2027', async () => {
    const answer = await f.call('/api/report-frameworks', { headers: f.as('READ_ONLY') });
    type Item = { code: string; name: string; current: boolean; supersedes: unknown };
    const current = (answer.body.items as Item[]).filter((x) => x.current);
    expect(current.find((x) => x.code === 'ifrs-s2')).toMatchObject({
      name: 'IFRS S2 Climate-related Disclosures',
      supersedes: null,
    });
    expect(current.find((x) => x.code === 'gri-102')).toMatchObject({
      name: 'GRI 102: Climate Change 2025',
      supersedes: { code: 'gri', forPeriodsFrom: '2027-01-01' },
    });
    expect(current.find((x) => x.code === 'gri')?.supersedes).toBeNull();
  });
});
