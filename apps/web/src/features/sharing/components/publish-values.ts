import Decimal from 'decimal.js';
import type { MessageKey } from '../../../i18n/t';
import type { PublishFootprint } from '../api/products';

/** What the publish form edits, as typed. */
export interface PublishValues {
  periodStart: string;
  periodEnd: string;
  scopes: string[];
  scope2Method: 'market_based' | 'location_based';
  method: 'mass' | 'revenue' | 'units';
  productQuantity: string;
  totalQuantity: string;
  productUnits: string;
  boundaryDescription: string;
  geographyCountry: string;
  comment: string;
}

export const EMPTY_PUBLISH: PublishValues = {
  periodStart: '',
  periodEnd: '',
  scopes: ['1', '2'],
  scope2Method: 'market_based',
  method: 'mass',
  productQuantity: '',
  totalQuantity: '',
  productUnits: '',
  boundaryDescription: '',
  geographyCountry: '',
  comment: '',
};

const POSITIVE = /^\d+(\.\d+)?$/;
const positive = (value: string): MessageKey | null =>
  POSITIVE.test(value.trim()) && /[1-9]/.test(value) ? null : 'sharing.error.positive';

/** Checks of each field, as message keys (null when the field is fine). */
export const publishChecks = {
  periodStart: (value: string): MessageKey | null => (value === '' ? 'sharing.publish.error.period' : null),
  periodEnd: (value: string, values: PublishValues): MessageKey | null =>
    value === '' || value < values.periodStart ? 'sharing.publish.error.period' : null,
  scopes: (value: string[]): MessageKey | null =>
    value.length === 0 ? 'sharing.publish.error.scopes' : null,
  productQuantity: (value: string) => positive(value),
  totalQuantity: (value: string, values: PublishValues): MessageKey | null => {
    const problem = positive(value);
    if (problem) return problem;
    if (positive(values.productQuantity) !== null) return null;
    return new Decimal(value.trim()).lt(values.productQuantity.trim()) ? 'sharing.publish.error.total' : null;
  },
  productUnits: (value: string) => positive(value),
  boundaryDescription: (value: string): MessageKey | null =>
    value.trim() === '' ? 'sharing.publish.error.boundary' : null,
  geographyCountry: (value: string): MessageKey | null =>
    value.trim() === '' || /^[A-Za-z]{2}$/.test(value.trim()) ? null : 'sharing.publish.error.country',
};

/** The request body: the period, the scopes (Scope 2 by one method), the allocation and the units produced. */
export function publishBody(values: PublishValues): PublishFootprint {
  const scopes = values.scopes.map(Number).sort() as (1 | 2 | 3)[];
  return {
    referencePeriod: { start: values.periodStart, end: values.periodEnd },
    scopes,
    ...(scopes.includes(2) ? { scope2Method: values.scope2Method } : {}),
    allocation: {
      method: values.method,
      productQuantity: values.productQuantity.trim(),
      totalQuantity: values.totalQuantity.trim(),
    },
    productUnits: values.productUnits.trim(),
    boundaryDescription: values.boundaryDescription.trim(),
    ...(values.geographyCountry.trim()
      ? { geographyCountry: values.geographyCountry.trim().toUpperCase() }
      : {}),
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
  };
}
