import type { DatasetHeader } from '../assemble-dataset.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Cell } from '../spreadsheet/workbook.js';

/** Where each known edition was published (reference/factors.md §2.1). */
const KNOWN_EDITION_URLS: Readonly<Record<string, string>> = {
  '2024': 'https://www.epa.gov/system/files/documents/2024-02/ghg-emission-factors-hub-2024.xlsx',
  '2025': 'https://www.epa.gov/system/files/documents/2025-01/ghg-emission-factors-hub-2025.pdf',
};
const LANDING_PAGE = 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub';

function lastModified(rows: readonly (readonly Cell[])[]): string | null {
  for (const row of rows.slice(0, 20)) {
    for (const cell of row) {
      const m = /^Last Modified:\s*(.+)$/i.exec(cellText(cell));
      if (m?.[1] !== undefined) return m[1];
    }
  }
  return null;
}

/** Dataset header of an imported EPA Hub edition; `rows` is the Hub sheet (for its "Last Modified" line). */
export function epaHubHeader(
  opts: { edition: string; sourceUrl?: string; fileName?: string; provenance?: string },
  rows: readonly (readonly Cell[])[],
  blendsLeftOut: readonly string[] = [],
): DatasetHeader {
  const modified = lastModified(rows);
  return {
    datasetId: 'epa-ghg-hub',
    datasetVersion: opts.edition,
    title: `EPA GHG Emission Factors Hub ${opts.edition}`,
    publisher: 'U.S. Environmental Protection Agency, Center for Corporate Climate Leadership',
    source: `U.S. EPA, Emission Factors for Greenhouse Gas Inventories (GHG Emission Factors Hub) ${opts.edition}${modified ? `, last modified ${modified}` : ''}`,
    sourceUrl: opts.sourceUrl ?? KNOWN_EDITION_URLS[opts.edition] ?? LANDING_PAGE,
    license: 'US government work, public domain',
    generatedBy: `importEpaHub(${opts.fileName ?? 'workbook'})`,
    notes: [
      "Numbers are the stored cell values (rounded to Excel's 15 significant digits), converted exactly:",
      'g → kg ÷ 1000, lb → kg × 0.45359237, metric tons CO2e → kg × 1000.',
      "Gas-level rows (factor null) are combined into CO2e with the caller's GWP set; waste rows (Table 9) are CO2e on the GWP set the Hub states.",
      'Physical-unit rows have the plain fuel id; per-mmBtu (HHV) rows use `{fuel}@energy`. Biomass fuels report CO2 as CO2_biogenic.',
      'Table 6 (eGRID) is not imported here: eGRID rates are the epa-egrid datasets, one per eGRID data year, so a grid factor has one candidate per year. Tables 3-5 (mobile CH4/N2O by model year) are not imported. Table 8 (freight) is category `freight`; its "ton-mile" is the short ton-mile (`short_ton_mi`), as the 2025 edition prints it.',
      ...(blendsLeftOut.length === 0
        ? []
        : [
            `Table 12 blends left out because their printed composition cannot be read as percentages adding up to 100%: ${blendsLeftOut.join('; ')}.`,
          ]),
      ...(opts.provenance === undefined ? [] : [`Provenance: ${opts.provenance}`]),
    ].join(' '),
  };
}
