import { PactEventRegistry, supplierEventHandlers } from '../features/pact/index.js';
import { hostEventHandlers } from '../features/suppliers/index.js';
import type { Runtime } from '../wiring/runtime.js';

/**
 * The handlers of events received on `POST /pact/3/events`: the supplier side handles RequestCreatedEvent
 * (a partner asks us for footprints); the host side handles PublishedEvent, RequestFulfilledEvent and
 * RequestRejectedEvent (news and answers from our suppliers). A type with no handler is answered
 * NotImplemented.
 */
export function createPactEventRegistry(runtime: Runtime): PactEventRegistry {
  return new PactEventRegistry()
    .register(
      supplierEventHandlers({
        db: runtime.database.db,
        httpsOnly: runtime.config.nodeEnv === 'production',
        jobs: runtime.jobs,
      }),
    )
    .register(hostEventHandlers(runtime));
}
