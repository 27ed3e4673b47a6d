import { apacAlgorithms } from '@ctp/algorithms-apac';
import { euAlgorithms } from '@ctp/algorithms-eu';
import { usAlgorithms } from '@ctp/algorithms-us';
import {
  AlgorithmRegistry,
  type CalculationOutput,
  type CalculationRecord,
  createCalculator,
  genericAlgorithms,
} from '@ctp/engine';
import { FactorLibrary, type GwpSet } from '@ctp/factors';
import { quickstartInventory } from './inventory.js';
import { type Summary, summarize } from './summarize.js';

/** What the quickstart computed: the summary, every record, and the activities that failed. */
export interface QuickstartResult {
  summary: Summary;
  records: CalculationRecord[];
  failures: { activityId: string; code: string; message: string }[];
}

/** Calculates the quickstart inventory with the shipped factors and every shipped algorithm. */
export function runQuickstart(options: { year?: number; gwpSet?: GwpSet } = {}): QuickstartResult {
  const registry = new AlgorithmRegistry();
  registry.register(...genericAlgorithms, ...usAlgorithms, ...euAlgorithms, ...apacAlgorithms);
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry,
    gwpSet: options.gwpSet ?? 'AR6',
    gwpTimeframe: '100yr',
  });
  const activities = quickstartInventory(options.year ?? 2025);
  const results = calculator.calculateBatch(activities);
  const outputs: CalculationOutput[] = [];
  const records: CalculationRecord[] = [];
  const failures: QuickstartResult['failures'] = [];
  results.forEach((result, i) => {
    if (result.ok) {
      outputs.push(result.output);
      records.push(result.record);
    } else {
      failures.push({
        activityId: activities[i]?.id ?? '?',
        code: result.error.code,
        message: result.error.message,
      });
    }
  });
  return { summary: summarize(outputs), records, failures };
}
