import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** Gases DESNZ names in words → formula ids used across CTP. */
const NAMED_GASES: Readonly<Record<string, string>> = {
  'Carbon dioxide': 'CO2',
  Methane: 'CH4',
  'Nitrous oxide': 'N2O',
  'Nitrogen trifluoride': 'NF3',
};

/** DESNZ labels with a typing error, mapped to the designation the rest of the world uses. */
const CORRECTED_LABELS: Readonly<Record<string, string>> = { 'HFC-43-I0mee': 'HFC-43-10mee' };

/**
 * The gas or blend id of a DESNZ "Refrigerant & other" label, matching the EPA ids:
 * `R410A` → `R-410A`, `CFC-11/R11 = trichlorofluoromethane` → `CFC-11`, `R290 = propane` → `R-290`,
 * `Perfluoroethane (PFC-116)` → `PFC-116`, `Sulphur hexafluoride (SF6)` → `SF6`, `R1234yf*` → `R-1234yf`.
 * Names without a designation become snake_case (`Carbon tetrachloride` → `carbon_tetrachloride`).
 */
export function desnzGasId(label: string): string {
  let name = (label.replace(/\*+$/, '').split(' = ')[0] ?? '').split('/')[0]?.trim() ?? '';
  const parenthesised = /^(.*?)\s*\((.+)\)$/.exec(name);
  if (parenthesised?.[1] !== undefined && parenthesised[2] !== undefined) {
    name = /\d/.test(parenthesised[1]) ? parenthesised[1] : parenthesised[2];
  }
  name = NAMED_GASES[name] ?? CORRECTED_LABELS[name] ?? name;
  if (/^R\d/.test(name)) name = `R-${name.slice(1)}`;
  return /\d/.test(name) && /^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(name) ? name : snakeCaseId(name);
}

/** Column Text of a refrigerant line → id suffix. Kyoto-only is the Scope 1 factor, hence no suffix. */
const VARIANTS: Readonly<Record<string, string>> = {
  'Emissions including only Kyoto products': '',
  'Emissions including only non-Kyoto products': '.non_kyoto',
  'Total emissions including non-Kyoto products': '.total',
};

/**
 * Rows of Level 1 "Refrigerant & other" (category `refrigerant`, unit `kg`, kg CO2e per kg leaked):
 * the plain id is DESNZ's "Kyoto products only" factor (what Scope 1 reports); `.non_kyoto`
 * (Montreal Protocol gases, reported outside the scopes) and `.total` keep the other two columns.
 */
export function refrigerantRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.uom !== 'kg') unrecognised(ctx, group, `expected unit kg, found "${group.uom}"`);
    const variant =
      VARIANTS[group.columnText] ??
      unrecognised(ctx, group, `unknown refrigerant column "${group.columnText}"`);
    const subcategory = `${desnzGasId(group.level3)}${variant}`;
    const row = desnzRow(ctx, group, { category: 'refrigerant', subcategory, unit: 'kg' });
    if (row !== null) rows.push(row);
  }
  return rows;
}
