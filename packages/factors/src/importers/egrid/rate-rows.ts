import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellDecimal, optionalCellDecimal } from '../spreadsheet/cells.js';
import { massToKg } from '../unit-conversions.js';
import { type EgridTable, egridLocation, plainText } from './egrid-tables.js';
import type { RateLayout } from './rate-layout.js';

/** What the rows of one table share: the data year and how a row label becomes a region. */
export interface RateRowsContext {
  /** eGRID data year: rows take effect on `{dataYear}-01-01` (see the factors README). */
  readonly dataYear: string;
  /** `AKGD` (Table 1) or `AK` (Table 3): the label pattern of the table's rows. */
  readonly labelPattern: RegExp;
  /** How the label is described in notes: `subregion` or `state`. */
  readonly labelKind: string;
}

/** The U.S. total row, printed as `U.S.` in every edition. */
export function isUsTotal(label: string): boolean {
  return /^U\.?S\.?$/.test(label);
}

function lossNote(table: EgridTable, layout: RateLayout, r: number): string {
  if (layout.lossCol < 0) return '';
  const loss = optionalCellDecimal(table.rows[r]?.[layout.lossCol], egridLocation(table, r, layout.lossCol));
  // The column is headed "(%)" but holds fractions (0.051 = 5.1%), as the Hub's Table 6 does.
  return loss === null
    ? ''
    : `; grid gross loss ${loss.mul(100).toFixed()}% (Scope 3 category 3 activity C only, not Scope 2)`;
}

/**
 * The total output emission rate rows of Table 1 (subregions) or Table 3 (states), from
 * `layout.firstDataRow` to the first row with an empty label: category `electricity`,
 * subcategory `grid_average`, unit `MWh`, region `US-{label}` (`U.S.` → `US`), CO2, CH4 and N2O
 * converted from lb to kg exactly (× 0.45359237). Where the table has a grid gross loss column,
 * the loss is quoted in the row's notes.
 * @throws {SourceFormatError} for a label that is not of the table's kind, or a missing rate.
 */
export function rateRows(table: EgridTable, layout: RateLayout, ctx: RateRowsContext): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (let r = layout.firstDataRow; r < table.rows.length; r++) {
    const label = plainText(table.rows[r]?.[layout.labelCol]);
    if (label === '') break;
    const usTotal = isUsTotal(label);
    if (!usTotal && !ctx.labelPattern.test(label))
      throw new SourceFormatError(
        egridLocation(table, r, layout.labelCol),
        `"${label}" is not an eGRID ${ctx.labelKind}`,
      );
    const gases: Record<string, Decimal> = {};
    for (const { gas, index } of layout.gasCols)
      gases[gas] = massToKg(cellDecimal(table.rows[r]?.[index], egridLocation(table, r, index)), layout.mass);
    const name = layout.nameCol < 0 ? '' : plainText(table.rows[r]?.[layout.nameCol]);
    const what = usTotal ? 'U.S.' : `${ctx.labelKind} ${label}${name === '' ? '' : ` (${name})`}`;
    rows.push({
      category: 'electricity',
      subcategory: 'grid_average',
      unit: 'MWh',
      region: usTotal ? 'US' : `US-${label}`,
      factor: null,
      gases,
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: `${ctx.dataYear}-01-01`,
      effectiveTo: null,
      notes: `Table ${table.number} ${table.title}: ${what}; eGRID${ctx.dataYear} total output emission rates${lossNote(table, layout, r)}`,
    });
  }
  if (rows.length === 0)
    throw new SourceFormatError(egridLocation(table, layout.firstDataRow), 'the table has no rows');
  return rows;
}
