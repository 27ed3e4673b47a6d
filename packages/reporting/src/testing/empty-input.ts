import type { ReportInputData } from '../input.js';
import { demoReportInput } from './demo-input.js';

/**
 * The demo organization with nothing in its inventory: no emission lines, activities, targets,
 * history, recalculations or restatements, no base year, revenue, policy or boundary, and no template text.
 * A framework mapped from it must give a report whose gaps are warnings, not an exception.
 */
export function emptyReportInput(): ReportInputData {
  const demo = demoReportInput();
  return {
    ...demo,
    organization: {
      ...demo.organization,
      baseYear: null,
      baseYearEmissions: null,
      baseYearPolicy: null,
      recalculationPolicy: null,
      netRevenue: null,
      reportingBoundary: null,
    },
    template: { ...demo.template, narratives: {} },
    emissions: [],
    activities: [],
    algorithms: [],
    factorSources: [],
    overrides: [],
    recalculations: [],
    restatements: [],
    targets: [],
    history: [],
  };
}
