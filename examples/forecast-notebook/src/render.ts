import Table from 'cli-table3';
import type { NotebookResult } from './run-notebook.js';

const n = (x: number, digits = 1) =>
  Number.isFinite(x)
    ? x.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';

function table(head: string[], rows: (string | number)[][]): string {
  const t = new Table({ head, style: { head: [], border: [] } });
  t.push(...rows.map((r) => r.map(String)));
  return t.toString();
}

/** The notebook's cells as printable text, one string per cell. */
export function renderNotebook(r: NotebookResult): { title: string; body: string }[] {
  const s = r.data.series;
  const cells: { title: string; body: string }[] = [];
  cells.push({
    title: '1. Data',
    body: `${r.data.name}\nSource: ${r.data.source}\n${s.values.length} ${s.frequency} values from ${s.start}.`,
  });
  cells.push({
    title: '2. Registered models',
    body: table(
      ['id', 'name', 'min. points (monthly)'],
      r.models.map((m) => [m.id, m.name, m.minimumLength('monthly')]),
    ),
  });
  cells.push({
    title: '3. Accuracy on the held-out last year (1960), fitted on 1949–1959',
    body: `${table(
      ['model', 'fitted', 'sMAPE %', 'MAE', '80% cover %', '95% cover %'],
      r.holdout.map((h) => [
        h.modelId,
        h.description,
        n(h.smape, 2),
        n(h.mae),
        n(h.coverage80, 0),
        n(h.coverage95, 0),
      ]),
    )}\nBest by sMAPE: ${r.best.modelId}. Its projection of 1961 (first six months):\n${table(
      ['month', 'forecast', '80% interval', '95% interval'],
      r.projection.timeline.slice(0, 6).map((d, i) => {
        const [i80, i95] = r.projection.confidence?.intervals ?? [];
        return [
          d.slice(0, 7),
          n(r.projection.values[i] as number),
          `${n(i80?.lower[i] as number)} – ${n(i80?.upper[i] as number)}`,
          `${n(i95?.lower[i] as number)} – ${n(i95?.upper[i] as number)}`,
        ];
      }),
    )}`,
  });
  const years = r.scenarios.years;
  cells.push({
    title: '4. Scenarios (the series × 100 read as monthly t CO2e, re-dated to 2013–2024; annual totals, t)',
    body: table(
      ['scenario', ...years.map(String), 'cumulative', 'cut vs BAU 2030'],
      r.scenarios.scenarios.map((c) => [
        c.template.name ?? c.template.id,
        ...years.map((y) => n(c.pathway.points.find((p) => p.year === y)?.target ?? Number.NaN, 0)),
        n(c.cumulativeEmissions, 0),
        n(c.reductionVsBusinessAsUsual, 0),
      ]),
    ),
  });
  const g = r.gap.gap;
  cells.push({
    title: `5. Gap to the SBTi 1.5°C pathway (seasonal model, multiplicative), base year 2019 = ${n(r.gap.pathway.baseYearEmissions, 0)} t`,
    body: `${table(
      ['year', 'projected', 'target', 'gap', 'gap %', 'after initiatives'],
      g.years.map((y, i) => [
        y.year,
        n(y.projected, 0),
        n(y.target, 0),
        n(y.gap, 0),
        n(y.gapPercent ?? Number.NaN),
        n(r.gap.gapWithInitiatives.years[i]?.gap ?? Number.NaN, 0),
      ]),
    )}\nCumulative gap ${n(g.totalGap, 0)} t; ${g.finalYear} needs a further ${n(g.additionalReductionNeeded, 0)} t; aligned from ${g.yearOfAlignment ?? 'never (within the horizon)'}.`,
  });
  const rec = g.recommendations;
  cells.push({
    title: `6. Initiatives on the marginal abatement cost curve (discount rate ${rec.discountRate * 100}%)`,
    body: `${table(
      ['#', 'initiative', 'EUR / t', 'NPV EUR', 'payback (y)', `closes in ${g.finalYear} (t)`, '% of gap'],
      rec.measures.map((m) => [
        m.rank,
        m.name,
        n(m.costPerTonne, 2),
        n(m.npv, 0),
        m.paybackYears === null ? '–' : n(m.paybackYears),
        n(m.gapClosed, 0),
        n(m.gapClosedPercent),
      ]),
    )}\n${rec.findings.map((f) => `- ${f}`).join('\n')}`,
  });
  return cells;
}
