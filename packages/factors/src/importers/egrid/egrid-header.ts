import type { DatasetHeader } from '../assemble-dataset.js';

/** The eGRID page that lists every edition's summary tables (no file URL could be established). */
export const EGRID_SUMMARY_PAGE = 'https://www.epa.gov/egrid/summary-data';

/** Options shared by the two eGRID importers. */
export interface EgridHeaderOptions {
  /** eGRID data year, e.g. `'2019'`: `datasetVersion`, and rows take effect on `{edition}-01-01`. */
  readonly edition: string;
  /** Link to the publication; defaults to the eGRID summary-data page. */
  readonly sourceUrl?: string;
  /** File name recorded in `generatedBy`. */
  readonly fileName?: string;
  /** Where the bytes come from (the publisher's file, or a copy re-saved by a third party), appended to the notes. */
  readonly provenance?: string;
}

/**
 * Dataset header of one eGRID edition (`epa-egrid`, version = data year). `printedIn` names the
 * publication the rates were read from; `scope` says which of its tables were imported.
 */
export function egridHeader(
  opts: EgridHeaderOptions,
  printedIn: { readonly source: string; readonly generatedBy: string; readonly scope: string },
): DatasetHeader {
  return {
    datasetId: 'epa-egrid',
    datasetVersion: opts.edition,
    title: `EPA eGRID${opts.edition} total output emission rates`,
    publisher:
      'U.S. Environmental Protection Agency, Emissions & Generation Resource Integrated Database (eGRID)',
    source: printedIn.source,
    sourceUrl: opts.sourceUrl ?? EGRID_SUMMARY_PAGE,
    license: 'US government work, public domain',
    generatedBy: printedIn.generatedBy,
    notes: [
      `eGRID${opts.edition} describes generation in ${opts.edition}; its rows take effect on ${opts.edition}-01-01 and stay in force until a later data year is loaded (eGRID2020 is not shipped: 2020 activities use eGRID2019 with a PREVIOUS_EDITION warning).`,
      `${printedIn.scope}`,
      "Numbers are the stored cell values (rounded to Excel's 15 significant digits), lb/MWh converted exactly to kg/MWh (× 0.45359237).",
      "Gas-level rows (CO2, CH4, N2O; factor null) are combined into CO2e with the caller's GWP set; the printed CO2e, NOX and SO2 and the non-baseload rates (for avoided emissions, not inventories) are not imported.",
      'Grid gross loss, where printed, is quoted in the notes of each row: it is for Scope 3 category 3 activity C only and must not be applied to Scope 2.',
      ...(opts.provenance === undefined ? [] : [`Provenance: ${opts.provenance}`]),
    ].join(' '),
  };
}
