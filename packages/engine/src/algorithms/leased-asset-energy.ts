import { canConvert, type Decimal, formatDecimal } from '@ctp/factors';
import type { Activity, AlgorithmResult, AlgorithmRuntime, CalculationWarning } from '../types.js';
import { energyCarrierTerms } from './energy-carrier.js';
import type { LeasedAssetAttributes } from './leased-asset-inputs.js';
import { periodDays, yearShare } from './period-share.js';
import { invalidInput } from './support.js';

/**
 * The energy arithmetic of the leased-asset and franchise algorithms. The factor paths are those of
 * `energyCarrierTerms` (location-based electricity, stationary or mobile fuel), so the same factor
 * rows, basis rules and warnings apply as in Scope 1 and 2.
 */

/** What the asset is, for a term's label: `building "Leeds depot"`. */
function assetLabel(inputs: LeasedAssetAttributes): string {
  const kind = inputs.assetType ?? 'building';
  return inputs.assetName === undefined ? kind : `${kind} "${inputs.assetName}"`;
}

/**
 * The terms of `quantity` `unit` of the asset's energy carrier: electricity × grid average, or fuel ×
 * fuel factor (a vehicle's through the mobile combustion factors). Each term's label starts with
 * `prefix` (the role and asset, and for the floor-area method the arithmetic that gave the energy).
 */
export function energyTerms(
  algorithmId: string,
  activity: Activity,
  inputs: LeasedAssetAttributes,
  runtime: AlgorithmRuntime,
  energy: { quantity: Decimal; unit: string; prefix: string },
): AlgorithmResult {
  const carrier = { ...inputs, vehicle: inputs.assetType === 'vehicle' };
  const result = energyCarrierTerms(algorithmId, activity, carrier, runtime, energy);
  const prefix = `${energy.prefix}, ${assetLabel(inputs)}`;
  return {
    terms: result.terms.map((t) => ({ ...t, label: `${prefix}: ${t.label}` })),
    warnings: result.warnings ?? [],
  };
}

/** What the floor-area method needs beyond the asset attributes. */
export interface FloorAreaAttributes {
  readonly energyIntensity: Decimal;
  readonly intensityEnergyUnit?: string | undefined;
  readonly intensityAreaUnit?: string | undefined;
  readonly intensitySource: string;
}

/**
 * Average-data energy of a building: floor area (converted to the intensity's area unit) × energy
 * intensity per year × the share of a year the period covers. Returns the energy in the
 * intensity's energy unit and the arithmetic for the record.
 * @throws INVALID_INPUT when the activity unit is not an area or the intensity units are not energy and area.
 */
export function floorAreaEnergy(
  algorithmId: string,
  activity: Activity,
  attributes: FloorAreaAttributes,
  runtime: AlgorithmRuntime,
): { quantity: Decimal; unit: string; prefix: string; warnings: CalculationWarning[] } {
  const energyUnit = attributes.intensityEnergyUnit ?? 'kWh';
  const areaUnit = attributes.intensityAreaUnit ?? 'm2';
  if (!canConvert(activity.unit, 'm2')) {
    throw invalidInput(
      algorithmId,
      `the quantity is the floor area of the asset: use an area unit (m2, ft2), not ${activity.unit}`,
      { unit: activity.unit },
    );
  }
  if (!canConvert(energyUnit, 'kWh') || !canConvert(areaUnit, 'm2')) {
    throw invalidInput(
      algorithmId,
      `energyIntensity is energy per floor area per year: intensityEnergyUnit must be an energy unit (kWh, MWh, GJ) and intensityAreaUnit an area unit (m2, ft2), not ${energyUnit} per ${areaUnit}`,
      { intensityEnergyUnit: energyUnit, intensityAreaUnit: areaUnit },
    );
  }
  const area = runtime.convert(activity.quantity, activity.unit, areaUnit);
  const share = yearShare(activity.periodStart, activity.periodEnd);
  const quantity = area.times(attributes.energyIntensity).times(share);
  const days = periodDays(activity.periodStart, activity.periodEnd);
  // The label rounds for people; the term's amount stays exact.
  const about = (d: Decimal) => {
    const shown = d.toSignificantDigits(10);
    return shown.equals(d) ? `= ${formatDecimal(d)}` : `≈ ${formatDecimal(shown)}`;
  };
  const prefix = `${formatDecimal(area)} ${areaUnit} × ${formatDecimal(attributes.energyIntensity)} ${energyUnit}/${areaUnit}/yr (${attributes.intensitySource}) × ${days} days (${about(share)} yr) ${about(quantity)} ${energyUnit}`;
  return { quantity, unit: energyUnit, prefix, warnings: [] };
}
