import {
  type AssistantProvider,
  createBuiltinProvider,
  createToolCallingProvider,
  ExternalHostRefusedError,
} from '@ctp/assistant';
import { type AssistantConfig, ConfigError } from './config/index.js';

/**
 * The assistant's provider from the configuration: the built-in one, or a client of the model server
 * the deployment hosts. A model is offered the assistant's read-only queries as tools (function
 * calling, bounded in number and size), so the figures it states come from query results the guard
 * checks, exactly as the built-in provider's do. A model server outside loopback and private ranges stops the start-up (with a
 * configuration error naming the variable) unless `CTP_ASSISTANT_ALLOW_EXTERNAL=true`.
 */
export async function createAssistantProvider(config: AssistantConfig): Promise<AssistantProvider> {
  if (config.provider === 'builtin') return createBuiltinProvider();
  if (config.baseUrl === undefined || config.model === undefined) {
    throw new ConfigError([
      'CTP_ASSISTANT_BASE_URL and CTP_ASSISTANT_MODEL: required with openai-compatible',
    ]);
  }
  try {
    return await createToolCallingProvider({
      baseUrl: config.baseUrl,
      model: config.model,
      timeoutMs: config.timeoutMs,
      allowExternal: config.allowExternal,
      ...(config.apiKey === undefined ? {} : { apiKey: config.apiKey }),
    });
  } catch (error) {
    if (error instanceof ExternalHostRefusedError) {
      throw new ConfigError([
        `CTP_ASSISTANT_BASE_URL: ${error.host} (${error.addresses.join(', ') || 'does not resolve'}) is outside loopback and private networks; nothing leaves the deployment unless CTP_ASSISTANT_ALLOW_EXTERNAL=true`,
      ]);
    }
    throw error;
  }
}
