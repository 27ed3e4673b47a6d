/**
 * The CTP corporate export: the supplier's current emissions of a period by scope, allocated to one
 * customer as its grant says (revenue share, physical quantity or a fixed percentage), with a methodology
 * summary. Sums are exact (PostgreSQL numeric, then decimal.js).
 */
import { emissionBasis, getOrganization, type OrganizationScope, type SharingGrant } from '@ctp/store';
import { applyShare, corporateShare, sumDecimals } from './allocation.js';
import { CORPORATE_EXPORT_VERSION, CorporateAllocation, type CorporateExport, companyUrnOf } from './wire.js';

/** Why an export was refused (the HTTP layer answers AccessDenied for both). */
export class CorporateExportRefused extends Error {
  constructor(readonly reason: 'no-allocation' | 'period-not-granted' | 'no-scopes') {
    super(reason);
    this.name = 'CorporateExportRefused';
  }
}

/** Whether [start, end] lies inside one of the grant's periods. */
export function periodGranted(grant: SharingGrant, start: string, end: string): boolean {
  return grant.periods.some((p) => p.start <= start && end <= p.end);
}

export async function buildCorporateExport(
  scope: OrganizationScope,
  grant: SharingGrant,
  period: { start: string; end: string },
  now: Date,
): Promise<CorporateExport> {
  const allocation = CorporateAllocation.safeParse(grant.corporateAllocation);
  if (!allocation.success) throw new CorporateExportRefused('no-allocation');
  if (grant.scopes.length === 0) throw new CorporateExportRefused('no-scopes');
  if (!periodGranted(grant, period.start, period.end)) throw new CorporateExportRefused('period-not-granted');
  const organization = await getOrganization(scope);
  const basis = await emissionBasis(scope, {
    periodStart: period.start,
    periodEnd: period.end,
    scopes: [...grant.scopes],
    scope2Method: 'market_based',
  });
  const { share, description } = corporateShare(allocation.data);
  const scopes = [...grant.scopes].sort().map((s) => {
    const total = basis.byScope.find((b) => b.scope === s)?.co2eKg ?? '0';
    return { scope: s, totalKgCo2e: total, allocatedKgCo2e: applyShare(total, share) };
  });
  return {
    exportVersion: CORPORATE_EXPORT_VERSION,
    companyName: organization.name,
    companyIds: [companyUrnOf(organization.publicOrgId)],
    customerName: grant.customerName,
    period,
    allocation: { method: allocation.data.method, share, description },
    scopes,
    allocatedTotalKgCo2e: sumDecimals(scopes.map((s) => s.allocatedKgCo2e)),
    methodology: {
      algorithms: [...basis.methodology.algorithms],
      factorDatasets: [...basis.methodology.factorDatasets],
      gwpSets: [...basis.methodology.gwpSets],
    },
    generatedAt: now.toISOString(),
  };
}
