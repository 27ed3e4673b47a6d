import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import type { Initiative, InitiativeCreate } from '../api/initiatives';
import { parseDecimal } from './format';

/** The initiative form's values, as typed (money and tonnes stay decimal strings until sent). */
export interface InitiativeValues {
  name: string;
  scope: '1' | '2' | '3';
  category: string;
  facilities: string[];
  impactType: 'absolute' | 'percentage';
  impact: string;
  implementationStart: string;
  rampUpMonths: string;
  capex: string;
  opexPerYear: string;
  savingsPerYear: string;
  lifetimeYears: string;
}

export const EMPTY_INITIATIVE: InitiativeValues = {
  name: '',
  scope: '2',
  category: '',
  facilities: [],
  impactType: 'absolute',
  impact: '',
  implementationStart: '',
  rampUpMonths: '0',
  capex: '0',
  opexPerYear: '0',
  savingsPerYear: '0',
  lifetimeYears: '10',
};

const text = (n: number | undefined) => (n === undefined ? '0' : new Decimal(n).toFixed());

/** A stored initiative as form values. */
export function initiativeValuesOf(i: Initiative): InitiativeValues {
  return {
    name: i.name,
    scope: String(i.scope) as InitiativeValues['scope'],
    category: i.category ?? '',
    facilities: i.facilities ?? [],
    impactType: i.impact.type,
    impact: text(i.impact.type === 'absolute' ? i.impact.tonnesPerYear : i.impact.percent),
    implementationStart: i.implementationStart,
    rampUpMonths: String(i.rampUpMonths ?? 0),
    capex: text(i.capex),
    opexPerYear: text(i.opexPerYear),
    savingsPerYear: text(i.savingsPerYear),
    lifetimeYears: String(i.lifetimeYears ?? 10),
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
const WHOLE = /^\d{1,3}$/;

/** Field errors in words; empty when the values make an initiative. */
export function initiativeErrors(v: InitiativeValues): Partial<Record<keyof InitiativeValues, string>> {
  const errors: Partial<Record<keyof InitiativeValues, string>> = {};
  if (v.name.trim() === '') errors.name = t('planning.initiative.error.name');
  const impact = parseDecimal(v.impact);
  if (impact === undefined || impact.isZero()) errors.impact = t('planning.initiative.error.impact');
  else if (v.impactType === 'percentage' && impact.gt(100)) errors.impact = t('planning.form.error.percent');
  if (!MONTH.test(v.implementationStart.trim()))
    errors.implementationStart = t('planning.initiative.error.start');
  if (!WHOLE.test(v.rampUpMonths.trim()) || Number(v.rampUpMonths) > 600)
    errors.rampUpMonths = t('planning.initiative.error.months');
  if (!WHOLE.test(v.lifetimeYears.trim()) || Number(v.lifetimeYears) < 1 || Number(v.lifetimeYears) > 100)
    errors.lifetimeYears = t('planning.initiative.error.lifetime');
  for (const key of ['capex', 'opexPerYear', 'savingsPerYear'] as const) {
    if (parseDecimal(v[key]) === undefined) errors[key] = t('planning.initiative.error.money');
  }
  return errors;
}

/** The body the API stores for valid values (see `initiativeErrors`); numbers from exact decimals. */
export function initiativeBody(v: InitiativeValues): InitiativeCreate {
  const number = (s: string) => (parseDecimal(s) as Decimal).toNumber();
  return {
    name: v.name.trim(),
    scope: Number(v.scope) as 1 | 2 | 3,
    ...(v.category.trim() === '' ? {} : { category: v.category.trim() }),
    ...(v.facilities.length === 0 ? {} : { facilities: v.facilities }),
    impact:
      v.impactType === 'absolute'
        ? { type: 'absolute', tonnesPerYear: number(v.impact) }
        : { type: 'percentage', percent: number(v.impact) },
    implementationStart: v.implementationStart.trim(),
    rampUpMonths: Number(v.rampUpMonths),
    capex: number(v.capex),
    opexPerYear: number(v.opexPerYear),
    savingsPerYear: number(v.savingsPerYear),
    lifetimeYears: Number(v.lifetimeYears),
  };
}
