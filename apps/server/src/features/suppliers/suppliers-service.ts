import {
  appendAudit,
  createSupplier,
  findSharingGrant,
  getSupplier,
  listSuppliers,
  type OrganizationScope,
  type Page,
  type Supplier,
  setSupplierCredentials,
  updateSupplier,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { SupplierCreate, SupplierCredentials, SupplierUpdate } from './schemas.js';
import { supplierSecretContext } from './supplier-client.js';

const HTTPS_MESSAGE = 'must be an https:// URL in production (PACT is offered over HTTPS only)';

/**
 * PACT host systems offer their actions over HTTPS only: in production a plain-HTTP supplier endpoint
 * would send our client secret and the supplier's data in clear, so it is refused (400).
 */
function refusePlainHttp(runtime: Runtime, endpoint: string | null | undefined): void {
  if (runtime.config.nodeEnv === 'production' && typeof endpoint === 'string' && endpoint.startsWith('http:'))
    throw new ProblemError('VALIDATION_FAILED', {
      detail: `integrationEndpoint ${HTTPS_MESSAGE}.`,
      errors: [{ pointer: '/integrationEndpoint', in: 'body', code: 'custom', message: HTTPS_MESSAGE }],
    });
}

/** The `inboundGrantId` must name one of the organization's own sharing grants (400 otherwise). */
async function refuseUnknownGrant(scope: OrganizationScope, grantId: string | null | undefined) {
  if (typeof grantId === 'string' && (await findSharingGrant(scope, grantId)) === null)
    throw new ProblemError('VALIDATION_FAILED', {
      detail: 'inboundGrantId names no sharing grant of this organization.',
      errors: [{ pointer: '/inboundGrantId', in: 'body', code: 'custom', message: 'no such sharing grant' }],
    });
}

/**
 * The suppliers service: creates and updates suppliers (HTTPS endpoint and own-grant rules) and
 * seals the credentials they issued to us, writing every audit entry (never the secret).
 */
export function suppliersService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: async (caller: Caller, input: z.infer<typeof SupplierCreate>): Promise<Supplier> => {
      refusePlainHttp(runtime, input.integrationEndpoint);
      return withOrganization(db, caller.organizationId, async (scope) => {
        await refuseUnknownGrant(scope, input.inboundGrantId);
        // The store validates attributes as JSON again (z.json()), which the OpenAPI schema cannot express.
        const created = await createSupplier(scope, input as Parameters<typeof createSupplier>[1]);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'supplier.create',
          entityType: 'supplier',
          entityId: created.id,
          details: JSON.parse(JSON.stringify(input)),
          requestId: caller.requestId,
        });
        return created;
      });
    },

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<Supplier>> =>
      withOrganization(db, caller.organizationId, (scope) => listSuppliers(scope, page)),

    get: (caller: Caller, id: string): Promise<Supplier> =>
      withOrganization(db, caller.organizationId, (scope) => getSupplier(scope, id)),

    /** Changes the fields given; the audit entry records each one before and after. */
    update: async (caller: Caller, id: string, input: z.infer<typeof SupplierUpdate>): Promise<Supplier> => {
      refusePlainHttp(runtime, input.integrationEndpoint);
      return withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getSupplier(scope, id);
        await refuseUnknownGrant(scope, input.inboundGrantId);
        const updated = await updateSupplier(scope, id, input as Parameters<typeof updateSupplier>[2]);
        const fields = Object.keys(input) as (keyof typeof input)[];
        await appendAudit(scope, {
          ...caller.actor,
          action: 'supplier.update',
          entityType: 'supplier',
          entityId: id,
          details: {
            fields,
            before: JSON.parse(JSON.stringify(Object.fromEntries(fields.map((f) => [f, before[f]])))),
            after: JSON.parse(JSON.stringify(Object.fromEntries(fields.map((f) => [f, updated[f]])))),
          },
          requestId: caller.requestId,
        });
        return updated;
      });
    },

    setCredentials: (
      caller: Caller,
      id: string,
      { clientId, clientSecret }: z.infer<typeof SupplierCredentials>,
    ): Promise<Supplier> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        await getSupplier(scope, id);
        const sealedSecret = runtime.secretBox.seal(
          clientSecret,
          supplierSecretContext(caller.organizationId, id),
        );
        const updated = await setSupplierCredentials(scope, id, { clientId, sealedSecret });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'supplier.credentials.set',
          entityType: 'supplier',
          entityId: id,
          // The secret itself is never written anywhere but sealed in its column.
          details: { clientId },
          requestId: caller.requestId,
        });
        return updated;
      }),
  };
}
