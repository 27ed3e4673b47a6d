import type { PactClientError } from '../pact/index.js';

/**
 * Why a supplier sync refused to change anything, as shown on the supplier record:
 * - `not-configured`: endpoint, expected publicOrgId or credentials missing;
 * - `credentials-unreadable`: the sealed secret does not open (another encryption key);
 * - `foreign-company`: the answer's companyIds do not include the supplier's publicOrgId;
 * - `malformed`, `unreachable`, `unauthorized`, `access-denied`, `not-found`, `http`: from the PACT client;
 * - `calculation-failed`: the activities were stored but the calculation run failed.
 */
export type SupplierSyncErrorCode =
  | 'not-configured'
  | 'credentials-unreadable'
  | 'foreign-company'
  | 'calculation-failed'
  | PactClientError['code'];

/** A sync that ended without changing the host's data, with a stable code. */
export class SupplierSyncError extends Error {
  constructor(
    readonly code: SupplierSyncErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SupplierSyncError';
  }
}

/** A supplier is not set up for what was asked (409 `supplier-not-integrated`). */
export class SupplierNotIntegratedError extends Error {
  readonly code = 'SUPPLIER_NOT_INTEGRATED';
  constructor(
    readonly supplierId: string,
    readonly missing: readonly string[],
  ) {
    super(`supplier ${supplierId} has no ${missing.join(', ')}: set its PACT integration first`);
    this.name = 'SupplierNotIntegratedError';
  }
}
