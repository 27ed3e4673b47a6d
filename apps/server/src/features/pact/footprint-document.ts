/**
 * The PACT v3 ProductFootprint document of a stored footprint version. CTP computes a product footprint by
 * allocating corporate (GHG Protocol) results, so the fields it cannot know are declared plainly: no
 * biogenic uptake or carbon content is modelled (pcfIncluding = pcfExcluding = fossilGhgEmissions; carbon
 * contents "0"), packaging and CCS are not included, nothing is exempted.
 */
import type { StoredProductFootprint } from '@ctp/store';
import { wireDecimal } from './allocation.js';
import { type DeclaredUnit, PACT_SPEC_VERSION, type ProductFootprint } from './wire.js';

/** First instant of a `YYYY-MM-DD` day in UTC, and the first instant after the last day of a period. */
const dayStart = (day: string) => `${day}T00:00:00Z`;
const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().replace('.000Z', 'Z');
};
const instant = (d: Date) => d.toISOString().replace('.000Z', 'Z');

export function footprintDocument(pf: StoredProductFootprint): ProductFootprint {
  const value = wireDecimal(pf.pcfPerDeclaredUnit);
  return {
    id: pf.id,
    specVersion: pf.specVersion || PACT_SPEC_VERSION,
    version: pf.version,
    ...(pf.precedingPfId ? { precedingPfIds: [pf.precedingPfId] } : {}),
    created: instant(pf.createdAt),
    status: pf.status,
    ...(pf.status === 'Deprecated' ? { statusComment: 'Superseded by a newer version.' } : {}),
    validityPeriodStart: instant(pf.validityStart as Date),
    validityPeriodEnd: instant(pf.validityEnd as Date),
    companyName: pf.companyName,
    companyIds: [...pf.companyIds],
    productDescription: pf.productDescription,
    productIds: [...pf.productIds],
    productNameCompany: pf.productName,
    ...(pf.comment ? { comment: pf.comment } : {}),
    pcf: {
      declaredUnitOfMeasurement: pf.declaredUnit as DeclaredUnit,
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: pf.massPerDeclaredUnitKg ?? '0',
      referencePeriodStart: dayStart(pf.referencePeriod.start),
      referencePeriodEnd: dayAfter(pf.referencePeriod.end),
      ...(pf.geographyCountry ? { geographyCountry: pf.geographyCountry } : {}),
      boundaryProcessesDescription: pf.boundaryDescription,
      pcfExcludingBiogenicUptake: value,
      pcfIncludingBiogenicUptake: value,
      fossilGhgEmissions: value,
      fossilCarbonContent: '0',
      packagingEmissionsIncluded: false,
      ccsTechnologicalCO2CaptureIncluded: false,
      ipccCharacterizationFactors: pf.gwpSets.length > 0 ? [...pf.gwpSets] : ['AR6'],
      crossSectoralStandards: ['GHGP-Product'],
      exemptedEmissionsPercent: '0',
      allocationRulesDescription: pf.allocationDescription,
    },
  };
}
