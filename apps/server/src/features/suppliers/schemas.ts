import type {
  ReceivedFootprint,
  Supplier,
  SupplierFootprintRequest,
  SupplierPurchase,
  SupplierSync,
} from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { boundedJsonObject, FIELD_LIMITS } from '../../http/bounded.js';

const name = z.string().trim().min(1).max(200);
const email = z.email().max(320).nullable();
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as "DE"')
  .nullable();
const endpoint = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .nullable()
  .openapi({ description: "Base URL of the supplier's PACT API (its actions are under `{it}/3/…`)." });
const publicOrgId = z.uuid().nullable().openapi({
  description: "The supplier's publicOrgId: its answers must list `urn:uuid:{it}` in companyIds.",
});
const inboundGrantId = z.uuid().nullable().openapi({
  description: 'The grant of our PACT API whose credentials the supplier uses to send us events.',
});
const urn = z
  .string()
  .regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'a URN such as "urn:pact:product:steel-1"');
const isoDate = z.iso.date();

export const SupplierCreate = z
  .strictObject({
    name,
    contactEmail: email.optional(),
    country: country.optional(),
    // Any JSON values (the body is parsed JSON); z.json() is recursive and breaks the OpenAPI generator.
    attributes: boundedJsonObject(FIELD_LIMITS.attributesJson)
      .optional()
      .openapi({ description: 'Free-form JSON attributes (supplier codes, categories, …).' }),
    externalPublicOrgId: publicOrgId.optional(),
    integrationEndpoint: endpoint.optional(),
    inboundGrantId: inboundGrantId.optional(),
  })
  .openapi('SupplierCreate');

export const SupplierUpdate = SupplierCreate.partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('SupplierUpdate');

export const SupplierCredentials = z
  .strictObject({
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z.string().min(1).max(2000).openapi({ description: 'Stored encrypted; never returned.' }),
  })
  .openapi('SupplierCredentials');

const SyncError = z.object({ code: z.string(), message: z.string() });

export const SupplierView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    contactEmail: z.string().nullable(),
    country: z.string().nullable(),
    attributes: z.record(z.string(), z.unknown()),
    externalPublicOrgId: z.string().nullable(),
    integrationEndpoint: z.string().nullable(),
    integrationClientId: z.string().nullable(),
    hasIntegrationSecret: z.boolean(),
    inboundGrantId: z.string().nullable(),
    sync: z.object({
      status: z.enum(['never', 'queued', 'running', 'succeeded', 'failed']),
      lastSyncId: z.string().nullable(),
      lastSyncAt: z.string().nullable(),
      error: SyncError.nullable().openapi({ description: 'Why the last sync changed nothing.' }),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Supplier');

export function supplierView(s: Supplier): z.infer<typeof SupplierView> {
  return {
    id: s.id,
    name: s.name,
    contactEmail: s.contactEmail,
    country: s.country,
    attributes: { ...s.attributes },
    externalPublicOrgId: s.externalPublicOrgId,
    integrationEndpoint: s.integrationEndpoint,
    integrationClientId: s.integrationClientId,
    hasIntegrationSecret: s.hasIntegrationSecret,
    inboundGrantId: s.inboundGrantId,
    sync: {
      status: s.syncStatus,
      lastSyncId: s.lastSyncId,
      lastSyncAt: s.lastSyncAt?.toISOString() ?? null,
      error: s.lastSyncError,
    },
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

const period = { periodStart: isoDate, periodEnd: isoDate, facilityId: z.uuid().nullable().optional() };

export const PurchaseCreate = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('product'),
      productId: urn,
      quantity: z
        .string()
        .regex(/^\d+(\.\d+)?$/, 'a non-negative decimal string')
        .openapi({ description: "Quantity in the footprint's declared unit (or a unit convertible to it)." }),
      unit: z.string().trim().min(1).max(50).openapi({ example: 'kg' }),
      description: z.string().trim().min(1).max(1000).nullable().optional(),
      ...period,
    }),
    z.strictObject({
      kind: z.literal('corporate_share'),
      description: z.string().trim().min(1).max(1000).nullable().optional(),
      ...period,
    }),
  ])
  .openapi('SupplierPurchaseCreate');

export const PurchaseView = z
  .object({
    id: z.uuid(),
    supplierId: z.uuid(),
    kind: z.enum(['product', 'corporate_share']),
    productId: z.string().nullable(),
    quantity: z.string().nullable(),
    unit: z.string().nullable(),
    periodStart: z.string(),
    periodEnd: z.string(),
    facilityId: z.string().nullable(),
    description: z.string().nullable(),
    activityLineageId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('SupplierPurchase');

export function purchaseView(p: SupplierPurchase): z.infer<typeof PurchaseView> {
  const { organizationId: _o, createdBy: _c, createdAt, ...rest } = p;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export const SyncView = z
  .object({
    id: z.uuid(),
    supplierId: z.uuid(),
    trigger: z.enum(['manual', 'event']),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    error: SyncError.nullable(),
    outcome: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .openapi('SupplierSync');

export function syncView(s: SupplierSync): z.infer<typeof SyncView> {
  return {
    id: s.id,
    supplierId: s.supplierId,
    trigger: s.trigger,
    status: s.status,
    error: s.error,
    outcome: s.outcome === null ? null : { ...s.outcome },
    createdAt: s.createdAt.toISOString(),
    startedAt: s.startedAt?.toISOString() ?? null,
    finishedAt: s.finishedAt?.toISOString() ?? null,
  };
}

export const FootprintVersionView = z
  .object({
    id: z.uuid(),
    footprintId: z.uuid(),
    footprintVersion: z.number().int().nullable(),
    status: z.enum(['Active', 'Deprecated']),
    productIds: z.array(z.string()),
    declaredUnit: z.string(),
    declaredUnitAmount: z.string(),
    pcfExcludingBiogenicUptake: z.string().openapi({ description: 'kg CO2e per declared unit.' }),
    referencePeriodStart: z.string(),
    referencePeriodEnd: z.string(),
    contentHash: z.string(),
    syncId: z.string().nullable(),
    receivedAt: z.string(),
  })
  .openapi('ReceivedFootprint');

export function footprintVersionView(f: ReceivedFootprint): z.infer<typeof FootprintVersionView> {
  return {
    id: f.id,
    footprintId: f.footprintId,
    footprintVersion: f.footprintVersion,
    status: f.status,
    productIds: [...f.productIds],
    declaredUnit: f.declaredUnit,
    declaredUnitAmount: f.declaredUnitAmount,
    pcfExcludingBiogenicUptake: f.pcfExcludingBiogenicUptake,
    referencePeriodStart: f.referencePeriodStart.toISOString(),
    referencePeriodEnd: f.referencePeriodEnd.toISOString(),
    contentHash: f.contentHash,
    syncId: f.syncId,
    receivedAt: f.receivedAt.toISOString(),
  };
}

export const RequestCreate = z
  .strictObject({
    productIds: z.array(urn).min(1).max(100),
    comment: z.string().trim().min(1).max(1000).optional(),
  })
  .openapi('SupplierFootprintRequestCreate');

export const RequestView = z
  .object({
    id: z.uuid(),
    supplierId: z.uuid(),
    eventId: z.string(),
    criteria: z.record(z.string(), z.unknown()),
    status: z.enum(['sending', 'sent', 'send_failed', 'fulfilled', 'rejected']),
    sendError: SyncError.nullable(),
    answer: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    answeredAt: z.string().nullable(),
  })
  .openapi('SupplierFootprintRequest');

export function requestView(r: SupplierFootprintRequest): z.infer<typeof RequestView> {
  return {
    id: r.id,
    supplierId: r.supplierId,
    eventId: r.eventId,
    criteria: { ...r.criteria },
    status: r.status,
    sendError: r.sendError,
    answer: r.answer === null ? null : { ...r.answer },
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  };
}
