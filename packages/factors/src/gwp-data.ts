import type { GwpSet, GwpTimeframe } from './schema.js';

/** How far a GWP value was checked (see `reference/factors.md` §0). */
export type GwpStatus = 'confirmed' | 'confirmed-copy' | 'secondary';

/** One shipped cell: the value as a decimal string and its status; a string alone is a reason it is not shipped. */
type Cell = readonly [value: string, status: GwpStatus] | string;

/** Column order of {@link GWP_ROWS}. */
export const GWP_COLUMNS = [
  ['AR4', '100yr'],
  ['AR4', '20yr'],
  ['AR5', '100yr'],
  ['AR5', '20yr'],
  ['AR6', '100yr'],
  ['AR6', '20yr'],
] as const satisfies readonly (readonly [GwpSet, GwpTimeframe])[];

const C = 'confirmed';
const CC = 'confirmed-copy';
const S = 'secondary';
const AR4_ONE_CH4 = 'AR4 gives one CH4 value only; use gas CH4';
const UNCONFIRMED = 'UNCONFIRMED value, not shipped';

/**
 * GWP values of `reference/factors.md` §1.1, per gas, in {@link GWP_COLUMNS} order. Values marked
 * UNCONFIRMED there, and values that do not exist, are reasons (strings) instead of cells.
 * CO2 is 1 by definition in every set.
 */
export const GWP_ROWS: Readonly<Record<string, readonly [Cell, Cell, Cell, Cell, Cell, Cell]>> = {
  CO2: [
    ['1', C],
    ['1', C],
    ['1', C],
    ['1', C],
    ['1', C],
    ['1', C],
  ],
  CH4: [
    ['25', C],
    ['72', CC],
    ['28', C],
    ['84', S],
    ['27.9', C],
    ['81.2', C],
  ],
  CH4_fossil: [AR4_ONE_CH4, AR4_ONE_CH4, ['30', S], UNCONFIRMED, ['29.8', S], ['82.5', S]],
  CH4_nonfossil: [AR4_ONE_CH4, AR4_ONE_CH4, ['28', C], ['84', S], ['27.0', S], ['79.7', S]],
  N2O: [
    ['298', C],
    ['289', CC],
    ['265', C],
    ['264', S],
    ['273', C],
    ['273', C],
  ],
  'HFC-32': [
    ['675', C],
    ['2330', CC],
    ['677', C],
    ['2430', S],
    ['771', C],
    ['2690', C],
  ],
  'HFC-125': [
    ['3500', C],
    ['6350', CC],
    ['3170', C],
    ['6090', S],
    ['3740', C],
    ['6740', C],
  ],
  'HFC-134a': [
    ['1430', C],
    ['3830', CC],
    ['1300', C],
    ['3710', S],
    ['1530', C],
    ['4140', C],
  ],
  'HFC-143a': [
    ['4470', C],
    ['5890', CC],
    ['4800', C],
    ['6940', S],
    ['5810', C],
    ['7840', C],
  ],
  SF6: [
    ['22800', C],
    ['16300', CC],
    ['23500', C],
    ['17500', S],
    ['25200', C],
    ['18300', C],
  ],
  NF3: [
    ['17200', C],
    ['12300', CC],
    ['16100', C],
    ['12800', S],
    ['17400', C],
    ['13400', C],
  ],
};

/**
 * Where each column comes from (`reference/factors.md` §1.1, "Sources by column"). Cells whose
 * status differs from the column's have their own note in {@link GWP_CELL_NOTES}.
 */
export const GWP_COLUMN_SOURCES: Readonly<Record<`${GwpSet}/${GwpTimeframe}`, string>> = {
  'AR4/100yr':
    'IPCC AR4 100-year GWPs as listed in US EPA GHG Emission Factors Hub 2021, Table 11; also GHG Protocol "Global Warming Potential Values" (Feb 2016)',
  'AR4/20yr':
    'IPCC AR4 WG1 Chapter 2, Table 2.14 (Technical Summary Table TS.2), read from reproductions (confirmed-copy)',
  'AR5/100yr':
    'IPCC AR5 WG1 Chapter 8, Table 8.A.1, as listed in US EPA GHG Emission Factors Hub 2024/2025, Table 11',
  'AR5/20yr':
    'IPCC AR5 WG1 Chapter 8, Table 8.A.1 20-year values as transcribed in a public code module (secondary; primary table not opened)',
  'AR6/100yr':
    'IPCC AR6 WG1 Chapter 7 Supplementary Material, Table 7.SM.7 (GWP100), machine-readable copy chrisroadmap/ar6',
  'AR6/20yr':
    'IPCC AR6 WG1 Chapter 7 Supplementary Material, Table 7.SM.7 (GWP20), machine-readable copy chrisroadmap/ar6',
};

/** Notes on single cells, keyed `gas/set/timeframe`. */
export const GWP_CELL_NOTES: Readonly<Record<string, string>> = {
  'CO2/AR5/20yr': 'reference gas, 1 by definition',
  'CH4_fossil/AR5/100yr': 'AR5 value including the fossil-carbon oxidation term (secondary)',
  'CH4_nonfossil/AR5/100yr': 'AR5 single CH4 value (no fossil-carbon oxidation term)',
  'CH4_fossil/AR6/100yr':
    'IPCC AR6 WG1 Chapter 7, Table 7.15, as cited by several public sources (secondary)',
  'CH4_fossil/AR6/20yr': 'IPCC AR6 WG1 Chapter 7, Table 7.15, as cited by public sources (secondary)',
  'CH4_nonfossil/AR6/100yr':
    'IPCC AR6 WG1 Chapter 7, Table 7.15, as cited by several public sources (secondary)',
  'CH4_nonfossil/AR6/20yr': 'IPCC AR6 WG1 Chapter 7, Table 7.15, as cited by public sources (secondary)',
};

/** Biogenic CO2: GWP 1, reported outside the scopes and never added into CO2e. */
export const BIOGENIC_CO2 = 'CO2_biogenic';
