import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { SourceFormatError } from '../source-format-error.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';
import { DESNZ_SOURCE } from './flat-file.js';

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
 * The editions up to 2021 give one factor per gas, without Column Text, in Level 2 groups. The
 * factor is the gas's whole GWP (`.total`); the group says which part it also is: all of it is
 * Kyoto products in the Kyoto groups, all of it non-Kyoto in the Montreal groups. The other groups
 * mix both kinds (NF3 and SF5CF3 share "Other perfluorinated gases"), so they give `.total` only.
 */
const LEGACY_GROUP_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  'Kyoto protocol - standard': ['', '.total'],
  'Kyoto protocol- blends': ['', '.total'],
  'Montreal protocol - standard': ['.non_kyoto', '.total'],
  'Montreal protocol - blends': ['.non_kyoto', '.total'],
  'Fluorinated ethers': ['.total'],
  'Other perfluorinated gases': ['.total'],
  'Other refrigerants': ['.total'],
};

function variantsOf(ctx: DesnzContext, group: FactorGroup): readonly string[] {
  if (group.columnText === '') {
    return (
      LEGACY_GROUP_VARIANTS[group.level2] ??
      unrecognised(ctx, group, `unknown refrigerant group "${group.level2}" without Column Text`)
    );
  }
  const variant = VARIANTS[group.columnText];
  return variant === undefined
    ? unrecognised(ctx, group, `unknown refrigerant column "${group.columnText}"`)
    : [variant];
}

/**
 * Rows of Level 1 "Refrigerant & other" (category `refrigerant`, unit `kg`, kg CO2e per kg leaked):
 * the plain id is DESNZ's "Kyoto products only" factor (what Scope 1 reports); `.non_kyoto`
 * (Montreal Protocol gases, reported outside the scopes) and `.total` keep the other two columns.
 * Editions up to 2021 have one column only (see {@link LEGACY_GROUP_VARIANTS}).
 */
export function refrigerantRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.uom !== 'kg') unrecognised(ctx, group, `expected unit kg, found "${group.uom}"`);
    for (const variant of variantsOf(ctx, group)) {
      const subcategory = `${desnzGasId(group.level3)}${variant}`;
      const row = desnzRow(ctx, group, { category: 'refrigerant', subcategory, unit: 'kg' });
      if (row !== null) rows.push(row);
    }
  }
  return rows;
}

/** The GWP of CH4 in each set as DESNZ prints it on its "Methane" refrigerant line. */
const METHANE_GWP_TO_SET: Readonly<Record<string, 'AR4' | 'AR5'>> = { '25': 'AR4', '28': 'AR5' };

/**
 * The GWP set an edition's CO2e factors use, read from the file itself: the Kyoto "Methane" line
 * of "Refrigerant & other" is the GWP of CH4, 25 in AR4 (editions up to 2022) and 28 in AR5
 * (from 2023). Throws when the line is missing or holds another value.
 */
export function editionGwpSet(
  ctx: Omit<DesnzContext, 'gwpSet'>,
  groups: readonly FactorGroup[],
): 'AR4' | 'AR5' {
  const methane = groups.find(
    (g) => g.level3 === 'Methane' && (g.columnText === '' || VARIANTS[g.columnText] === ''),
  );
  const set = methane?.total ? METHANE_GWP_TO_SET[methane.total.toFixed()] : undefined;
  if (methane === undefined || set === undefined) {
    throw new SourceFormatError(
      { source: DESNZ_SOURCE, sheet: ctx.sheet, table: 'Level 1 "Refrigerant & other"' },
      `cannot tell the GWP set: the Kyoto "Methane" line is ${methane?.total ? `${methane.total.toFixed()}, neither 25 (AR4) nor 28 (AR5)` : 'missing'}`,
    );
  }
  return set;
}
