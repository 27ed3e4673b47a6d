import { type AlgorithmRegistry, ENGINE_VERSION } from '@ctp/engine';
import { shippedDatasets } from '@ctp/factors';
import type { ReportInputData } from '@ctp/reporting';
import {
  type Facility,
  getOrganization,
  getReportTemplateVersion,
  listCustomDatasets,
  listFacilities,
  listOverrides,
  listUsers,
  type OrganizationScope,
  type Report,
  reportActivityRows,
  reportEmissionRows,
  reportRecalculations,
  reportYearTotals,
  sealedRoots,
} from '@ctp/store';
import { Decimal } from 'decimal.js';
import { methaneGwpOf } from '../calculations/index.js';
import { collectBaseYear } from './collect-base-year.js';
import { readReportingProfile } from './profile.js';

/** Years of history before the report period shown in the trend chart. */
export const HISTORY_YEARS = 5;

/** Every facility of the organization, by id (all pages). */
async function facilitiesById(scope: OrganizationScope): Promise<Map<string, Facility>> {
  const byId = new Map<string, Facility>();
  let cursor: string | null = null;
  do {
    const page = await listFacilities(scope, { limit: 500, cursor });
    for (const f of page.items) byId.set(f.id, f);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return byId;
}

/** The most frequent value (ties: the first seen), or `fallback` when there is none. */
function mostCommon(values: Iterable<string | null>, fallback: string): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [v, n] of counts) {
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/**
 * Assembles the plain `ReportInput` of a report from the store (in the caller's organization
 * scope, one transaction) and the server's algorithm registry and shipped factor datasets. What
 * counts: the current results whose period lies inside the report period (see `reportEmissionRows`).
 * Quantities stay decimal strings from the database to the input; sums are exact (decimal.js).
 */
export async function collectReportInput(
  scope: OrganizationScope,
  context: {
    report: Report;
    registry: AlgorithmRegistry;
    publicUrl: string;
    generatedAt: Date;
  },
): Promise<ReportInputData> {
  const { report, registry } = context;
  const period = { periodStart: report.periodStart, periodEnd: report.periodEnd };
  const organization = await getOrganization(scope);
  const profile = readReportingProfile(organization.settings);
  const [rows, activities, facilities, overrides, users, recalculations, customDatasets] = [
    await reportEmissionRows(scope, period),
    await reportActivityRows(scope, period),
    await facilitiesById(scope),
    await listOverrides(scope),
    await listUsers(scope),
    await reportRecalculations(scope, period),
    await listCustomDatasets(scope),
  ];
  // The runs behind the figures and the Merkle roots they were sealed with (printed in the methodology).
  const runIds = [...new Set(rows.map((r) => r.calculationRunId))].sort();
  const seals = await sealedRoots(scope, runIds);
  const facilityRef = (id: string | null) => {
    const f = id === null ? undefined : facilities.get(id);
    return f === undefined ? null : { id: f.id, name: f.name, country: f.country };
  };
  const userName = (id: string | null) => (id === null ? null : (users.find((u) => u.id === id)?.name ?? id));
  const baseYear = await collectBaseYear(scope, period, (id) => userName(id) ?? id);

  const algorithmKeys = new Map<string, { id: string; version: string; type: string }>();
  const datasetKeys = new Map<string, { datasetId: string; datasetVersion: string }>();
  for (const row of rows) {
    algorithmKeys.set(`${row.algorithmId}@${row.algorithmVersion}`, {
      id: row.algorithmId,
      version: row.algorithmVersion,
      type: row.algorithmType,
    });
    for (const f of row.factorRefs) datasetKeys.set(`${f.datasetId}@${f.datasetVersion}`, f);
  }
  // The base year's editions are cited too (methodology "Emission factor editions by year").
  for (const { datasetId, datasetVersion } of baseYear.organization.baseYearFactorEditions ?? []) {
    datasetKeys.set(`${datasetId}@${datasetVersion}`, { datasetId, datasetVersion });
  }
  const algorithms = [...algorithmKeys.values()].map((a) => {
    try {
      const found = registry.get(a.id, a.version);
      return {
        id: a.id,
        version: a.version,
        name: found.name,
        type: a.type,
        methodology: found.methodology,
        references: found.references.map((r) => ({ title: r.title, url: r.url ?? null })),
        ...(found.followsDraft === undefined ? {} : { followsDraft: found.followsDraft.title }),
      };
    } catch {
      // An algorithm this build no longer ships (or an override's): the record still names it.
      return { id: a.id, version: a.version, name: a.id, type: a.type, methodology: '', references: [] };
    }
  });
  const shipped = shippedDatasets();
  const factorSources = [...datasetKeys.values()].map((d) => {
    const s = shipped.find((x) => x.datasetId === d.datasetId && x.datasetVersion === d.datasetVersion);
    if (s !== undefined) {
      return {
        ...d,
        title: s.title,
        publisher: s.publisher,
        source: s.source,
        sourceUrl: s.sourceUrl,
        license: s.license,
      };
    }
    const c = customDatasets.find(
      (x) => x.datasetId === d.datasetId && x.datasetVersion === d.datasetVersion,
    );
    return { ...d, title: c?.title ?? null, publisher: c?.publisher ?? null, source: 'custom dataset' };
  });

  const inForce = overrides.filter(
    (o) =>
      o.approvedBy !== null &&
      o.effectiveFrom <= report.periodEnd &&
      (o.effectiveTo === null || o.effectiveTo >= report.periodStart) &&
      (o.endedAt === null || o.endedAt.toISOString().slice(0, 10) >= report.periodStart),
  );

  const startYear = Number.parseInt(report.periodStart.slice(0, 4), 10);
  const yearTotals = await reportYearTotals(scope, {
    fromYear: startYear - HISTORY_YEARS,
    toYear: startYear - 1,
  });
  const history = new Map<
    number,
    { scope1: Decimal; scope2LocationBased: Decimal; scope2MarketBased: Decimal; scope3: Decimal }
  >();
  for (const t of yearTotals) {
    const zero = new Decimal(0);
    const y = history.get(t.year) ?? {
      scope1: zero,
      scope2LocationBased: zero,
      scope2MarketBased: zero,
      scope3: zero,
    };
    const kg = new Decimal(t.co2eKg);
    if (t.scope === 1) y.scope1 = y.scope1.plus(kg);
    else if (t.scope === 3) y.scope3 = y.scope3.plus(kg);
    else if (t.method === 'market_based') y.scope2MarketBased = y.scope2MarketBased.plus(kg);
    // Scope 2 without a method is location-based (grid average), the GHG Protocol default.
    else y.scope2LocationBased = y.scope2LocationBased.plus(kg);
    history.set(t.year, y);
  }

  const template =
    report.templateId !== null && report.templateVersion !== null
      ? await getReportTemplateVersion(scope, report.templateId, report.templateVersion)
      : null;
  const netRevenue = profile.netRevenue[report.periodEnd.slice(0, 4)] ?? null;

  return {
    organization: {
      id: organization.id,
      name: organization.name,
      country: profile.country,
      consolidationApproach: profile.consolidationApproach,
      ...baseYear.organization,
      netRevenue,
      reportingBoundary: profile.reportingBoundary,
    },
    period: { start: report.periodStart, end: report.periodEnd },
    generatedAt: context.generatedAt.toISOString(),
    report: {
      id: report.id,
      title: report.title,
      verificationCode: report.verificationCode as string,
      verificationUrl: `${context.publicUrl}/verify/${report.verificationCode}`,
    },
    ...(template === null
      ? {}
      : {
          template: {
            ...(template.content as Record<string, unknown>),
            id: template.templateId,
            version: template.version,
            name: template.name,
          },
        }),
    calculation: {
      engineVersion: mostCommon(
        rows.map((r) => r.engineVersion),
        ENGINE_VERSION,
      ),
      gwpSet: mostCommon(
        rows.map((r) => r.gwpSet),
        'AR6',
      ),
      gwpTimeframe: mostCommon(
        rows.map((r) => r.gwpTimeframe),
        '100yr',
      ),
      // Without results: the mode the organization calculates with now.
      methaneGwp: mostCommon(
        rows.map((r) => r.methaneGwp),
        methaneGwpOf(organization.settings),
      ) as 'by_source' | 'single',
    },
    emissions: rows.map((r) => ({
      resultId: r.resultId,
      recordId: r.recordId,
      checksumOutput: r.checksumOutput,
      activityId: r.activityId,
      facility: facilityRef(r.facilityId),
      scope: r.scope as 1 | 2 | 3,
      scope3Category: r.scope3Category,
      category: r.category,
      scope2Method: r.method === 'location_based' || r.method === 'market_based' ? r.method : null,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      co2eKg: r.co2eKg,
      gases: r.gases.map((g) => ({ gas: g.gas, massKg: g.massKg, co2eKg: g.co2eKg })),
      biogenicCo2Kg: r.biogenicCo2Kg,
      euEts: r.euEts,
      factors: r.factorRefs.map((f) => ({ datasetId: f.datasetId, datasetVersion: f.datasetVersion })),
      algorithm: { id: r.algorithmId, version: r.algorithmVersion },
      factorUncertainty: r.factor,
    })),
    activities: activities.map((a) => ({
      id: a.id,
      version: a.version,
      facility: facilityRef(a.facilityId),
      category: a.category,
      quantity: a.quantity,
      unit: a.unit,
      periodStart: a.periodStart,
      periodEnd: a.periodEnd,
      region: a.region,
      dataQuality: a.dataQuality,
      dataType: a.dataType,
      qualityScore: a.qualityScore,
      sourceDocument: a.sourceDocument,
    })),
    algorithms,
    factorSources,
    overrides: inForce.map((o) => ({
      id: o.id,
      kind: o.kind,
      category: o.category,
      justification: o.justification,
      createdBy: userName(o.createdBy) ?? o.createdBy,
      approvedBy: userName(o.approvedBy),
      approvedAt: o.approvedAt,
      effectiveFrom: o.effectiveFrom,
      effectiveTo: o.effectiveTo,
      factorMultiplier: o.kind === 'factor_multiplier' ? String(o.factorMultiplier) : null,
      algorithmId: o.kind === 'methodology' ? o.algorithmId : null,
      algorithmVersion: o.kind === 'methodology' ? (o.algorithmVersion ?? null) : null,
      customLogic: o.kind === 'custom' ? o.customLogic : null,
    })),
    recalculations: recalculations.map((r) => ({
      id: r.id,
      acceptedAt: r.acceptedAt.toISOString(),
      reason: `dataset versions ${Object.entries(r.datasetVersions)
        .map(([id, v]) => `${id}@${v}`)
        .join(', ')}`,
      delta: { ...r.delta },
    })),
    restatements: baseYear.restatements,
    openRestatements: baseYear.openRestatements,
    targets: profile.targets as ReportInputData['targets'],
    history: [...history.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, t]) => ({
        year,
        scope1: t.scope1.toFixed(),
        scope2LocationBased: t.scope2LocationBased.toFixed(),
        scope2MarketBased: t.scope2MarketBased.toFixed(),
        scope3: t.scope3.toFixed(),
      })),
    calculationRuns: runIds.map((id) => ({
      id,
      merkleRoot: seals.get(id)?.merkleRoot ?? null,
      resultCount: seals.get(id)?.leafCount ?? null,
    })),
  };
}
