import { envSchema, type ServerConfig, toServerConfig } from './schema.js';

/** The environment as the server receives it. */
export type Env = Record<string, string | undefined>;

/** The result of {@link parseConfig}: a config, or every problem as `VARIABLE: problem`. */
export type ParsedConfig = { value: ServerConfig; errors: [] } | { value: undefined; errors: string[] };

/**
 * Validates the environment without touching the file system. Empty strings count as unset.
 * Every problem is reported at once, each as `VARIABLE: problem`, never with the value itself.
 */
export function parseConfig(env: Env, options: { cwd: string }): ParsedConfig {
  const known = Object.keys(envSchema.shape);
  const input = Object.fromEntries(
    known.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { value: undefined, errors };
  }
  const errors = crossFieldErrors(parsed.data);
  if (errors.length > 0) return { value: undefined, errors };
  return { value: toServerConfig(parsed.data, options.cwd), errors: [] };
}

function crossFieldErrors(env: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (env.NODE_ENV === 'production' && env.CTP_SESSION_SECRET === undefined) {
    errors.push('CTP_SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (env.NODE_ENV === 'production' && env.CTP_ENCRYPTION_KEY === undefined) {
    errors.push('CTP_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes in base64)');
  }
  const s3Vars = ['CTP_S3_ENDPOINT', 'CTP_S3_REGION', 'CTP_S3_ACCESS_KEY_ID', 'CTP_S3_SECRET_ACCESS_KEY'];
  const setS3 = s3Vars.filter((key) => env[key] !== undefined);
  if (env.CTP_S3_BUCKET === undefined && setS3.length > 0) {
    errors.push(`CTP_S3_BUCKET: required when ${setS3.join(', ')} ${setS3.length > 1 ? 'are' : 'is'} set`);
  }
  const hasId = env.CTP_S3_ACCESS_KEY_ID !== undefined;
  const hasSecret = env.CTP_S3_SECRET_ACCESS_KEY !== undefined;
  if (hasId && !hasSecret) errors.push('CTP_S3_SECRET_ACCESS_KEY: required with CTP_S3_ACCESS_KEY_ID');
  if (hasSecret && !hasId) errors.push('CTP_S3_ACCESS_KEY_ID: required with CTP_S3_SECRET_ACCESS_KEY');
  if (env.CTP_ASSISTANT_PROVIDER === 'openai-compatible') {
    for (const key of ['CTP_ASSISTANT_BASE_URL', 'CTP_ASSISTANT_MODEL']) {
      if (env[key] === undefined)
        errors.push(`${key}: required when CTP_ASSISTANT_PROVIDER=openai-compatible`);
    }
  }
  return errors;
}
