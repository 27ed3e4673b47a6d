import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderNotebook } from './render.js';
import { runNotebook } from './run-notebook.js';

// Fitting every model (ARIMA's order search included, and `auto`, which cross-validates all of them on
// rolling origins) takes tens of seconds on a loaded CI machine.
describe('forecast notebook', { timeout: 300_000 }, () => {
  const result = runNotebook();

  it('scores every registered model on the held-out year and picks the lowest sMAPE', () => {
    expect(result.holdout.map((h) => h.modelId)).toEqual(result.models.map((m) => m.id));
    for (const h of result.holdout) {
      expect(h.smape).toBeGreaterThan(0);
      expect(h.coverage95).toBeGreaterThanOrEqual(h.coverage80);
    }
    expect(result.best.smape).toBe(Math.min(...result.holdout.map((h) => h.smape)));
    // A seasonal series: the seasonal decomposition must beat a straight line.
    const score = (id: string) => result.holdout.find((h) => h.modelId === id)?.smape as number;
    expect(score('seasonal')).toBeLessThan(score('linear-trend'));
  });

  it('compares scenarios from the same base year and analyses the gap with both initiatives', () => {
    const pathways = new Map(result.scenarios.scenarios.map((s) => [s.template.id, s.pathway]));
    const base = pathways.get('sbti-1.5')?.baseYearEmissions as number;
    expect(pathways.get('sbti-wb2')?.baseYearEmissions).toBe(base);
    expect(pathways.get('sbti-1.5')?.points.find((p) => p.year === 2030)?.target).toBeCloseTo(
      base * (1 - 0.042 * 11),
      6,
    );
    const g = result.gap;
    expect(g.gap.recommendations.measures.map((m) => m.initiativeId).sort()).toEqual([
      'fleet-renewal',
      'saf-blend',
    ]);
    expect(g.gapWithInitiatives.totalGap).toBeLessThan(g.gap.totalGap);
  });

  it('is reproducible: the same inputs and clock give the same result', () => {
    const again = runNotebook();
    expect(again.gap).toEqual(result.gap);
    expect(again.projection.inputHash).toBe(result.projection.inputHash);
  });

  it('renders every cell, and `pnpm start` runs end to end', () => {
    const cells = renderNotebook(result);
    expect(cells.map((c) => c.title.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    const root = fileURLToPath(new URL('..', import.meta.url));
    const out = execFileSync(
      process.execPath,
      ['--conditions=@ctp/source', '--import', 'tsx', 'src/notebook.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    for (const m of result.models) expect(out).toContain(m.id);
    expect(out).toContain('not covered by any planned initiative');
  });
});
