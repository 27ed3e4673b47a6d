import { describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput, type ReportInputData } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { demoReportInput } from '../testing/demo-input.js';
import { methodologyTables } from './content.js';
import { renderMethodologyMd } from './methodology-md.js';

const HOURLY = { id: 'ctp/electricity-market-based-hourly', version: '0.1.0' };
const DRAFT = 'GHG Protocol Scope 2 revision proposal, 2025';

/** The demo report with its market-based lines produced by the draft hourly algorithm. */
function hourlyInput() {
  const demo = demoReportInput();
  const data: ReportInputData = {
    ...demo,
    emissions: (demo.emissions ?? []).map((line) =>
      line.scope2Method === 'market_based' ? { ...line, algorithm: HOURLY } : line,
    ),
    algorithms: [
      ...(demo.algorithms ?? []),
      {
        ...HOURLY,
        name: 'Purchased electricity, market-based, hourly matching (draft)',
        type: 'generic',
        methodology: 'DRAFT METHOD: hourly matching.',
        followsDraft: DRAFT,
      },
    ],
  };
  return parseReportInput(data);
}

describe('the methodology names the market-based method and marks a draft one', () => {
  const input = hourlyInput();
  const gri = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
  if (gri === undefined) throw new Error('gri missing');
  const mapped = mapReport(gri, input);

  it('in the Algorithms table of the PDF and HTML', () => {
    const algorithms = methodologyTables(mapped, input).find((t) => t.title === 'Algorithms');
    const ids = algorithms?.table.rows.map((row) => row[0]);
    expect(ids).toContain(`${HOURLY.id} (follows a draft: ${DRAFT})`);
    // Every market-based line now comes from the hourly algorithm: the annual one is not listed.
    expect(ids).not.toContain('ctp/electricity-market-based');
    expect(ids?.filter((id) => id?.includes('follows a draft'))).toHaveLength(1);
  });

  it('in methodology.md', () => {
    const md = renderMethodologyMd(mapped, input);
    expect(md).toContain(`| ${HOURLY.id} (follows a draft: ${DRAFT}) | 0.1.0 |`);
    expect(md).not.toMatch(/\| ctp\/electricity-location-based \(follows/);
  });
});
