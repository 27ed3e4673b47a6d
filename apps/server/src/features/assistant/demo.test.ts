import { type AssistantContext, contextValues, extractFigures, matchFigure } from '@ctp/assistant';
import { createReport, testTargets, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoOutcome, seedDemo } from '../../cli/demo-command.js';
import { json, openServerHarness, type ServerHarness } from '../../testing/server-harness.js';

/** `1234567.891` kg → `1,234.57 t CO2e`, as a reader would expect the total to be written. */
const tonnes = (kg: string) =>
  `${new Decimal(kg)
    .div(1000)
    .toFixed(2, Decimal.ROUND_HALF_UP)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')} t CO2e`;

// Each question reads the store several times (PGlite, one thread): generous on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The built-in provider (no model) on the demo organization of `ctp demo`: each permitted use is
 * answered, and every figure of every answer is a value of the context it was built from.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'built-in assistant on the demo organization ($name)',
  (target) => {
    let h: ServerHarness;
    let demo: DemoOutcome;
    let reader: Record<string, string>;
    let admin: Record<string, string>;

    beforeAll(async () => {
      h = await openServerHarness(target);
      demo = await seedDemo(h.runtime, 'demo');
      reader = { authorization: `Bearer ${await h.issueToken(demo.organization.id, 'READ_ONLY')}` };
      admin = { authorization: `Bearer ${await h.issueToken(demo.organization.id, 'ORG_ADMIN')}` };
    }, 180_000);
    afterAll(async () => {
      await h?.close();
    });

    async function ask(query: string) {
      const res = await h.request(
        '/api/ai-assistant/chat',
        json('POST', { organizationId: demo.organization.id, query }, reader),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        interactionId: string;
        status: string;
        response: string;
        intent: { use: string };
        guard: { findings: { kind: string }[]; figuresChecked: number };
      };
      const stored = (await (
        await h.request(`/api/ai-assistant/interactions/${body.interactionId}`, { headers: admin })
      ).json()) as {
        context: AssistantContext;
      };
      // Independently of the guard's verdict: every figure quotes a value of the stored context.
      const values = contextValues(stored.context);
      const unsupported = extractFigures(body.response).filter((figure) => !matchFigure(figure, values).ok);
      expect(unsupported, body.response).toEqual([]);
      expect(body.status).toBe('answered');
      expect(body.guard.findings.filter((f) => f.kind === 'unsupported_figure')).toEqual([]);
      return { ...body, context: stored.context };
    }

    it('gives the totals of a year, by scope with both Scope 2 methods, and says there is no report yet', async () => {
      expect((await ask('Which reports have we generated?')).response).toBe(
        'Demo Manufacturing has no reports yet.',
      );
      const answer = await ask('What were our total emissions in 2025?');
      expect(answer.intent.use).toBe('explain_report');
      const y2025 = demo.byYear.find((y) => y.year === '2025');
      expect(answer.response).toContain(`Scope 1: ${tonnes(y2025?.scope1 ?? '0')}`);
      expect(answer.response).toContain(
        `Scope 2 (location-based): ${tonnes(y2025?.scope2LocationBased ?? '0')}`,
      );
      expect(answer.response).toContain(`Scope 2 (market-based): ${tonnes(y2025?.scope2MarketBased ?? '0')}`);
      expect(answer.guard.figuresChecked).toBeGreaterThan(5);
    });

    it('summarizes the changes between 2024 and 2025', async () => {
      const answer = await ask('Summarize the changes between 2024 and 2025');
      expect(answer.intent.use).toBe('summarize_changes');
      const y2024 = demo.byYear.find((y) => y.year === '2024');
      const y2025 = demo.byYear.find((y) => y.year === '2025');
      expect(answer.response).toContain(
        `from ${tonnes(y2024?.scope1 ?? '0')} to ${tonnes(y2025?.scope1 ?? '0')}`,
      );
      // Decomposed into drivers, by category and by facility.
      expect(answer.response).toMatch(/drivers: activity volume (up|down) [\d.,]+ t CO2e, emission factors/);
      expect(answer.response).toMatch(/- employee commuting: up [\d.,]+ t CO2e/);
      expect(answer.response).toMatch(/- Leeds plant \(all scopes, Scope 2 location-based\): down/);
    });

    it('drafts a narrative from the existing data', async () => {
      const answer = await ask('Draft a narrative for 2024 and 2025');
      expect(answer.intent.use).toBe('draft_narrative');
      expect(answer.response).toMatch(/^Emissions of Demo Manufacturing in 2025:/);
      expect(answer.response).toContain('went down from 2024 to 2025');
      expect(answer.response).toMatch(/Emission factors were taken from .+\./);
    });

    it('flags missing data', async () => {
      const answer = await ask('Is any data missing?');
      expect(answer.intent.use).toBe('flag_missing_data');
      expect(answer.response).toMatch(/^Every month from 2019-01 to 2025-12 has data/);
      // Refrigerant top-ups are entered quarterly in the demo: flagged, but as a regular cadence.
      expect(answer.response).toMatch(
        /Leeds plant, fugitive emissions: no data for .+ \(recorded every 3 months/,
      );
      expect(answer.context.dataCoverage.length).toBeGreaterThan(3);
    });

    it('answers on factors and methodology with citations', async () => {
      const answer = await ask('Which emission factors and methodology are used for electricity?');
      expect(answer.intent.use).toBe('answer_methodology');
      expect(answer.response).toContain('Emission factors used in 2025:');
      // Both parts of market-based electricity: the certificates and the residual mix.
      expect(answer.response).toMatch(
        /Leeds plant, market-based electricity in 2025: covered by contractual instruments: \d+ kWh at 0 kg CO2e\/kWh .*uncovered consumption at the residual mix: \d+ kWh at [\d.]+ kg CO2\/kWh/,
      );
      const cited = answer.context.factorsUsed.filter((f) => f.category.includes('electricity'));
      expect(cited.length).toBeGreaterThan(0);
      for (const f of cited)
        expect(answer.response).toContain(`dataset ${f.datasetId} version ${f.datasetVersion}`);
      expect(answer.context.relevantDocuments.length).toBeGreaterThan(0);
    });

    it('explains the newest report over its own period', async () => {
      // Reports name a framework version of the catalogue (migration 0009) and carry a verification code.
      const gri = h.runtime.frameworks.get('gri');
      await withOrganization(h.runtime.database.db, demo.organization.id, (scope) =>
        createReport(
          scope,
          {
            frameworkCode: 'gri',
            frameworkVersion: gri.version,
            title: 'GHG statement 2024',
            periodStart: '2024-01-01',
            periodEnd: '2024-12-31',
          },
          () => 'CTP-2026-ASST',
        ),
      );
      const answer = await ask('Explain our latest report');
      const y2024 = demo.byYear.find((y) => y.year === '2024');
      expect(answer.response).toMatch(
        new RegExp(
          `^The report "GHG statement 2024" \\(gri ${gri.version}\\) covers 2024-01-01 to 2024-12-31\\.`,
        ),
      );
      // Generation status and completeness are two things.
      expect(answer.response).toMatch(
        /Generation status: queued\. This is not the same as complete content\./,
      );
      expect(answer.response).toContain(`Scope 1: ${tonnes(y2024?.scope1 ?? '0')}`);
    });
  },
);
