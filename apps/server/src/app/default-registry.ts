import { apacAlgorithms } from '@ctp/algorithms-apac';
import { euAlgorithms } from '@ctp/algorithms-eu';
import { usAlgorithms } from '@ctp/algorithms-us';
import { AlgorithmRegistry, earlierGenericVersions, genericAlgorithms } from '@ctp/engine';
import { supplierSpecificPurchasedGoods } from '../features/suppliers/index.js';

/**
 * The registry the reference server and the command line use: the nine generic algorithms, the
 * supplier-specific purchased-goods algorithm (PACT footprints) and the shipped regional packs
 * (US, EU, APAC), and the earlier versions of generic algorithms. Replay relies on it holding
 * every shipped algorithm version.
 */
export function createDefaultRegistry(): AlgorithmRegistry {
  const registry = new AlgorithmRegistry();
  registry.register(
    ...genericAlgorithms,
    ...earlierGenericVersions,
    supplierSpecificPurchasedGoods,
    ...usAlgorithms,
    ...euAlgorithms,
    ...apacAlgorithms,
  );
  return registry;
}
