import type { ServerConfig } from './schema.js';

const REDACTED = '[redacted]';

/**
 * The configuration with every secret removed, for the start-up log: the session secret, the encryption
 * key, the S3 secret key and the assistant's API key are replaced, and the password in `DATABASE_URL` is masked.
 */
export function redactedConfig(config: ServerConfig): Record<string, unknown> {
  return {
    ...config,
    databaseUrl: config.databaseUrl === undefined ? undefined : redactUrl(config.databaseUrl),
    sessionSecret: config.sessionSecret === undefined ? undefined : REDACTED,
    encryptionKey: config.encryptionKey === undefined ? undefined : REDACTED,
    s3:
      config.s3 === undefined
        ? undefined
        : {
            ...config.s3,
            secretAccessKey: config.s3.secretAccessKey === undefined ? undefined : REDACTED,
          },
    assistant: {
      ...config.assistant,
      apiKey: config.assistant.apiKey === undefined ? undefined : REDACTED,
    },
  };
}

function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = REDACTED;
    for (const key of [...url.searchParams.keys()]) {
      if (/pass|secret|token|key/i.test(key)) url.searchParams.set(key, REDACTED);
    }
    return url.toString();
  } catch {
    return REDACTED;
  }
}
