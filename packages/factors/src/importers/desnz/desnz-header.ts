import type { DatasetHeader } from '../assemble-dataset.js';

/** Dataset header of an imported DESNZ flat file. */
export function desnzHeader(
  opts: { edition: string; sourceUrl?: string; fileName?: string },
  version: string | null,
  biogenicNotAttached: readonly string[],
): DatasetHeader {
  const versionText = version === null ? '' : `, version ${version}`;
  return {
    datasetId: 'desnz-ghg-cf',
    datasetVersion: opts.edition,
    title: `UK Government GHG Conversion Factors for Company Reporting ${opts.edition} (flat file${versionText})`,
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ)',
    source: `DESNZ, Greenhouse gas reporting: conversion factors ${opts.edition}, flat format${versionText}. Contains public sector information licensed under the Open Government Licence v3.0.`,
    sourceUrl:
      opts.sourceUrl ??
      `https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-${opts.edition}`,
    license: 'Open Government Licence v3.0',
    generatedBy: `importDesnzFlatFile(${opts.fileName ?? 'workbook'})`,
    notes: [
      'factor = the "kg CO2e" line; co2eByGas = the "kg CO2e of CO2/CH4/N2O per unit" lines; AR5 100-year GWPs as DESNZ publishes them.',
      "Numbers are the stored cell values rounded to Excel's 15 significant digits. Empty cells (no factor published) give no row.",
      'Fuels basis rule (as in epa-ghg-hub): the plain fuel id is per litre, or per cubic metre for natural gas, or per tonne where no volume is published;',
      '`@energy` = per kWh gross CV, `@energy_net` = per kWh net CV, `@mass` = per tonne.',
      'Car and motorbike factors per mile are not imported (the per-km lines are). Refrigerants: plain id = Kyoto products only (Scope 1), `.non_kyoto` and `.total` the other columns.',
      `Forecourt biogenic CO2 ("Outside of scopes") is attached per litre and per tonne; not attached: ${biogenicNotAttached.join(', ') || 'none'} (the kWh lines do not say gross or net CV).`,
      'Imported: Fuels, UK electricity, Transmission and distribution (electricity), Business travel- air, Business travel- land, Waste disposal, Refrigerant & other. Other sheets (WTT, freight, vehicles, material use, hotels, bioenergy, heat and steam) are not imported.',
    ].join(' '),
  };
}
