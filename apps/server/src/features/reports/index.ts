import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { reportsModule } from './routes.js';

/** Reports: generation as a job, progress, artifacts. */
export function reportsRoutes(runtime: Runtime): App {
  return createFeatureApp(reportsModule(runtime));
}

export { attachmentDisposition } from './download-name.js';
export { generateReportJob, registerGenerateReport } from './generate-report-job.js';
