import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { assistantChatModule } from './chat-routes.js';
import { assistantInteractionsModule } from './interactions-routes.js';

/** The assistant: questions answered from the organization's own data, and the log of every exchange. */
export function assistantRoutes(runtime: Runtime): App {
  return createFeatureApp(assistantChatModule(runtime), assistantInteractionsModule(runtime));
}
export { storeContextSource } from './store-context-source.js';
