import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import { electricityRows } from '../epa-hub/electricity.js';
import { EPA_HUB_SOURCE, locateHubTables, requireTable, tableLocation } from '../epa-hub/hub-tables.js';
import { SourceFormatError } from '../source-format-error.js';
import { readWorkbook } from '../spreadsheet/workbook.js';
import { type EgridHeaderOptions, egridHeader } from './egrid-header.js';

/** Options of {@link importEgridFromHub}. */
export interface EgridFromHubOptions extends EgridHeaderOptions {
  /** Edition year of the Hub whose Table 6 prints the eGRID edition, e.g. `'2024'` for eGRID2022. */
  readonly hubEdition: string;
}

/**
 * Imports the eGRID total output rates printed in Table 6 of an EPA GHG Emission Factors Hub
 * workbook as dataset `epa-egrid`, version = the eGRID data year: for an edition whose summary
 * tables were not found (eGRID2022, Table 6 of the 2024 Hub). Subregions and the US average only
 * (the Hub prints no state rates). Table 6's source line must name `eGRID{edition}`.
 *
 * @throws {SourceFormatError} when Table 6 is missing or cites another eGRID edition.
 * @example
 * const egrid2022 = await importEgridFromHub(await readFile('ghg-emission-factors-hub-2024.xlsx'), { edition: '2022', hubEdition: '2024' });
 */
export async function importEgridFromHub(
  bytes: Uint8Array,
  opts: EgridFromHubOptions,
): Promise<ImportedDataset> {
  const table6 = requireTable(
    locateHubTables(await readWorkbook(bytes, EPA_HUB_SOURCE)),
    6,
    /^electricity$/i,
  );
  const rows = electricityRows(table6, {
    region: 'US',
    effective: { effectiveFrom: `${opts.edition}-01-01`, effectiveTo: null },
  });
  const cited = new Set(rows.map((row) => /eGRID\d{4}/.exec(row.notes)?.[0]));
  if (cited.size !== 1 || !cited.has(`eGRID${opts.edition}`))
    throw new SourceFormatError(
      tableLocation(table6),
      `Table 6 cites ${[...cited].join(', ')}, not eGRID${opts.edition}`,
    );
  return assembleDataset(
    egridHeader(opts, {
      source: `U.S. EPA, eGRID${opts.edition} total output emission rates as printed in Table 6 of the GHG Emission Factors Hub ${opts.hubEdition}`,
      generatedBy: `importEgridFromHub(${opts.fileName ?? 'workbook'})`,
      scope: `Imported: Table 6 of the Hub ${opts.hubEdition} (subregions as US-{acronym}, the US average as US); the Hub prints no state rates. The eGRID${opts.edition} summary tables themselves were not found.`,
    }),
    rows,
  );
}
