import { randomUUID } from 'node:crypto';
import {
  addMovementExplanation,
  bulkInsertActivityData,
  createAuditRequest,
  createPeriod,
  createReport,
  createUser,
  getPeriod,
  lockPeriod,
  movePeriod,
  recordCalculationJob,
  recordForecastJob,
  reopenPeriod,
  settleCalculationJob,
  settleForecastJob,
  testTargets,
  withOrganization,
} from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActivities } from '../cli/demo-data.js';
import { ROUTE_TABLE } from '../http/route-table.js';
import { openTenantFixture, type TenantFixture } from '../testing/users-fixture.js';

/**
 * The cross-tenant sweep. Organization A holds one of everything a route can address by id; an
 * administrator of organization B then calls every route of the table that takes an id, with A's
 * ids (and bodies that would be valid for B's own records). Each attempt must answer 404, and the
 * answer must be exactly the one for an id that never existed (same status, type, code, title,
 * detail and members once the id, path and request id are set aside): B learns nothing, not even
 * that the id exists. Afterwards A's records read back unchanged. A route that takes an id and has
 * no probe here fails the sweep, so new routes cannot skip it.
 */

/**
 * Routes whose parameters name shared, non-tenant things (the algorithm registry), and the public
 * report verification lookups, which answer anyone the same (their own tests cover them).
 */
const NOT_TENANT_DATA = new Set(['GET /api/algorithms/:namespace/:name', 'GET /api/verify/:code']);

/**
 * PACT API routes: partner systems call them with grant tokens, never with a user's session or API token,
 * so B's administrator cannot address them at all (400 `Invalid token provided`). That a grant of B reads
 * nothing of A, answered exactly like a never-existing id (404 `NotFound`), is checked in
 * src/features/pact/pact-api.test.ts; the profile lookup by publicOrgId is public by design.
 */
const PACT_PARTNER_ROUTES = new Set(['GET /pact/3/footprints/:id', 'GET /pact/ctp/1/profiles/:publicOrgId']);

interface Ids {
  facility: string;
  activity: string;
  token: string;
  override: string;
  user: string;
  run: string;
  record: string;
  preview: string;
  forecastRun: string;
  /** A forecast job of A's, settled (its row is what the job route reads first). */
  forecastJob: string;
  /** A calculation job of A's, settled with its run. */
  calculationJob: string;
  model: string;
  scenario: string;
  initiative: string;
  product: string;
  productFootprint: string;
  grant: string;
  pactRequest: string;
  supplier: string;
  report: string;
  template: string;
  roleMapping: string;
  interaction: string;
  period: string;
  restatement: string;
  /** An evidence item (one PDF on A's first activity). */
  evidence: string;
  /** An emission result of A's, and an audit request on it. */
  result: string;
  auditRequest: string;
  /** A custom factor dataset id (a slug, not a UUID) with version 1. */
  dataset: string;
  /** A Scope 2 instrument of A's, and an allocation of it to a Swedish facility of A's. */
  instrument: string;
  allocation: string;
}

type Probe = { path: (ids: Ids) => string; body?: unknown };

/** Lists that need a query to answer at all: asked with one that covers A's data. */
const LIST_QUERIES: Record<string, string> = {
  '/api/activities/coverage': '?from=2024-01-01&to=2025-12-31',
};

const CORRECTION = {
  category: 'scope1.stationary_combustion',
  quantity: '10',
  unit: 'kWh',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  attributes: { fuel: 'natural_gas' },
  reason: 'meter re-read',
};

const PROBES: Record<string, Probe> = {
  'GET /api/periods/:id': { path: (i) => `/api/periods/${i.period}` },
  'POST /api/periods/:id/submit': { path: (i) => `/api/periods/${i.period}/submit`, body: {} },
  'POST /api/periods/:id/approve': { path: (i) => `/api/periods/${i.period}/approve`, body: {} },
  'POST /api/periods/:id/lock': { path: (i) => `/api/periods/${i.period}/lock`, body: {} },
  'POST /api/periods/:id/reopen': {
    path: (i) => `/api/periods/${i.period}/reopen`,
    body: { cause: 'discovered_error', reason: 'taken over' },
  },
  'POST /api/periods/:id/return': {
    path: (i) => `/api/periods/${i.period}/return`,
    body: { reason: 'taken over' },
  },
  'GET /api/periods/:id/movements': { path: (i) => `/api/periods/${i.period}/movements` },
  'POST /api/periods/:id/movements/explanations': {
    path: (i) => `/api/periods/${i.period}/movements/explanations`,
    body: { lineKey: 'scope1', explanation: 'taken over' },
  },
  'GET /api/restatements/:id': { path: (i) => `/api/restatements/${i.restatement}` },
  'POST /api/evidence/:id/versions': {
    path: (i) => `/api/evidence/${i.evidence}/versions?fileName=x.pdf`,
    body: {},
  },
  'GET /api/evidence/:id/versions/:version/content': {
    path: (i) => `/api/evidence/${i.evidence}/versions/1/content`,
  },
  'GET /api/assurance/periods/:id/population': {
    path: (i) => `/api/assurance/periods/${i.period}/population`,
  },
  'GET /api/assurance/periods/:id/sample': {
    path: (i) => `/api/assurance/periods/${i.period}/sample?seed=1&size=2`,
  },
  'GET /api/assurance/results/:id/recalculation': {
    path: (i) => `/api/assurance/results/${i.result}/recalculation`,
  },
  'GET /api/instruments/:id': { path: (i) => `/api/instruments/${i.instrument}` },
  'POST /api/instruments/:id/cancel': {
    path: (i) => `/api/instruments/${i.instrument}/cancel`,
    body: { reason: 'taken over' },
  },
  'POST /api/instruments/:id/allocations': {
    path: (i) => `/api/instruments/${i.instrument}/allocations`,
    body: {
      facilityId: '0190f5f4-0000-7000-8000-000000000001',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      volumeMwh: '1',
    },
  },
  'POST /api/allocations/:id/release': {
    path: (i) => `/api/allocations/${i.allocation}/release`,
    body: { reason: 'taken over' },
  },
  'GET /api/audit-requests/:id': { path: (i) => `/api/audit-requests/${i.auditRequest}` },
  'POST /api/audit-requests/:id/answer': {
    path: (i) => `/api/audit-requests/${i.auditRequest}/answer`,
    body: { answer: 'taken over' },
  },
  'DELETE /api/tokens/:id': { path: (i) => `/api/tokens/${i.token}` },
  'GET /api/facilities/:id': { path: (i) => `/api/facilities/${i.facility}` },
  'PATCH /api/facilities/:id': { path: (i) => `/api/facilities/${i.facility}`, body: { name: 'Taken over' } },
  'GET /api/activities/:id': { path: (i) => `/api/activities/${i.activity}` },
  'POST /api/activities/:id/corrections': {
    path: (i) => `/api/activities/${i.activity}/corrections`,
    body: CORRECTION,
  },
  'GET /api/activities/:id/versions': { path: (i) => `/api/activities/${i.activity}/versions` },
  'GET /api/overrides/:id': { path: (i) => `/api/overrides/${i.override}` },
  'GET /api/overrides/:id/impact': { path: (i) => `/api/overrides/${i.override}/impact` },
  'POST /api/overrides/:id/approve': { path: (i) => `/api/overrides/${i.override}/approve`, body: {} },
  'POST /api/overrides/:id/end': {
    path: (i) => `/api/overrides/${i.override}/end`,
    body: { effectiveTo: '2025-06-30', reason: 'no longer needed' },
  },
  'GET /api/users/:id': { path: (i) => `/api/users/${i.user}` },
  'PATCH /api/users/:id': { path: (i) => `/api/users/${i.user}`, body: { role: 'READ_ONLY' } },
  'GET /api/calculations/:id': { path: (i) => `/api/calculations/${i.run}` },
  'GET /api/calculations/jobs/:id': { path: (i) => `/api/calculations/jobs/${i.calculationJob}` },
  'GET /api/records/:id': { path: (i) => `/api/records/${i.record}` },
  'GET /api/records/:id/verify': { path: (i) => `/api/records/${i.record}/verify` },
  'GET /api/recalculations/:id': { path: (i) => `/api/recalculations/${i.preview}` },
  'POST /api/recalculations/:id/accept': { path: (i) => `/api/recalculations/${i.preview}/accept`, body: {} },
  'GET /api/forecasting/runs/:id': { path: (i) => `/api/forecasting/runs/${i.forecastRun}` },
  'GET /api/forecasting/jobs/:id': { path: (i) => `/api/forecasting/jobs/${i.forecastJob}` },
  'GET /api/forecasting/models/:id': { path: (i) => `/api/forecasting/models/${i.model}` },
  'POST /api/forecasting/models/:id/validate': {
    path: (i) => `/api/forecasting/models/${i.model}/validate`,
    body: {},
  },
  'GET /api/forecasting/scenarios/:id': { path: (i) => `/api/forecasting/scenarios/${i.scenario}` },
  'PATCH /api/forecasting/scenarios/:id': {
    path: (i) => `/api/forecasting/scenarios/${i.scenario}`,
    body: { name: 'Taken over' },
  },
  'DELETE /api/forecasting/scenarios/:id': { path: (i) => `/api/forecasting/scenarios/${i.scenario}` },
  'GET /api/forecasting/initiatives/:id': { path: (i) => `/api/forecasting/initiatives/${i.initiative}` },
  'PATCH /api/forecasting/initiatives/:id': {
    path: (i) => `/api/forecasting/initiatives/${i.initiative}`,
    body: { name: 'Taken over' },
  },
  'DELETE /api/forecasting/initiatives/:id': { path: (i) => `/api/forecasting/initiatives/${i.initiative}` },
  'GET /api/suppliers/:id': { path: (i) => `/api/suppliers/${i.supplier}` },
  'PATCH /api/suppliers/:id': { path: (i) => `/api/suppliers/${i.supplier}`, body: { name: 'Taken over' } },
  'PUT /api/suppliers/:id/credentials': {
    path: (i) => `/api/suppliers/${i.supplier}/credentials`,
    body: { clientId: 'stolen', clientSecret: 'stolen-secret' },
  },
  'POST /api/suppliers/:id/purchases': {
    path: (i) => `/api/suppliers/${i.supplier}/purchases`,
    body: {
      kind: 'product',
      productId: 'urn:pact:product:x',
      quantity: '1',
      unit: 'kg',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    },
  },
  'GET /api/suppliers/:id/purchases': { path: (i) => `/api/suppliers/${i.supplier}/purchases` },
  'POST /api/suppliers/:id/sync': { path: (i) => `/api/suppliers/${i.supplier}/sync`, body: {} },
  'GET /api/suppliers/:id/syncs': { path: (i) => `/api/suppliers/${i.supplier}/syncs` },
  'GET /api/suppliers/:id/footprints': { path: (i) => `/api/suppliers/${i.supplier}/footprints` },
  'POST /api/suppliers/:id/requests': {
    path: (i) => `/api/suppliers/${i.supplier}/requests`,
    body: { productIds: ['urn:pact:product:x'] },
  },
  'GET /api/suppliers/:id/requests': { path: (i) => `/api/suppliers/${i.supplier}/requests` },
  'GET /api/products/:id': { path: (i) => `/api/products/${i.product}` },
  'POST /api/products/:id/footprints': {
    path: (i) => `/api/products/${i.product}/footprints`,
    body: {
      referencePeriod: { start: '2025-01-01', end: '2025-12-31' },
      scopes: [1],
      allocation: { method: 'units', productQuantity: '1', totalQuantity: '2' },
      productUnits: '10',
      boundaryDescription: 'Taken over',
    },
  },
  'GET /api/product-footprints/:id': { path: (i) => `/api/product-footprints/${i.productFootprint}` },
  'GET /api/sharing-grants/:id': { path: (i) => `/api/sharing-grants/${i.grant}` },
  'PUT /api/sharing-grants/:id/answer-policy': {
    path: (i) => `/api/sharing-grants/${i.grant}/answer-policy`,
    body: { answerPolicy: 'fulfil_or_reject' },
  },
  'POST /api/sharing-grants/:id/revoke': { path: (i) => `/api/sharing-grants/${i.grant}/revoke`, body: {} },
  'GET /api/pact-requests/:id': { path: (i) => `/api/pact-requests/${i.pactRequest}` },
  'POST /api/pact-requests/:id/fulfil': {
    path: (i) => `/api/pact-requests/${i.pactRequest}/fulfil`,
    body: { footprintIds: [randomUUID()] },
  },
  'POST /api/pact-requests/:id/reject': {
    path: (i) => `/api/pact-requests/${i.pactRequest}/reject`,
    body: { reason: 'Taken over' },
  },
  'GET /api/reports/:id': { path: (i) => `/api/reports/${i.report}` },
  'GET /api/reports/:id/status': { path: (i) => `/api/reports/${i.report}/status` },
  'GET /api/reports/:id/download/:format': { path: (i) => `/api/reports/${i.report}/download/pdf` },
  'GET /api/report-templates/:id': { path: (i) => `/api/report-templates/${i.template}` },
  'PUT /api/report-templates/:id': {
    path: (i) => `/api/report-templates/${i.template}`,
    body: { name: 'Taken over', content: { coverText: 'ours now' } },
  },
  'DELETE /api/report-templates/:id': { path: (i) => `/api/report-templates/${i.template}` },
  'GET /api/report-templates/:id/versions': { path: (i) => `/api/report-templates/${i.template}/versions` },
  'PATCH /api/admin/role-mappings/:id': {
    path: (i) => `/api/admin/role-mappings/${i.roleMapping}`,
    body: { role: 'ORG_ADMIN' },
  },
  'DELETE /api/admin/role-mappings/:id': { path: (i) => `/api/admin/role-mappings/${i.roleMapping}` },
  'GET /api/factors/datasets/:datasetId/compare': {
    path: (i) => `/api/factors/datasets/${i.dataset}/compare?from=1&to=1`,
  },
  'GET /api/ai-assistant/interactions/:id': {
    path: (i) => `/api/ai-assistant/interactions/${i.interaction}`,
  },
  'POST /api/ai-assistant/interactions/:id/human-actions': {
    path: (i) => `/api/ai-assistant/interactions/${i.interaction}/human-actions`,
    body: { action: 'ignored' },
  },
};

/** What a caller learns from an answer: everything but the echo of its own path and request id. */
function learned(body: Record<string, unknown>, ids: readonly string[]): string {
  const { instance: _instance, requestId: _requestId, ...rest } = body;
  let text = JSON.stringify(rest);
  for (const id of ids) text = text.replaceAll(id, '<id>');
  return text;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('cross-tenant sweep on $name', (target) => {
  let f: TenantFixture;
  let ids: Ids;
  const asA = () => f.as('ORG_ADMIN');
  const asB = () => ({ authorization: `Bearer ${f.other.adminToken}` });
  const created = async (method: string, path: string, body: unknown): Promise<string> => {
    const answer = await f.send(method, path, body, asA());
    expect(answer.res.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return (answer.body.id ?? answer.body.runId) as string;
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const db = f.h.runtime.database.db;
    const facility = await created('POST', '/api/facilities', {
      name: 'Leeds plant',
      country: 'GB',
      gridRegion: 'GB',
    });
    const other = await created('POST', '/api/facilities', {
      name: 'Oakland office',
      country: 'US',
      gridRegion: 'US-CAMX',
    });
    // Two years of activity data (the demo's), so forecasting has a history to work on.
    const { ids: activityIds } = await withOrganization(db, f.orgId, (scope) =>
      bulkInsertActivityData(scope, demoActivities({ leeds: facility, oakland: other })),
    );
    const run = await created('POST', '/api/calculations', {
      periodStart: '2024-01-01',
      periodEnd: '2025-12-31',
    });
    const authConfig = await created('POST', '/api/admin/auth-config', {
      issuer: 'https://idp.example.com/realms/a',
      clientId: 'ctp',
      clientSecret: 'a-secret',
    });
    const results = await f.call('/api/results?limit=1', { headers: asA() });
    const record = (results.body.items as { calculationRecordId: string }[])[0]
      ?.calculationRecordId as string;
    const result = (results.body.items as { id: string }[])[0]?.id as string;
    // PACT supplier side: a product, a published footprint, a grant and a request received through it.
    const product = await created('POST', '/api/products', {
      productId: 'urn:gtin:4712345060507',
      name: 'Widget',
      description: 'Steel widget',
      declaredUnit: 'piece',
    });
    const productFootprint = await created('POST', `/api/products/${product}/footprints`, {
      referencePeriod: { start: '2025-01-01', end: '2025-12-31' },
      scopes: [1],
      allocation: { method: 'units', productQuantity: '1', totalQuantity: '2' },
      productUnits: '10',
      boundaryDescription: 'Cradle-to-gate',
    });
    const grantAnswer = await f.send(
      'POST',
      '/api/sharing-grants',
      {
        customerName: 'Buyer',
        productIds: ['urn:gtin:4712345060507'],
        periods: [{ start: '2025-01-01', end: '2025-12-31' }],
        scopes: [1],
      },
      asA(),
    );
    const {
      id: grant,
      clientId,
      clientSecret,
    } = grantAnswer.body as { id: string; clientId: string; clientSecret: string };
    const tokenRes = await f.h.request('/pact/auth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    await f.h.request('/pact/3/events', {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/cloudevents+json' },
      body: JSON.stringify({
        specversion: '1.0',
        id: 'sweep-request',
        source: '//buyer.example/pact/3/events',
        type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
        data: { productId: ['urn:gtin:4712345060507'] },
      }),
    });
    const requests = await f.call('/api/pact-requests', { headers: asA() });
    const pactRequest = (requests.body.items as { id: string }[])[0]?.id as string;
    const gri = f.h.runtime.frameworks.get('gri');
    // A report row as POST /api/reports makes it (without its queue job: no worker runs here).
    const report = await withOrganization(db, f.orgId, (scope) =>
      createReport(
        scope,
        {
          frameworkCode: gri.code,
          frameworkVersion: gri.version,
          title: 'GRI 305, 2025',
          periodStart: '2025-01-01',
          periodEnd: '2025-12-31',
        },
        () => 'CTP-2026-SWPA',
      ),
    );
    // A custom factor dataset of A's (its id is a slug the organization chose).
    const dataset = await f.call(
      '/api/factors/datasets?datasetId=acme-sweep-factors&datasetVersion=1&title=Sweep&source=Declaration&sourceUrl=https://acme.example/d',
      {
        method: 'POST',
        headers: { ...asA(), 'content-type': 'text/csv' },
        body: 'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom\nstationary_combustion,sweep_gas,0.2,kWh,GB,AR5,100yr,2025-01-01\n',
      },
    );
    expect(dataset.res.status, JSON.stringify(dataset.body)).toBe(201);
    // A period of A's, closed and reopened (so it has a restatement), through the store.
    const { period, restatement } = await withOrganization(db, f.orgId, async (scope) => {
      const approver = await createUser(scope, {
        email: 'abe@example.com',
        name: 'Abe Admin',
        role: 'ORG_ADMIN',
      });
      const dates = {
        name: 'FY2030',
        periodStart: '2030-01-01',
        periodEnd: '2030-12-31',
        createdBy: f.adaId,
      };
      let p = await createPeriod(scope, dates);
      p = await movePeriod(scope, p, 'submit', f.adaId);
      p = await movePeriod(scope, p, 'approve', approver.id);
      await lockPeriod(scope, p, approver.id);
      const reopened = await reopenPeriod(scope, await getPeriod(scope, p.id, true), {
        userId: f.adaId,
        cause: 'structural_change',
        reason: 'acquisition',
      });
      // An explanation of A's (a movement_explanations row), which B must neither read nor supersede.
      await addMovementExplanation(scope, {
        periodId: p.id,
        lineKey: 'scope1',
        explanation: 'The acquired site joins in 2030.',
        previousCo2eKg: '0',
        currentCo2eKg: '0',
        thresholdPercent: '5',
        explainedBy: f.adaId,
      });
      return reopened;
    });
    const auditRequest = await withOrganization(db, f.orgId, (scope) =>
      createAuditRequest(
        scope,
        { periodId: period.id, resultId: result, message: 'The invoice, please.' },
        { actorType: 'user', actorId: f.adaId },
      ),
    );
    const swedishSite = await created('POST', '/api/facilities', { name: 'Sweep Stockholm', country: 'SE' });
    const instrument = await created('POST', '/api/instruments', {
      kind: 'unbundled_certificate',
      name: 'Sweep wind GOs',
      registry: 'Cesar (SE)',
      certificateIds: ['SWEEP-GO-1'],
      volumeMwh: '10',
      technology: 'wind',
      generationStart: '2025-01-01',
      generationEnd: '2025-12-31',
      marketBoundary: 'SE',
      retiredOn: '2026-01-31',
    });
    const allocation = await created('POST', `/api/instruments/${instrument}/allocations`, {
      facilityId: swedishSite,
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      volumeMwh: '4',
    });
    ids = {
      instrument,
      allocation,
      period: period.id,
      restatement: restatement.id,
      result,
      auditRequest: auditRequest.id,
      dataset: 'acme-sweep-factors',
      report: report.id,
      template: await created('POST', '/api/report-templates', {
        name: 'Board pack',
        frameworkCode: 'gri',
        content: { coverText: 'For the board' },
      }),
      facility,
      activity: activityIds[0] as string,
      evidence: (
        await f.call(`/api/evidence?activityId=${activityIds[0]}&kind=invoice&fileName=invoice.pdf`, {
          method: 'POST',
          headers: { ...asA(), 'content-type': 'application/pdf' },
          body: '%PDF-1.7\n%%EOF\n',
        })
      ).body.evidenceId as string,
      token: await created('POST', '/api/tokens', { name: 'sweep target', role: 'READ_ONLY' }),
      override: await created('POST', '/api/overrides', {
        kind: 'factor_multiplier',
        category: 'scope1.stationary_combustion',
        justification: 'Supplier-specific gas composition measured in 2025',
        effectiveFrom: '2025-01-01',
        factorMultiplier: '1.05',
      }),
      user: await created('POST', '/api/users', {
        email: 'una@example.com',
        name: 'Una User',
        role: 'ORG_MEMBER',
      }),
      run,
      record,
      preview: await created('POST', '/api/recalculations/preview', {
        periodStart: '2025-01-01',
        periodEnd: '2025-03-31',
        datasetPins: {},
      }),
      forecastRun: await created('POST', '/api/forecasting/project', { model: 'linear-trend', horizon: 6 }),
      forecastJob: await withOrganization(db, f.orgId, async (scope) => {
        const job = await recordForecastJob(scope, {
          id: randomUUID(),
          kind: 'projection',
          requestedBy: null,
        });
        const failure = { type: 'urn:ctp:problem:forecast-fit-failed', status: 422, code: 'FIT_FAILED' };
        return (await settleForecastJob(scope, job.id, { failure })).id;
      }),
      calculationJob: await withOrganization(db, f.orgId, async (scope) => {
        const job = await recordCalculationJob(scope, {
          id: randomUUID(),
          requestedBy: null,
          request: { periodStart: '2025-01-01', periodEnd: '2025-03-31' },
        });
        return (await settleCalculationJob(scope, job.id, { runId: run })).id;
      }),
      model: await created('POST', '/api/forecasting/models', {
        name: 'Seasonal, multiplicative',
        modelKind: 'seasonal',
        parameters: { type: 'multiplicative' },
      }),
      scenario: await created('POST', '/api/forecasting/scenarios', {
        name: 'WB2C',
        template: { type: 'sbti_well_below_2c', baseYear: 2025, targetYear: 2032 },
      }),
      initiative: await created('POST', '/api/forecasting/initiatives', {
        name: 'Boiler tune-up',
        impact: { type: 'percentage', percent: 5 },
        scope: 1,
        implementationStart: '2026-09',
        capex: 3_000,
        savingsPerYear: 1_200,
      }),
      product,
      productFootprint,
      grant,
      pactRequest,
      supplier: await created('POST', '/api/suppliers', {
        name: 'Steelworks',
        externalPublicOrgId: randomUUID(),
        integrationEndpoint: 'https://steel.example/pact',
      }),
      roleMapping: await created('POST', '/api/admin/role-mappings', {
        authConfigId: authConfig,
        kind: 'group',
        value: 'ctp-users',
        role: 'READ_ONLY',
        priority: 10,
      }),
      interaction: (
        await f.send(
          'POST',
          '/api/ai-assistant/chat',
          { organizationId: f.orgId, query: 'Which data is missing in 2025?' },
          asA(),
        )
      ).body.interactionId as string,
    };
  }, 180_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('answers 404 to every id route for another organization, exactly as for an id that never existed', async () => {
    const idRoutes = ROUTE_TABLE.filter((r) => r.path.includes('/:'));
    const unswept = idRoutes
      .map((r) => `${r.method} ${r.path}`)
      .filter(
        (key) => PROBES[key] === undefined && !NOT_TENANT_DATA.has(key) && !PACT_PARTNER_ROUTES.has(key),
      );
    expect(unswept, 'id routes without a cross-tenant probe').toEqual([]);

    // A's records as A reads them, before the sweep.
    const readable = idRoutes.filter(
      (r) => r.method === 'GET' && PROBES[`${r.method} ${r.path}`] !== undefined,
    );
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const r of readable) {
        const path = (PROBES[`${r.method} ${r.path}`] as Probe).path(ids);
        // Recomputed on each call; a download of an incomplete report is a problem with its own request id.
        // Evidence contents and a period's population are files, not JSON (A reading them back is
        // checked by the evidence and assurance tests).
        if (
          path.endsWith('/verify') ||
          path.includes('/download/') ||
          path.endsWith('/content') ||
          path.endsWith('/population')
        )
          continue;
        out[path] = (await f.call(path, { headers: asA() })).body;
      }
      out['/api/tokens'] = (await f.call('/api/tokens?limit=500', { headers: asA() })).body;
      out['/api/admin/role-mappings'] = (await f.call('/api/admin/role-mappings', { headers: asA() })).body;
      return out;
    };
    const before = await snapshot();

    const leaks: string[] = [];
    let attempts = 0;
    const allIds = Object.values(ids);
    for (const rule of idRoutes) {
      const key = `${rule.method} ${rule.path}`;
      const probe = PROBES[key];
      if (probe === undefined) continue;
      const call = async (path: string) => {
        const init: RequestInit =
          probe.body === undefined
            ? { method: rule.method, headers: asB() }
            : {
                method: rule.method,
                headers: { ...asB(), 'content-type': 'application/json' },
                body: JSON.stringify(probe.body),
              };
        return f.call(path, init);
      };
      attempts++;
      const theirs = await call(probe.path(ids));
      const fresh = Object.fromEntries(Object.keys(ids).map((k) => [k, randomUUID()])) as unknown as Ids;
      const nowhere = await call(probe.path(fresh));
      if (theirs.res.status !== 404)
        leaks.push(`${key}: ${theirs.res.status} ${JSON.stringify(theirs.body)}`);
      else if (nowhere.res.status !== 404)
        leaks.push(`${key}: a never-existing id answered ${nowhere.res.status}`);
      else if (learned(theirs.body, allIds) !== learned(nowhere.body, Object.values(fresh)))
        leaks.push(`${key}: answer differs from a never-existing id: ${JSON.stringify(theirs.body)}`);
    }
    expect(leaks).toEqual([]);
    expect(attempts).toBe(idRoutes.length - NOT_TENANT_DATA.size - PACT_PARTNER_ROUTES.size);
    expect(attempts).toBeGreaterThanOrEqual(25);

    // Nothing of A changed: every record reads back the same, the token still works.
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('never lists A’s ids in any of B’s list answers', async () => {
    const lists = ROUTE_TABLE.filter(
      (r) =>
        r.method === 'GET' && r.roles !== 'public' && !r.path.includes('/:') && r.path.startsWith('/api/'),
    );
    const allIds = Object.values(ids);
    const seen: string[] = [];
    for (const rule of lists) {
      const answer = await f.call(`${rule.path}${LIST_QUERIES[rule.path] ?? ''}`, { headers: asB() });
      if (LIST_QUERIES[rule.path] !== undefined) expect(answer.res.status, rule.path).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const id of allIds) if (text.includes(id)) seen.push(`${rule.path} shows ${id}`);
    }
    expect(seen).toEqual([]);
    expect(lists.length).toBeGreaterThan(10);
  }, 60_000);
});
