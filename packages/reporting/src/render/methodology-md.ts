import type { ReportInput } from '../input.js';
import {
  NO_RESTATEMENT,
  OPEN_RESTATEMENT_NOTE,
  openRestatementRows,
  restatedTotalsRows,
  restatementRows,
} from '../mapper/base-year.js';
import { citedDatasets } from '../mapper/factor-editions.js';
import { consolidationLabel } from '../mapper/facts.js';
import type { MappedReport, ReportTotals } from '../mapper/types.js';
import { CONTENT_HASH_METHOD } from '../verify/metadata.js';
import { REPORTING_VERSION } from '../version.js';
import { algorithmLabel } from './algorithm-label.js';
import { factorEditionsTable } from './factor-editions-table.js';
import { DISPLAY_ROUNDING, formatTonnes, TOTAL_LABELS } from './format.js';
import { methaneRuleText } from './methane-rule.js';

// A table cell on one line: a pipe would end the cell, a line break the row.
const cell = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `| ${columns.map(cell).join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |\n`;
  return head + rows.map((r) => `| ${r.map(cell).join(' | ')} |\n`).join('');
}

/**
 * methodology.md: how every figure was calculated: standards and boundary, algorithms and their
 * versions, emission factors with citations, the GWP set, overrides in force with their
 * justifications, recalculations, rounding and how to verify the report.
 */
export function renderMethodologyMd(mapped: MappedReport, input: ReportInput): string {
  const org = input.organization;
  const algUse = new Map(Object.entries(mapped.usage.algorithms));
  const algorithms = input.algorithms.filter((a) => algUse.has(`${a.id}@${a.version}`));
  const editionsByYear = mapped.usage.factorEditionsByYear;
  const cited = citedDatasets(editionsByYear);
  const resultsOf = new Map<string, number>();
  for (const e of editionsByYear.flatMap((y) => y.editions))
    resultsOf.set(e.dataset, (resultsOf.get(e.dataset) ?? 0) + e.results);
  const datasets = input.factorSources.filter((f) => cited.has(`${f.datasetId}@${f.datasetVersion}`));
  const out: string[] = [];
  out.push(`# Methodology: ${cell(input.report.title ?? `${mapped.framework.name} report`)}\n`);
  out.push(
    table(
      ['Item', 'Value'],
      [
        ['Organization', org.name],
        ['Framework', `${mapped.framework.name} (${mapped.framework.code} ${mapped.framework.version})`],
        ['Reporting period', `${input.period.start} to ${input.period.end}`],
        ['Generated', input.generatedAt],
        ['Verification code', input.report.verificationCode],
      ],
    ),
  );
  out.push('\n## Standards and boundary\n');
  out.push(
    'Emissions are calculated following the GHG Protocol Corporate Accounting and Reporting Standard; Scope 2 is reported ' +
      'both location-based and market-based (GHG Protocol Scope 2 Guidance) and the two are never added together. ' +
      'Biogenic CO2 is reported apart from the scopes.\n\n',
  );
  out.push(
    table(
      ['Item', 'Value'],
      [
        ['Consolidation approach', consolidationLabel(org.consolidationApproach)],
        ['Reporting boundary', org.reportingBoundary ?? 'not stated'],
        ['Base year', org.baseYear === null ? 'none chosen' : String(org.baseYear)],
        ['Base-year recalculation policy', mapped.baseYear.policy ?? 'not stated'],
      ],
    ),
  );
  out.push('\n## Calculation\n');
  out.push(
    table(
      ['Item', 'Value'],
      [
        ['Calculation engine', `@ctp/engine ${input.calculation.engineVersion}`],
        ['Report generator', `@ctp/reporting ${REPORTING_VERSION}`],
        ['GWP set', `IPCC ${input.calculation.gwpSet}, ${input.calculation.gwpTimeframe}`],
        ['Methane GWP', methaneRuleText(input.calculation)],
        ['Emission results', String(input.emissions.length)],
        ['Rounding', DISPLAY_ROUNDING],
      ],
    ),
  );
  out.push('\n## Algorithms\n');
  out.push(
    table(
      ['Algorithm', 'Version', 'Name', 'Type', 'Results', 'Method', 'References'],
      algorithms.map((a) => [
        algorithmLabel(a),
        a.version,
        a.name,
        a.type,
        String(algUse.get(`${a.id}@${a.version}`) ?? 0),
        a.methodology,
        a.references.map((r) => (r.url === null ? r.title : `${r.title} <${r.url}>`)).join('; '),
      ]),
    ),
  );
  out.push('\n## Emission factors\n');
  out.push(
    table(
      ['Dataset', 'Title', 'Publisher', 'Source', 'License', 'Results'],
      datasets.map((f) => [
        `${f.datasetId}@${f.datasetVersion}`,
        f.title ?? '',
        f.publisher ?? '',
        f.sourceUrl ?? f.source ?? '',
        f.license ?? '',
        String(resultsOf.get(`${f.datasetId}@${f.datasetVersion}`) ?? 0),
      ]),
    ),
  );
  out.push('\n## Emission factor editions by year\n');
  out.push(
    'Each year is calculated with the edition in force for it, unless the calculation pinned another ' +
      '(its results then carry a PINNED_EDITION warning). Results counts are per year of the result period.\n\n',
  );
  const byYear = factorEditionsTable(editionsByYear);
  out.push(table(byYear.columns, byYear.rows));
  out.push('\n## Overrides in force\n');
  if (input.overrides.length === 0) out.push('No calculation override was in force during the period.\n');
  else
    out.push(
      table(
        ['Override', 'Kind', 'Category', 'Change', 'Justification', 'Created by', 'Approved by', 'Effective'],
        input.overrides.map((o) => [
          o.id,
          o.kind,
          o.category,
          o.factorMultiplier !== null
            ? `factor x ${o.factorMultiplier}`
            : o.algorithmId !== null
              ? `algorithm ${o.algorithmId}@${o.algorithmVersion ?? ''}`
              : (o.customLogic ?? ''),
          o.justification,
          o.createdBy,
          o.approvedBy === null ? 'not approved' : `${o.approvedBy} (${o.approvedAt ?? ''})`,
          `${o.effectiveFrom} to ${o.effectiveTo ?? 'open'}`,
        ]),
      ),
    );
  out.push('\n## Recalculations\n');
  if (input.recalculations.length === 0) out.push('No recalculation was accepted for this period.\n');
  else
    out.push(
      table(
        ['Recalculation', 'Accepted at', 'Reason', 'Change (kg CO2e)'],
        input.recalculations.map((r) => [
          r.id,
          r.acceptedAt,
          r.reason ?? '',
          Object.entries(r.delta)
            .map(([k, v]) => `${k} ${v}`)
            .join('; '),
        ]),
      ),
    );
  out.push('\n## Restatements\n');
  if (mapped.restatements.length === 0) out.push(`${NO_RESTATEMENT}\n`);
  else {
    const listed = restatementRows(mapped.restatements);
    out.push(
      table(
        listed.columns.map((c, j) => (j === 4 ? `${c} (kg CO2e)` : c)),
        listed.rows,
      ),
    );
    const byScope = restatedTotalsRows(mapped.restatements);
    out.push('\n');
    out.push(
      table(
        byScope.columns.map((c, j) => (j >= 3 ? `${c} (kg CO2e)` : c)),
        byScope.rows,
      ),
    );
  }
  if (mapped.openRestatements.length > 0) {
    out.push('\n## Restatements in progress\n');
    out.push(`${OPEN_RESTATEMENT_NOTE}\n\n`);
    const open = openRestatementRows(mapped.openRestatements);
    out.push(
      table(
        open.columns.map((c, j) => (j === 5 ? `${c} (kg CO2e)` : c)),
        open.rows,
      ),
    );
  }
  out.push('\n## Totals\n');
  out.push(
    table(
      ['Total', 'kg CO2e (exact)', 't CO2e (displayed)', 'Results'],
      (Object.keys(TOTAL_LABELS) as (keyof ReportTotals)[]).map((k) => [
        TOTAL_LABELS[k],
        mapped.totals[k].kg,
        formatTonnes(mapped.totals[k].kg),
        String(mapped.totals[k].lineCount),
      ]),
    ),
  );
  out.push('\n## Calculation runs\n');
  out.push(
    'Each calculation run was sealed when it finished with the Merkle root (RFC 6962, SHA-256) of all its results, ' +
      'each leaf carrying the result and the hash of its calculation record output; the root is also in the hash-chained ' +
      'audit log. `GET /api/results/verify?runId=…` or `ctp verify-results --run …` recomputes it and names any result that ' +
      'no longer agrees with its record.\n\n',
  );
  out.push(
    table(
      ['Calculation run', 'Results', 'Merkle root'],
      input.calculationRuns.map((r) => [
        r.id,
        r.resultCount === null ? '' : String(r.resultCount),
        r.merkleRoot ?? 'not sealed',
      ]),
    ),
  );
  out.push('\n## Verification\n');
  out.push(
    `Verification code ${input.report.verificationCode}, public lookup <${input.report.verificationUrl}>.\n\n`,
  );
  out.push(`Content hash: ${CONTENT_HASH_METHOD}\n`);
  return out.join('');
}
