export {
  ConfigError,
  ENCRYPTION_KEY_FILE,
  loadConfig,
  processEnv,
  SESSION_SECRET_FILE,
} from './load-config.js';
export { type Env, type ParsedConfig, parseConfig } from './parse-config.js';
export { redactedConfig } from './redacted-config.js';
export { type AssistantConfig, envSchema, type S3Config, type ServerConfig } from './schema.js';
