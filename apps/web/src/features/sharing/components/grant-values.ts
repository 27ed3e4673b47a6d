import type { MessageKey } from '../../../i18n/t';
import type { AnswerPolicy, GrantCreate } from '../api/grants';

/** What the grant form edits, as typed. */
export interface GrantValues {
  customerName: string;
  customerPublicOrgId: string;
  productIds: string[];
  periodStart: string;
  periodEnd: string;
  scopes: string[];
  answerPolicy: AnswerPolicy;
  callbackUrl: string;
  callbackClientId: string;
  callbackClientSecret: string;
}

export const EMPTY_GRANT: GrantValues = {
  customerName: '',
  customerPublicOrgId: '',
  productIds: [],
  periodStart: '',
  periodEnd: '',
  scopes: ['1', '2', '3'],
  answerPolicy: 'manual',
  callbackUrl: '',
  callbackClientId: '',
  callbackClientSecret: '',
};

const callbackGiven = (v: GrantValues) =>
  v.callbackUrl.trim() !== '' || v.callbackClientId.trim() !== '' || v.callbackClientSecret !== '';

/** Checks of the fields, as message keys (null when fine). */
export const grantChecks = {
  customerName: (value: string): MessageKey | null =>
    value.trim() === '' ? 'sharing.grants.error.customer' : null,
  periodEnd: (value: string, v: GrantValues): MessageKey | null => {
    if (v.periodStart === '' && value === '') return null;
    return v.periodStart === '' || value === '' || value < v.periodStart
      ? 'sharing.grants.error.period'
      : null;
  },
  callbackUrl: (value: string, v: GrantValues): MessageKey | null => {
    if (!callbackGiven(v)) return null;
    return /^https?:\/\/\S+$/.test(value.trim()) ? null : 'sharing.grants.error.callback';
  },
  callbackClientSecret: (_value: string, v: GrantValues): MessageKey | null =>
    callbackGiven(v) && (v.callbackClientId.trim() === '' || v.callbackClientSecret === '')
      ? 'sharing.grants.error.callbackCredentials'
      : null,
};

/** The request body: what the customer may read (products, periods, scopes) and who answers its requests. */
export function grantBody(v: GrantValues): GrantCreate {
  return {
    customerName: v.customerName.trim(),
    ...(v.customerPublicOrgId.trim() ? { customerPublicOrgId: v.customerPublicOrgId.trim() } : {}),
    productIds: v.productIds,
    periods: v.periodStart && v.periodEnd ? [{ start: v.periodStart, end: v.periodEnd }] : [],
    scopes: v.scopes.map(Number).sort() as (1 | 2 | 3)[],
    answerPolicy: v.answerPolicy,
    ...(callbackGiven(v)
      ? {
          callback: {
            url: v.callbackUrl.trim(),
            clientId: v.callbackClientId.trim(),
            clientSecret: v.callbackClientSecret,
          },
        }
      : {}),
  };
}
