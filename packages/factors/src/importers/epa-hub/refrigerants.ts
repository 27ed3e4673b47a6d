import type { Decimal } from '../../decimal.js';
import { toDecimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

const COMPONENT = /^(\d+(?:\.\d+)?)%\s+(\S.*)$/;

/** Parses "44% HFC-125 , 4% HFC-134a , 52% HFC-143a" into mass fractions (kg per kg), exactly. */
export function parseBlendComposition(text: string): Record<string, Decimal> | null {
  const fractions: Record<string, Decimal> = {};
  let total = toDecimal(0);
  for (const part of text.split(',')) {
    const m = COMPONENT.exec(part.trim());
    if (m?.[1] === undefined || m[2] === undefined || fractions[m[2].trim()] !== undefined) return null;
    const percent = toDecimal(m[1]);
    fractions[m[2].trim()] = percent.div(100);
    total = total.add(percent);
  }
  return total.eq(100) ? fractions : null;
}

function refrigerantRow(
  ctx: HubContext,
  subcategory: string,
  gases: Record<string, Decimal>,
  notes: string,
): ImportedRow {
  const common = {
    category: 'refrigerant',
    unit: 'kg',
    region: ctx.region,
    factor: null,
    gwpSet: null,
    gwpTimeframe: null,
  };
  return { ...common, subcategory, gases, ...ctx.effective, notes };
}

/**
 * Rows for the single gases of Table 11 "Global Warming Potential (GWP)" (category `refrigerant`,
 * unit `kg`, `gases: { [gas]: '1' }`). The id is the industrial designation (`HFC-134a`, `PFC-14`)
 * or, for named gases, the chemical formula (`SF6`, `NF3`, `CH4`). The printed GWP goes to notes.
 */
export function singleGasRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const header = findHeaderRow(table, ['Chemical Formula']);
  const texts = rowTexts(table, header);
  const formulaCol = texts.indexOf('Chemical Formula');
  const nameCol = texts.findIndex((t) => /Common Name|Designation/i.test(t));
  const gwpCol = texts.findIndex((t) => /GWP/.test(t));
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    const formula = cellText(table.rows[r]?.[formulaCol]);
    const gas = /^(HFC|PFC|HCFC|CFC)-/.test(name) ? name : formula;
    const gwp = cellText(table.rows[r]?.[gwpCol]);
    rows.push(
      refrigerantRow(
        ctx,
        gas,
        { [gas]: toDecimal(1) },
        `Table ${table.number}: ${name} (${formula}); printed ${texts[gwpCol]} ${gwp}`,
      ),
    );
  }
  return rows;
}

/**
 * Rows for Table 12 "GWP for Blended Refrigerants" (category `refrigerant`, subcategory the ASHRAE
 * number, unit `kg`): `gases` are the mass fractions of the "Blend Composition" text, which must add
 * up to exactly 100 %. `factor` stays null; the printed blend GWP (HFC/PFC constituents only) is in notes.
 */
export function blendRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const header = findHeaderRow(table, ['Blend Composition']);
  const texts = rowTexts(table, header);
  const compositionCol = texts.indexOf('Blend Composition');
  const nameCol = texts.findIndex((t) => /ASHRAE/i.test(t));
  const gwpCol = texts.findIndex((t) => /GWP/.test(t));
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    const composition = cellText(table.rows[r]?.[compositionCol]);
    const gases = parseBlendComposition(composition);
    if (gases === null) {
      throw new SourceFormatError(
        tableLocation(table, r, compositionCol),
        `cannot read blend composition "${composition}" (expected "44% HFC-125 , …" adding up to 100%)`,
      );
    }
    const gwp = cellText(table.rows[r]?.[gwpCol]);
    rows.push(
      refrigerantRow(
        ctx,
        name,
        gases,
        `Table ${table.number}: ${name} = ${composition}; printed ${texts[gwpCol]} ${gwp}`,
      ),
    );
  }
  return rows;
}
