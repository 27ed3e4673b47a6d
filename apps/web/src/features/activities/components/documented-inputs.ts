import type { components } from '../../../api/schema';
import { t } from '../../../i18n/t';

type Algorithm = components['schemas']['Algorithm'];
export type InputAttribute = components['schemas']['AlgorithmInputAttribute'];
export type AcceptedUnit = components['schemas']['AcceptedUnit'];

/** What the form asks for one category, merged from the algorithms that calculate it. */
export interface CategoryInputs {
  /** The unit codes accepted; null when some algorithm of the category takes any unit. */
  units: AcceptedUnit[] | null;
  /** One field per attribute name; `required` only when every algorithm of the category requires it. */
  attributes: InputAttribute[];
  /** Attributes that are objects or lists (instruments, supplier rates…): not single fields. */
  structured: string[];
  /** The category's inputs have several alternative shapes: not offered as fields at all. */
  alternatives: boolean;
}

/**
 * The documented inputs of a category: the algorithms resolved automatically for it (generic and
 * regional; alternative ones only run under a methodology override), their unit codes and attributes.
 */
export function categoryInputs(algorithms: readonly Algorithm[], category: string): CategoryInputs {
  const all = algorithms.filter((a) => a.category === category);
  const automatic = all.filter((a) => a.resolution !== 'alternative');
  const used = automatic.length > 0 ? automatic : all;
  const units = new Map<string, AcceptedUnit>();
  let anyUnit = used.length === 0;
  const attributes = new Map<string, InputAttribute>();
  const requiredBy = new Map<string, number>();
  for (const a of used) {
    if (a.inputs.units === null) anyUnit = true;
    for (const unit of a.inputs.units ?? []) if (!units.has(unit.id)) units.set(unit.id, unit);
    for (const attribute of a.inputs.attributes) {
      const seen = attributes.get(attribute.name);
      if (attribute.required) requiredBy.set(attribute.name, (requiredBy.get(attribute.name) ?? 0) + 1);
      if (seen === undefined) attributes.set(attribute.name, { ...attribute });
      else if (seen.type === 'choice' && attribute.type === 'choice')
        seen.values = [...new Set([...(seen.values ?? []), ...(attribute.values ?? [])])];
    }
  }
  const merged = [...attributes.values()].map((a) => ({
    ...a,
    required: requiredBy.get(a.name) === used.length,
  }));
  return {
    units: anyUnit ? null : [...units.values()],
    attributes: merged.filter((a) => a.type !== 'structured'),
    structured: merged.filter((a) => a.type === 'structured').map((a) => a.name),
    alternatives: used.some((a) => a.inputs.structured),
  };
}

/** `calorificBasis` → `Calorific basis`: a label from an attribute's name. */
export function attributeLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A choice value for people: `premium_economy` → `premium economy`. */
export const valueLabel = (value: string) => value.replace(/_/g, ' ');

const ID = /^[a-z0-9][a-z0-9_]*$/;
const DECIMAL = /^\d{1,24}(\.\d{1,24})?$/;
const INTEGER = /^-?\d+$/;

/** What is wrong with a field's text, in words; null when it is fine (empty and optional included). */
export function attributeError(attribute: InputAttribute, text: string): string | null {
  const value = text.trim();
  if (value === '') return attribute.required ? t('activityForm.error.required') : null;
  switch (attribute.type) {
    case 'id':
      return ID.test(value) ? null : t('activityForm.error.id');
    case 'decimal':
      return DECIMAL.test(value) ? null : t('activityForm.error.quantity');
    case 'integer': {
      const n = Number(value);
      const min = attribute.minimum ?? Number.MIN_SAFE_INTEGER;
      const max = attribute.maximum ?? Number.MAX_SAFE_INTEGER;
      return INTEGER.test(value) && n >= min && n <= max
        ? null
        : t('activityForm.error.integer', { min: String(min), max: String(max) });
    }
    case 'choice':
      return (attribute.values ?? []).includes(value) ? null : t('activityForm.error.choice');
    default:
      return null;
  }
}

/** The JSON value the API expects for a field's text (undefined: leave it out). */
export function attributeValue(attribute: InputAttribute, text: string): unknown {
  const value = text.trim();
  if (value === '') return undefined;
  if (attribute.type === 'integer') return Number(value);
  if (attribute.type === 'boolean') return value === 'true';
  return value;
}

/** A stored attribute value as the form's text (corrections start from the current version). */
export function attributeText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? '' : String(value);
}
