import type { ServerConfig } from '../wiring/config/index.js';
import { createRuntime, type Runtime, type RuntimeOptions } from '../wiring/runtime.js';
import { createDefaultRegistry } from './default-registry.js';
import { QUEUE_DEFINITIONS } from './jobs.js';

/**
 * The runtime of this build: {@link createRuntime} with the default algorithm registry and every
 * job queue of {@link QUEUE_DEFINITIONS}. The commands, the server and the tests open it here; the
 * wiring itself knows no feature.
 */
export function openRuntime(
  config: ServerConfig,
  options: Omit<RuntimeOptions, 'registry' | 'queues'>,
): Promise<Runtime> {
  return createRuntime(config, { ...options, registry: createDefaultRegistry(), queues: QUEUE_DEFINITIONS });
}
