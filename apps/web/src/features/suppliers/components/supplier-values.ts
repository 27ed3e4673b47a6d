import type { MessageKey } from '../../../i18n/t';
import type { Supplier, SupplierCreate, SupplierUpdate } from '../api/suppliers';

/** What the supplier form edits, as typed (empty strings for fields left blank). */
export interface SupplierValues {
  name: string;
  contactEmail: string;
  country: string;
  externalPublicOrgId: string;
  integrationEndpoint: string;
  /** One of our sharing grants: the credentials the supplier uses to send us events (answers to our requests). */
  inboundGrantId: string;
}

export const EMPTY_SUPPLIER: SupplierValues = {
  name: '',
  contactEmail: '',
  country: '',
  externalPublicOrgId: '',
  integrationEndpoint: '',
  inboundGrantId: '',
};

const OPTIONAL = [
  'contactEmail',
  'country',
  'externalPublicOrgId',
  'integrationEndpoint',
  'inboundGrantId',
] as const;

/** The form's values of a stored supplier. */
export function valuesOf(supplier: Supplier): SupplierValues {
  return {
    name: supplier.name,
    contactEmail: supplier.contactEmail ?? '',
    country: supplier.country ?? '',
    externalPublicOrgId: supplier.externalPublicOrgId ?? '',
    integrationEndpoint: supplier.integrationEndpoint ?? '',
    inboundGrantId: supplier.inboundGrantId ?? '',
  };
}

const tidy = (values: SupplierValues): SupplierValues => ({
  name: values.name.trim(),
  contactEmail: values.contactEmail.trim(),
  country: values.country.trim().toUpperCase(),
  externalPublicOrgId: values.externalPublicOrgId.trim().toLowerCase(),
  integrationEndpoint: values.integrationEndpoint.trim(),
  inboundGrantId: values.inboundGrantId,
});

/** A new supplier: the name, and only the optional fields that were filled in. */
export function createBody(values: SupplierValues): SupplierCreate {
  const v = tidy(values);
  const body: SupplierCreate = { name: v.name };
  for (const key of OPTIONAL) if (v[key] !== '') body[key] = v[key];
  return body;
}

/** A change: only the fields that differ from the stored supplier; a field emptied is cleared (null). */
export function updateBody(values: SupplierValues, stored: Supplier): SupplierUpdate {
  const v = tidy(values);
  const before = valuesOf(stored);
  const body: SupplierUpdate = {};
  if (v.name !== before.name) body.name = v.name;
  for (const key of OPTIONAL) if (v[key] !== before[key]) body[key] = v[key] === '' ? null : v[key];
  return body;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which field is wrong, as a message key (checked before anything is sent). */
export const supplierChecks: Record<keyof SupplierValues, (value: string) => MessageKey | null> = {
  name: (value: string) => (value.trim() === '' ? 'suppliers.form.error.name' : null),
  contactEmail: (value: string) =>
    value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
      ? null
      : 'suppliers.form.error.email',
  country: (value: string) =>
    value.trim() === '' || /^[A-Za-z]{2}$/.test(value.trim()) ? null : 'suppliers.form.error.country',
  externalPublicOrgId: (value: string) =>
    value.trim() === '' || UUID.test(value.trim()) ? null : 'suppliers.form.error.publicOrgId',
  inboundGrantId: () => null,
  integrationEndpoint: (value: string) => {
    if (value.trim() === '') return null;
    try {
      const url = new URL(value.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'suppliers.form.error.endpoint';
    } catch {
      return 'suppliers.form.error.endpoint';
    }
  },
};
