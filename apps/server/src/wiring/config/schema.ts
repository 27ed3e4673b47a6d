import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDir } from './web-dir.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: RegExp, what: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be ${what}`);

/**
 * A module the server may import a framework plugin from: a package name (`@acme/frameworks`,
 * optionally with a subpath), a path (`./plugins/acme.js`, `../x.mjs`, `/opt/ctp/acme.js`) or a
 * `file:` URL. Other URLs (`https:`, `data:`, `node:`) are refused: a plugin is code the operator installed.
 */
const PLUGIN_MODULE =
  /^(?:(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(?:\/[A-Za-z0-9._~@-]+)*|\.{1,2}\/.+|\/.+|file:\/\/.+)$/;

const pluginModules = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            PLUGIN_MODULE,
            'must be package names or module paths (./, ../, / or file:), separated by commas',
          ),
      )
      .refine((list) => new Set(list).size === list.length, 'lists a module twice'),
  );

/** The environment variables the server reads, as a zod schema (empty strings count as unset). */
export const envSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  CTP_DATA_DIR: z.string().min(1).default('.ctp-data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'a postgres:// or postgresql:// URL').optional(),
  CTP_S3_ENDPOINT: url(/^https?:$/, 'an http:// or https:// URL').optional(),
  CTP_S3_BUCKET: z.string().min(1).optional(),
  CTP_S3_REGION: z.string().min(1).optional(),
  CTP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  CTP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  CTP_SESSION_IDLE_MINUTES: integer(1, 7 * 24 * 60).default(30),
  CTP_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CTP_ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9+/_-]{43}=?$/,
      'must be 32 random bytes in base64 (for example `openssl rand -base64 32`)',
    )
    .optional(),
  CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION: flag.default(false),
  CTP_BODY_LIMIT_BYTES: integer(1024, 1024 * 1024 * 1024).default(10 * 1024 * 1024),
  CTP_LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  CTP_PUBLIC_URL: url(/^https?:$/, 'an http:// or https:// URL').optional(),
  CTP_VERIFY_LOOKUPS_PER_MINUTE: integer(1, 100_000).default(30),
  CTP_JOB_SUPERVISE_SECONDS: integer(1, 3600).default(60),
  CTP_FORECAST_INLINE_BUDGET_MS: integer(0, 600_000).default(1500),
  CTP_CALCULATION_INLINE_LIMIT: integer(0, 100_000_000).default(20_000),
  CTP_ASSISTANT_PROVIDER: z
    .enum(['builtin', 'openai-compatible'], { message: 'must be builtin or openai-compatible' })
    .default('builtin'),
  CTP_ASSISTANT_BASE_URL: url(/^https?:$/, 'an http:// or https:// URL').optional(),
  CTP_ASSISTANT_MODEL: z.string().trim().min(1).max(200).optional(),
  CTP_ASSISTANT_API_KEY: z.string().min(1).optional(),
  CTP_ASSISTANT_ALLOW_EXTERNAL: flag.default(false),
  CTP_ASSISTANT_TIMEOUT_MS: integer(100, 10 * 60 * 1000).default(60_000),
  CTP_ASSISTANT_TOKEN_BUDGET: integer(500, 1_000_000).default(6000),
  CTP_ASSISTANT_RATE_LIMIT: integer(1, 10_000).default(20),
  CTP_TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
          message: 'must be IP addresses or CIDR ranges, separated by commas',
        }),
      ),
    )
    .default([]),
  CTP_FRAMEWORK_PLUGINS: pluginModules.default([]),
  CTP_WEB_DIR: z.string().min(1).optional(),
});

/** The assistant's provider settings (see @ctp/assistant). */
export interface AssistantConfig {
  provider: 'builtin' | 'openai-compatible';
  /** Base URL of the OpenAI-compatible server, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl?: string | undefined;
  model?: string | undefined;
  apiKey?: string | undefined;
  /** Allow a model server outside loopback and private ranges (off: nothing leaves the deployment). */
  allowExternal: boolean;
  timeoutMs: number;
  tokenBudget: number;
  /** Questions per user (or API token) per minute. */
  ratePerMinute: number;
}

/** S3-compatible object storage settings; absent when artifacts live in the data directory. */
export interface S3Config {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** The validated server configuration. Read once at start-up; never read the environment elsewhere. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, artifacts, generated secrets). */
  dataDir: string;
  databaseUrl?: string | undefined;
  s3?: S3Config | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  sessionIdleMinutes: number;
  /** Absent only before {@link loadConfig} generated or read the development secret. */
  sessionSecret?: string | undefined;
  /**
   * Key (32 bytes, base64) that seals stored secrets such as OIDC client secrets and supplier
   * credentials. Absent only before {@link loadConfig} generated or read the development key.
   */
  encryptionKey?: string | undefined;
  allowPasswordSignInInProduction: boolean;
  bodyLimitBytes: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The address users reach the server at, without a trailing slash. */
  publicUrl: string;
  /** Public report verification lookups allowed per client address per minute (API and page together). */
  verifyLookupsPerMinute: number;
  /**
   * Seconds between the job queue's supervision passes, which hand a crashed worker's job (missed
   * heartbeats or expired) to another worker.
   */
  jobSuperviseSeconds: number;
  /**
   * Longest estimated fit, in milliseconds, that a forecasting request computes in the request; a
   * longer one is queued for a worker and answered `202 Accepted` (0: always queue).
   */
  forecastInlineBudgetMs: number;
  /**
   * Most current activities a calculation request calculates in the request; a larger selection is
   * queued for a worker and answered `202 Accepted` (0: always queue).
   */
  calculationInlineLimit: number;
  assistant: AssistantConfig;
  /**
   * Addresses (IPs or CIDR ranges) of the TLS-terminating proxies whose `X-Forwarded-Proto` is believed;
   * from anyone else the header is ignored (the PACT API refuses plain HTTP in production).
   */
  trustedProxies: string[];
  /**
   * Modules whose `frameworks` export (named, or the default export) the server registers next to
   * the built-in frameworks at start-up; relative paths are already resolved against the working
   * directory. See `loadFrameworkPlugins` in `src/wiring/framework-plugins.ts`.
   */
  frameworkPlugins: string[];
  /**
   * Absolute path of the built web application (`index.html` and `assets/`), served at `/`.
   * Default: `apps/web/dist` of this checkout (see {@link defaultWebDir}).
   */
  webDir: string;
}

/** Turns the parsed variables into a {@link ServerConfig}, resolving the data directory against `cwd`. */
export function toServerConfig(env: z.output<typeof envSchema>, cwd: string): ServerConfig {
  const s3 = env.CTP_S3_BUCKET
    ? {
        bucket: env.CTP_S3_BUCKET,
        endpoint: env.CTP_S3_ENDPOINT,
        region: env.CTP_S3_REGION ?? 'us-east-1',
        accessKeyId: env.CTP_S3_ACCESS_KEY_ID,
        secretAccessKey: env.CTP_S3_SECRET_ACCESS_KEY,
      }
    : undefined;
  const hostInUrl = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: isAbsolute(env.CTP_DATA_DIR) ? env.CTP_DATA_DIR : resolve(cwd, env.CTP_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    s3,
    nodeEnv: env.NODE_ENV,
    sessionIdleMinutes: env.CTP_SESSION_IDLE_MINUTES,
    sessionSecret: env.CTP_SESSION_SECRET,
    encryptionKey: env.CTP_ENCRYPTION_KEY,
    allowPasswordSignInInProduction: env.CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION,
    bodyLimitBytes: env.CTP_BODY_LIMIT_BYTES,
    logLevel: env.CTP_LOG_LEVEL,
    publicUrl: (env.CTP_PUBLIC_URL ?? `http://${hostInUrl}:${env.PORT}`).replace(/\/+$/, ''),
    verifyLookupsPerMinute: env.CTP_VERIFY_LOOKUPS_PER_MINUTE,
    jobSuperviseSeconds: env.CTP_JOB_SUPERVISE_SECONDS,
    forecastInlineBudgetMs: env.CTP_FORECAST_INLINE_BUDGET_MS,
    calculationInlineLimit: env.CTP_CALCULATION_INLINE_LIMIT,
    assistant: {
      provider: env.CTP_ASSISTANT_PROVIDER,
      baseUrl: env.CTP_ASSISTANT_BASE_URL,
      model: env.CTP_ASSISTANT_MODEL,
      apiKey: env.CTP_ASSISTANT_API_KEY,
      allowExternal: env.CTP_ASSISTANT_ALLOW_EXTERNAL,
      timeoutMs: env.CTP_ASSISTANT_TIMEOUT_MS,
      tokenBudget: env.CTP_ASSISTANT_TOKEN_BUDGET,
      ratePerMinute: env.CTP_ASSISTANT_RATE_LIMIT,
    },
    trustedProxies: env.CTP_TRUSTED_PROXIES,
    frameworkPlugins: env.CTP_FRAMEWORK_PLUGINS.map((m) => (m.startsWith('.') ? resolve(cwd, m) : m)),
    webDir: env.CTP_WEB_DIR === undefined ? defaultWebDir() : resolve(cwd, env.CTP_WEB_DIR),
  };
}
