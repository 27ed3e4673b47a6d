import {
  NO_RESTATEMENT,
  OPEN_RESTATEMENT_NOTE,
  openRestatementRows,
  restatedTotalsRows,
  restatementRows,
} from '../mapper/base-year.js';
import type { MappedReport } from '../mapper/types.js';
import { inTonnes, type TextTable } from './content.js';

/** The title of the section every report prints, whatever its framework. */
export const BASE_YEAR_SECTION_TITLE = 'Base year and restatements';

/** One titled table of the section, or the sentence printed instead when it has no rows. */
export interface SectionTable {
  readonly title: string;
  readonly table: TextTable;
  readonly empty: string;
  /** A sentence printed between the title and the table. */
  readonly note?: string;
}

/**
 * The "Base year and restatements" section of the PDF and HTML: the base year, its emissions by
 * scope and the recalculation policy; then each completed restatement of the periods the report
 * covers or of the base year (cause, reason, change against the threshold, who approved it) and
 * its totals by scope before and after, in t CO2e (data.json keeps the exact kg). With no
 * restatement the section says so in one sentence. A period reopened now (restatement in progress)
 * is listed first, under a note that its figures may still change; with none, nothing is printed.
 */
export function baseYearSection(mapped: MappedReport): {
  title: string;
  facts: TextTable;
  tables: SectionTable[];
} {
  const b = mapped.baseYear;
  const e = b.emissions;
  const emissions: SectionTable = {
    title: 'Base-year emissions',
    empty:
      b.year === null
        ? 'No base year was chosen.'
        : `No emission result of the base year ${b.year} is kept, so its emissions cannot be stated.`,
    table:
      e === null || b.year === null
        ? { columns: [], rows: [] }
        : inTonnes(
            ['Base year', 'Scope 1', 'Scope 2 (location-based)', 'Scope 2 (market-based)', 'Scope 3'],
            [[String(b.year), e.scope1, e.scope2LocationBased, e.scope2MarketBased, e.scope3]],
            [1, 2, 3, 4],
          ),
  };
  const listed = restatementRows(mapped.restatements);
  const byScope = restatedTotalsRows(mapped.restatements);
  const restatements: SectionTable[] =
    mapped.restatements.length === 0
      ? [{ title: 'Restatements', empty: NO_RESTATEMENT, table: { columns: [], rows: [] } }]
      : [
          {
            title: 'Restatements',
            empty: NO_RESTATEMENT,
            table: inTonnes(listed.columns, listed.rows, listed.kgColumns),
          },
          {
            title: 'Restated totals by scope',
            empty: NO_RESTATEMENT,
            table: inTonnes(byScope.columns, byScope.rows, byScope.kgColumns),
          },
        ];
  const openRows = openRestatementRows(mapped.openRestatements);
  const open: SectionTable[] =
    mapped.openRestatements.length === 0
      ? []
      : [
          {
            title: 'Restatements in progress',
            note: OPEN_RESTATEMENT_NOTE,
            empty: '',
            table: inTonnes(openRows.columns, openRows.rows, openRows.kgColumns),
          },
        ];
  return {
    title: BASE_YEAR_SECTION_TITLE,
    facts: {
      columns: ['Item', 'Value'],
      rows: [
        ['Base year', b.year === null ? 'none chosen' : String(b.year)],
        ['Recalculation policy', b.policy ?? 'not stated'],
      ],
    },
    tables: [emissions, ...open, ...restatements],
  };
}
