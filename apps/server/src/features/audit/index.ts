import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { auditModule } from './routes.js';

/** The audit log and the verification of its hash chain. */
export function auditRoutes(runtime: Runtime): App {
  return createFeatureApp(auditModule(runtime));
}
