import type { DatasetHeader } from '../assemble-dataset.js';
import { OVERSEAS_AVERAGES_NOT_IMPORTED } from './overseas-electricity.js';

/**
 * The department that published an edition: BEIS (with Defra) up to 2022; DESNZ, created in
 * February 2023, from the 2023 edition on.
 */
function publisherOf(edition: string): { name: string; short: string } {
  return Number(edition) <= 2022
    ? { name: 'UK Department for Business, Energy & Industrial Strategy (BEIS)', short: 'BEIS' }
    : { name: 'UK Department for Energy Security and Net Zero (DESNZ)', short: 'DESNZ' };
}

/** What the header needs to know about the file beyond the import options. */
export interface DesnzFileFacts {
  /** Front page "Version:", or null when there is none. */
  readonly version: string | null;
  /** How the edition labels its per-gas lines, e.g. `kg CO2e of CO2/CH4/N2O per unit`. */
  readonly gasLineLabel: string;
  /** The GWP set of the edition's CO2e factors. */
  readonly gwpSet: 'AR4' | 'AR5';
  readonly biogenicNotAttached: readonly string[];
  /** True for the editions up to 2021, which give one refrigerant factor per gas, without Column Text. */
  readonly singleRefrigerantColumn: boolean;
  /** Lines published as a bound (`< 1`), which give no row. */
  readonly bounds: readonly string[];
  /** True when the edition has overseas WTT electricity lines (2019–2021). */
  readonly overseasWttElectricity: boolean;
}

/** What the notes say about the overseas WTT electricity lines, with or without them. */
function overseasNote(present: boolean): string {
  return present
    ? `WTT electricity of other countries ("WTT- overseas electricity (generation)" and "(T&D)") has the country as region (ISO 3166-1 alpha-2; "EU (average)" as EU); not imported: ${[...OVERSEAS_AVERAGES_NOT_IMPORTED].join(', ')} (no region id). No T&D loss factor of another country is published (activity C): the publisher has given no overseas generation or T&D factors since 2015 (IEA licence; 2025 methodology paper, sections 10.5 to 10.7).`
    : 'This edition has no WTT electricity of other countries: the publisher stopped giving it with the 2022 edition (2025 methodology paper, section 10.10), so for another country the 2021 rows stay in force (PREVIOUS_EDITION).';
}

/** Dataset header of an imported DESNZ flat file. */
export function desnzHeader(
  opts: { edition: string; sourceUrl?: string; fileName?: string; provenance?: string },
  facts: DesnzFileFacts,
): DatasetHeader {
  const { version, gasLineLabel, gwpSet, biogenicNotAttached, bounds } = facts;
  const versionText = version === null ? '' : `, version ${version}`;
  const publisher = publisherOf(opts.edition);
  return {
    datasetId: 'desnz-ghg-cf',
    datasetVersion: opts.edition,
    title: `UK Government GHG Conversion Factors for Company Reporting ${opts.edition} (flat file${versionText})`,
    publisher: publisher.name,
    source: `${publisher.short}, Greenhouse gas reporting: conversion factors ${opts.edition}, flat format${versionText}. Contains public sector information licensed under the Open Government Licence v3.0.`,
    sourceUrl:
      opts.sourceUrl ??
      `https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-${opts.edition}`,
    license: 'Open Government Licence v3.0',
    generatedBy: `importDesnzFlatFile(${opts.fileName ?? 'workbook'})`,
    notes: [
      `factor = the "kg CO2e" line; co2eByGas = the "${gasLineLabel}" lines (kg CO2e of each gas); ${gwpSet} 100-year GWPs as ${publisher.short} publishes them (read from the file: the Kyoto GWP of methane it prints is ${gwpSet === 'AR4' ? '25' : '28'}).`,
      "Numbers are the stored cell values rounded to Excel's 15 significant digits. Empty cells (no factor published) give no row.",
      'Fuels basis rule (as in epa-ghg-hub): the plain fuel id is per litre, or per cubic metre for natural gas, or per tonne where no volume is published;',
      '`@energy` = per kWh gross CV, `@energy_net` = per kWh net CV, `@mass` = per tonne.',
      'Car and motorbike factors per mile are not imported (the per-km lines are). Refrigerants: plain id = Kyoto products only (Scope 1), `.non_kyoto` and `.total` the other columns.',
      ...(facts.singleRefrigerantColumn
        ? [
            'This edition gives one refrigerant factor per gas (its whole GWP): it is `.total`, and also the plain id in the Kyoto protocol groups and `.non_kyoto` in the Montreal protocol groups; the other groups (fluorinated ethers, other perfluorinated gases, other refrigerants) mix both kinds and give `.total` only.',
          ]
        : []),
      `Forecourt biogenic CO2 ("Outside of scopes") is attached per litre and per tonne; not attached: ${biogenicNotAttached.join(', ') || 'none'} (the kWh lines do not say gross or net CV).`,
      'Imported: Fuels, UK electricity, Transmission and distribution (electricity), Business travel- air, Business travel- land, Waste disposal, Refrigerant & other, WTT- fuels (category wtt_fuels, same subcategories as stationary_combustion), WTT electricity (electricity/wtt_generation, electricity/wtt_td_losses), Material use (category material_use, `{material}.primary|closed_loop|open_loop` per tonne; the Re-used lines are not imported), Hotel stay (category hotel_stay, subcategory hotel with the country as region, hotel.london in GB; the Caribbean Region line of 2019–2020 names no country and is not imported) and Freighting goods (category freight: per tonne-km `tkm`, and per vehicle-km `vkm` with `.vehicle` for vans and HGVs; per-mile lines not imported). Other sheets (other WTT, delivery vehicles, bioenergy, heat and steam) are not imported.',
      overseasNote(facts.overseasWttElectricity),
      ...(bounds.length === 0
        ? []
        : [`Lines published as a bound, not a value, give no row: ${bounds.join('; ')}.`]),
      ...(opts.provenance === undefined ? [] : [`Provenance: ${opts.provenance}`]),
    ].join(' '),
  };
}
