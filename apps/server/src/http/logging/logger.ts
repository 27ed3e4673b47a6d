import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

export type { Logger } from 'pino';

/**
 * Paths pino removes from every log line: credentials in headers, cookies, tokens, passwords and
 * secrets, at the top level and one or two levels down (`req.headers.authorization`, `user.password`).
 */
export const REDACT_PATHS: string[] = (() => {
  const keys = [
    'authorization',
    'cookie',
    '["set-cookie"]',
    '["x-api-key"]',
    '["x-csrf-token"]',
    'password',
    'newPassword',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'apiToken',
    'secret',
    'clientSecret',
    'sessionSecret',
    'encryptionKey',
    'secretAccessKey',
  ];
  const join = (prefix: string, key: string) =>
    key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`;
  return keys.flatMap((key) => [
    key,
    join('*', key),
    join('*.*', key),
    join('req.headers', key),
    join('res.headers', key),
  ]);
})();

/** Options of {@link createLogger}. */
export interface CreateLoggerOptions {
  /** Minimum level; `silent` disables logging. Default `info`. */
  level?: LoggerOptions['level'];
  /** Where JSON lines go; default standard output. Tests pass a collecting stream. */
  destination?: DestinationStream;
  /** Fields added to every line (service name, version). */
  base?: Record<string, unknown>;
}

/** The server's root logger: pino JSON lines, ISO timestamps, secrets censored as `[redacted]`. */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'ctp', ...options.base },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: pino.stdSerializers.err },
    },
    options.destination,
  );
}

/** A destination that keeps every line as a parsed object, for tests. */
export function memoryDestination(): DestinationStream & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
}
