import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { evidenceModule } from './routes.js';

/** Evidence files on activities and facilities, stored once in the artifact store, versioned. */
export function evidenceRoutes(runtime: Runtime): App {
  return createFeatureApp(evidenceModule(runtime));
}

export {
  EvidenceFileView,
  EvidenceItemView,
  fileView as evidenceFileView,
  itemsView as evidenceItemsView,
} from './schemas.js';
