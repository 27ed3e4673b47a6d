import { t } from '../../../i18n/t';
import type { Organization } from './organization';

export const CONSOLIDATION = ['operational_control', 'financial_control', 'equity_share'] as const;
export type Consolidation = (typeof CONSOLIDATION)[number];
/** Methane GWP modes of `settings.calculation.methaneGwp`; an organization without one calculates `by_source`. */
export const METHANE_GWP = ['by_source', 'single'] as const;
export type MethaneGwp = (typeof METHANE_GWP)[number];
/**
 * Profile fields of before the base year had one home (the base-year policy, edited on the periods
 * screen): the server ignores them, and a save leaves them out.
 */
const LEGACY_FIELDS = ['baseYear', 'baseYearEmissions', 'baseYearPolicy'];

/**
 * The form's values: the name, what reports read from `settings.reporting`, all as text, and the
 * methane GWP mode of `settings.calculation`.
 */
export interface SettingsValues {
  name: string;
  methaneGwp: MethaneGwp;
  country: string;
  consolidationApproach: Consolidation;
  reportingBoundary: string;
  netRevenue: { year: string; amount: string; currency: string }[];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const YEAR = /^\d{4}$/;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The form's values from the organization (what the reports read: the server's reporting profile). */
export function valuesOf(org: Organization): SettingsValues {
  const r = record(org.settings.reporting);
  const consolidation = CONSOLIDATION.find((c) => c === r.consolidationApproach) ?? 'operational_control';
  const stated = record(org.settings.calculation).methaneGwp;
  return {
    name: org.name,
    methaneGwp: METHANE_GWP.find((m) => m === stated) ?? 'by_source',
    country: text(r.country),
    consolidationApproach: consolidation,
    reportingBoundary: text(r.reportingBoundary),
    netRevenue: Object.entries(record(r.netRevenue)).map(([year, v]) => ({
      year,
      amount: text(record(v).amount),
      currency: text(record(v).currency),
    })),
  };
}

/**
 * What is wrong, by field path (`country`, `netRevenue.0.currency`): the rules of
 * the server's reporting profile, checked before anything is sent so each message sits by its field.
 */
export function validateSettings(v: SettingsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.name.trim() === '') errors.name = t('settings.error.required');
  const country = v.country.trim();
  if (country !== '' && (country.length < 2 || country.length > 64))
    errors.country = t('settings.error.country');
  if (v.reportingBoundary.length > 5000) errors.reportingBoundary = t('settings.error.tooLong');
  const years = new Set<string>();
  v.netRevenue.forEach((row, i) => {
    if (!YEAR.test(row.year.trim())) errors[`netRevenue.${i}.year`] = t('settings.error.year');
    else if (years.has(row.year.trim())) errors[`netRevenue.${i}.year`] = t('settings.error.duplicateYear');
    years.add(row.year.trim());
    if (!DECIMAL.test(row.amount.trim())) errors[`netRevenue.${i}.amount`] = t('settings.error.decimal');
    if (!/^[A-Za-z]{3}$/.test(row.currency.trim()))
      errors[`netRevenue.${i}.currency`] = t('settings.error.currency');
  });
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The settings object to send: everything the organization had (other settings, reporting
 * targets) with the form's reporting facts and methane GWP mode in place of the old ones, and
 * without the legacy base-year fields.
 */
export function settingsOf(org: Organization, v: SettingsValues): Record<string, unknown> {
  const reporting = Object.fromEntries(
    Object.entries(record(org.settings.reporting)).filter(([k]) => !LEGACY_FIELDS.includes(k)),
  );
  return {
    ...org.settings,
    calculation: { ...record(org.settings.calculation), methaneGwp: v.methaneGwp },
    reporting: {
      ...reporting,
      country: orNull(v.country)?.toUpperCase() ?? null,
      consolidationApproach: v.consolidationApproach,
      reportingBoundary: orNull(v.reportingBoundary),
      netRevenue: Object.fromEntries(
        v.netRevenue.map((row) => [
          row.year.trim(),
          { amount: row.amount.trim(), currency: row.currency.trim().toUpperCase() },
        ]),
      ),
    },
  };
}
