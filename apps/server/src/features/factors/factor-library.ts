import { FactorLibrary } from '@ctp/factors';
import { loadCustomDatasets, type OrganizationScope } from '@ctp/store';

/**
 * The factor library an organization calculates with: the shipped datasets plus the organization's
 * own custom datasets, read inside its scope (so another tenant's datasets can never leak in).
 */
export async function factorLibraryFor(scope: OrganizationScope): Promise<FactorLibrary> {
  return FactorLibrary.withShippedDatasets(await loadCustomDatasets(scope));
}
