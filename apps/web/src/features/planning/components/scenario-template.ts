import Decimal from 'decimal.js';
import { type MessageKey, t } from '../../../i18n/t';
import type { ScenarioTemplateInput, StoredScenario } from '../api/scenarios';
import { parseDecimal, parseYearValues } from './format';

/** The scenario kinds the form offers (the API's built-in kinds). */
export const SCENARIO_KINDS = [
  'sbti_1_5c',
  'sbti_well_below_2c',
  'net_zero_2050',
  'custom',
  'business_as_usual',
] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** The form's values: text as typed; turned into a template only once valid. */
export interface ScenarioValues {
  name: string;
  type: ScenarioKind;
  baseYear: string;
  targetYear: string;
  metric: 'absolute' | 'intensity';
  pathway: 'linear' | 'exponential' | 'custom';
  reductionPercent: string;
  points: string;
  activity: string;
}

export const EMPTY_SCENARIO: ScenarioValues = {
  name: '',
  type: 'custom',
  baseYear: '',
  targetYear: '',
  metric: 'absolute',
  pathway: 'linear',
  reductionPercent: '',
  points: '',
  activity: '',
};

const lines = (values: unknown) =>
  Array.isArray(values)
    ? values
        .map((p: { year: number; value: number }) => `${p.year}: ${new Decimal(p.value).toFixed()}`)
        .join('\n')
    : '';

/** A stored template as form values (for editing). */
export function valuesOf(stored: StoredScenario): ScenarioValues {
  const tpl = stored.template as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'number' ? String(v) : '');
  return {
    name: stored.name,
    type: (SCENARIO_KINDS as readonly string[]).includes(stored.type)
      ? (stored.type as ScenarioKind)
      : 'custom',
    baseYear: text(tpl.baseYear),
    targetYear: text(tpl.targetYear),
    metric: tpl.metric === 'intensity' ? 'intensity' : 'absolute',
    pathway: tpl.pathway === 'exponential' || tpl.pathway === 'custom' ? tpl.pathway : 'linear',
    reductionPercent:
      typeof tpl.targetReduction === 'number' ? new Decimal(tpl.targetReduction).times(100).toFixed() : '',
    points: lines(tpl.points),
    activity: lines(tpl.activity),
  };
}

const YEAR = /^\d{4}$/;
const needsTargetYear = (v: ScenarioValues) =>
  v.type === 'sbti_1_5c' ||
  v.type === 'sbti_well_below_2c' ||
  (v.type === 'custom' && v.pathway !== 'custom');

/** Field errors in words, keyed by field; empty when the values make a template. */
export function scenarioErrors(v: ScenarioValues): Partial<Record<keyof ScenarioValues, string>> {
  const errors: Partial<Record<keyof ScenarioValues, string>> = {};
  const say = (key: MessageKey, values?: Record<string, string | number>) => t(key, values);
  if (v.name.trim() === '') errors.name = say('planning.form.error.name');
  if (v.type === 'business_as_usual') return errors;
  if (!YEAR.test(v.baseYear.trim())) errors.baseYear = say('planning.form.error.year');
  if (needsTargetYear(v)) {
    if (!YEAR.test(v.targetYear.trim())) errors.targetYear = say('planning.form.error.year');
    else if (YEAR.test(v.baseYear.trim()) && Number(v.targetYear) <= Number(v.baseYear))
      errors.targetYear = say('planning.form.error.yearOrder');
  }
  if (v.type !== 'custom') return errors;
  if (v.pathway === 'custom') {
    const points = parseYearValues(v.points);
    if ('badLine' in points) errors.points = say('planning.form.error.line', { line: points.badLine });
    else if (points.length === 0) errors.points = say('planning.form.error.points');
  } else {
    const reduction = parseDecimal(v.reductionPercent);
    if (reduction === undefined || reduction.gt(100))
      errors.reductionPercent = say('planning.form.error.percent');
  }
  if (v.metric === 'intensity') {
    const activity = parseYearValues(v.activity);
    if ('badLine' in activity) errors.activity = say('planning.form.error.line', { line: activity.badLine });
    else if (activity.length === 0) errors.activity = say('planning.form.error.activity');
  }
  return errors;
}

/** The template the API stores for valid values (see `scenarioErrors`). */
export function templateOf(v: ScenarioValues): ScenarioTemplateInput {
  if (v.type === 'business_as_usual') return { type: v.type };
  const years = {
    baseYear: Number(v.baseYear),
    ...(needsTargetYear(v) ? { targetYear: Number(v.targetYear) } : {}),
  };
  if (v.type !== 'custom') return { type: v.type, ...years };
  const list = (text: string) => parseYearValues(text) as { year: number; value: number }[];
  return {
    type: 'custom',
    ...years,
    metric: v.metric,
    pathway: v.pathway,
    ...(v.pathway === 'custom'
      ? { points: list(v.points) }
      : { targetReduction: (parseDecimal(v.reductionPercent) as Decimal).div(100).toNumber() }),
    ...(v.metric === 'intensity' ? { activity: list(v.activity) } : {}),
  };
}

/** "2024 → 2030, −42% linear" and the like: a template in a few words for tables. */
export function describeTemplate(stored: StoredScenario): string {
  const tpl = stored.template as Record<string, unknown>;
  if (stored.type === 'business_as_usual') return t('planning.describe.bau');
  const parts: string[] = [];
  if (typeof tpl.baseYear === 'number') parts.push(t('planning.describe.base', { year: tpl.baseYear }));
  if (typeof tpl.targetYear === 'number') parts.push(t('planning.describe.target', { year: tpl.targetYear }));
  if (typeof tpl.targetReduction === 'number')
    parts.push(
      t('planning.describe.reduction', { percent: new Decimal(tpl.targetReduction).times(100).toFixed() }),
    );
  if (typeof tpl.pathway === 'string') parts.push(t(`planning.pathway.${tpl.pathway}` as MessageKey));
  if (tpl.metric === 'intensity') parts.push(t('planning.metric.intensity'));
  return parts.join(' · ');
}
