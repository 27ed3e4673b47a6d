export {
  type CreateLoggerOptions,
  createLogger,
  type Logger,
  memoryDestination,
  REDACT_PATHS,
} from './logger.js';
