import type { SecretBox } from '@ctp/auth';
import { getSupplierIntegrationSecret, type OrganizationScope, type Supplier } from '@ctp/store';
import { createPactClient, type PactClient } from '../pact/index.js';
import { SupplierNotIntegratedError, SupplierSyncError } from './errors.js';

/** The SecretBox context a supplier's client secret is sealed under (bound to organization and supplier). */
export function supplierSecretContext(organizationId: string, supplierId: string): string {
  return `suppliers.integration_secret:${organizationId}:${supplierId}`;
}

/** What is missing before a supplier can be called over PACT. */
export function missingIntegration(supplier: Supplier): string[] {
  const missing: string[] = [];
  if (supplier.integrationEndpoint === null) missing.push('integrationEndpoint');
  if (supplier.externalPublicOrgId === null) missing.push('externalPublicOrgId');
  if (supplier.integrationClientId === null || !supplier.hasIntegrationSecret) missing.push('credentials');
  return missing;
}

/** Options the server passes to every PACT client (tests shorten the timeout). */
export interface PactClientSettings {
  timeoutMs?: number;
}

/**
 * A PACT client for a supplier, with its client secret opened from the database. Throws
 * SupplierNotIntegratedError when something is missing, SupplierSyncError `credentials-unreadable`
 * when the sealed secret does not open.
 */
export async function pactClientForSupplier(
  scope: OrganizationScope,
  secretBox: SecretBox,
  supplier: Supplier,
  settings: PactClientSettings = {},
): Promise<PactClient> {
  const missing = missingIntegration(supplier);
  if (missing.length > 0) throw new SupplierNotIntegratedError(supplier.id, missing);
  const sealed = await getSupplierIntegrationSecret(scope, supplier.id);
  let clientSecret: string;
  try {
    clientSecret = secretBox.open(sealed as string, supplierSecretContext(scope.organizationId, supplier.id));
  } catch {
    throw new SupplierSyncError(
      'credentials-unreadable',
      "the stored client secret cannot be opened with this server's encryption key; set the credentials again",
    );
  }
  return createPactClient({
    baseUrl: supplier.integrationEndpoint as string,
    clientId: supplier.integrationClientId as string,
    clientSecret,
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
  });
}
