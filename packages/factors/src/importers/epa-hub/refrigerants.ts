import type { Decimal } from '../../decimal.js';
import { toDecimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

const COMPONENT = /^(\d+(?:\.\d+)?)%\s+(\S.*)$/;

/** `HFC 143a` and `HFC143a` (typing errors of the 2021 Hub) → `HFC-143a`. */
function designation(name: string): string {
  return name.trim().replace(/^(HFC|HCFC|CFC|PFC) ?(\d)/, '$1-$2');
}

/** The parts of a composition, without the empty part a trailing comma leaves ("…, 52.5% HFC-134a , "). */
function compositionParts(text: string): string[] {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length > 1 && parts.at(-1) === '' ? parts.slice(0, -1) : parts;
}

/** Parses "44% HFC-125 , 4% HFC-134a , 52% HFC-143a" into mass fractions (kg per kg), exactly. */
export function parseBlendComposition(text: string): Record<string, Decimal> | null {
  const fractions: Record<string, Decimal> = {};
  let total = toDecimal(0);
  for (const part of compositionParts(text)) {
    const m = COMPONENT.exec(part);
    if (m?.[1] === undefined || m[2] === undefined) return null;
    const gas = designation(m[2]);
    // "butane/pentane" (2021, R-424A) names two gases in one share: not readable as one component.
    if (fractions[gas] !== undefined || !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(gas)) return null;
    const percent = toDecimal(m[1]);
    fractions[gas] = percent.div(100);
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
 * The 2021 Hub lists perfluorocarbons by formula only; later editions by designation, which is the
 * id CTP uses (and the key of its GWP table).
 */
const PFC_DESIGNATIONS: Readonly<Record<string, string>> = {
  CF4: 'PFC-14',
  C2F6: 'PFC-116',
  C3F8: 'PFC-218',
  'c-C4F8': 'PFC-318',
  C4F10: 'PFC-3-1-10',
  C5F12: 'PFC-4-1-12',
  C6F14: 'PFC-5-1-14',
  C10F18: 'PFC-9-1-18',
};

/** The header of Table 11: "Industrial Designation or Common Name" + "Chemical Formula" (2024 on) or "Gas" (2021). */
function singleGasHeader(table: HubTable) {
  for (let r = table.titleRow + 1; r < table.endRow; r++) {
    const texts = rowTexts(table, r);
    const gwpCol = texts.findIndex((t) => /GWP/.test(t));
    const formulaCol = texts.indexOf('Chemical Formula');
    if (formulaCol >= 0) {
      const nameCol = texts.findIndex((t) => /Common Name|Designation/i.test(t));
      return { header: r, texts, formulaCol, nameCol, gwpCol };
    }
    const gasCol = texts.indexOf('Gas');
    if (gasCol >= 0 && gwpCol >= 0) return { header: r, texts, formulaCol: -1, nameCol: gasCol, gwpCol };
  }
  throw new SourceFormatError(tableLocation(table), 'no header row with "Chemical Formula" or "Gas"');
}

/**
 * Rows for the single gases of Table 11 "Global Warming Potential (GWP)" (category `refrigerant`,
 * unit `kg`, `gases: { [gas]: '1' }`). The id is the industrial designation (`HFC-134a`, `PFC-14`)
 * or, for named gases, the chemical formula (`SF6`, `NF3`, `CH4`). The printed GWP goes to notes.
 * The 2021 layout has one "Gas" column (designation or formula); its PFC formulas become designations.
 */
export function singleGasRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const { header, texts, formulaCol, nameCol, gwpCol } = singleGasHeader(table);
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    const formula = formulaCol < 0 ? name : cellText(table.rows[r]?.[formulaCol]);
    const gas = /^(HFC|PFC|HCFC|CFC)-/.test(name) ? name : (PFC_DESIGNATIONS[formula] ?? formula);
    const gwp = cellText(table.rows[r]?.[gwpCol]);
    const label = formulaCol < 0 ? name : `${name} (${formula})`;
    rows.push(
      refrigerantRow(
        ctx,
        gas,
        { [gas]: toDecimal(1) },
        `Table ${table.number}: ${label}; printed ${texts[gwpCol]} ${gwp}`,
      ),
    );
  }
  return rows;
}

/** Sum of the percentages of a composition text that parses but may not add up to 100 %, or null. */
function compositionPercent(text: string): Decimal | null {
  let total = toDecimal(0);
  for (const part of compositionParts(text)) {
    const m = COMPONENT.exec(part);
    if (m?.[1] === undefined) return null;
    total = total.add(toDecimal(m[1]));
  }
  return total;
}

/** The blends of Table 12 and the ones left out because their printed composition is incomplete. */
export interface BlendRows {
  readonly rows: ImportedRow[];
  /** `R-402A ("38% HCFC-22 , 6% HFC-125 , 2% propane" = 46%)`, for the dataset notes. */
  readonly leftOut: readonly string[];
}

/**
 * Rows for Table 12 "GWP for Blended Refrigerants" (category `refrigerant`, subcategory the ASHRAE
 * number, unit `kg`): `gases` are the mass fractions of the "Blend Composition" text, which must add
 * up to exactly 100 %. `factor` stays null; the printed blend GWP (HFC/PFC constituents only) is in notes.
 * A composition with a typing error (the 2021 Hub prints R-402A as 38 % + 6 % + 2 %, and
 * "11 HFC-152a" without its %) gives no row and is listed in `leftOut`; an empty cell, or more such
 * rows than readable ones (a layout the importer does not know), throws.
 */
export function blendRows(table: HubTable, ctx: HubContext): BlendRows {
  const header = findHeaderRow(table, ['Blend Composition']);
  const texts = rowTexts(table, header);
  const compositionCol = texts.indexOf('Blend Composition');
  const nameCol = texts.findIndex((t) => /ASHRAE/i.test(t));
  const gwpCol = texts.findIndex((t) => /GWP/.test(t));
  const rows: ImportedRow[] = [];
  const leftOut: string[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    const composition = cellText(table.rows[r]?.[compositionCol]);
    const gases = parseBlendComposition(composition);
    if (gases === null) {
      const percent = compositionPercent(composition);
      leftOut.push(`${name} ("${composition}"${percent === null ? '' : ` = ${percent.toFixed()}%`})`);
      if (composition === '') {
        throw new SourceFormatError(tableLocation(table, r, compositionCol), 'empty blend composition');
      }
      continue;
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
  if (leftOut.length > rows.length) {
    throw new SourceFormatError(
      tableLocation(table, header, compositionCol),
      `cannot read most blend compositions (expected "44% HFC-125 , …" adding up to 100%): ${leftOut.join('; ')}`,
    );
  }
  return { rows, leftOut };
}
