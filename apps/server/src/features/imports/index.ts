import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { activityImportModule } from './routes.js';
import { activityImportValidateModule } from './validate-routes.js';

/** Bulk import of activity data from CSV or JSON, shared by the HTTP route and `ctp import`. */
export function importsRoutes(runtime: Runtime): App {
  return createFeatureApp(activityImportModule(runtime), activityImportValidateModule(runtime));
}

export {
  afterImport,
  checkActivities,
  type ImportActor,
  type ImportOptions,
  type ImportResult,
  importActivities,
} from './import-activities.js';
export { ImportRowsError } from './import-rows-error.js';
export { parseActivityCsv } from './parse-csv.js';
export { parseActivityJson } from './parse-json.js';
export {
  ATTRIBUTE_PREFIX,
  IMPORT_FIELDS,
  type ParsedSource,
  type RowError,
  type SourceRow,
} from './source-rows.js';
export { type FacilityDirectory, type RowValidation, validateImportRows } from './validate-rows.js';
