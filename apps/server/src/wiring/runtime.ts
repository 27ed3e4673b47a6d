import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { AssistantProvider } from '@ctp/assistant';
import {
  type AuthConfig,
  createAuthConfig,
  OidcProviderCache,
  SecretBox,
  secretKeyFromText,
} from '@ctp/auth';
import type { AlgorithmRegistry } from '@ctp/engine';
import type { FrameworkDefinition, FrameworkRegistry, FrameworkSchema } from '@ctp/reporting';
import {
  type ArtifactStore,
  type ArtifactStoreConfig,
  createArtifactStore,
  createJobQueue,
  createMigrator,
  type JobDefinition,
  type JobQueue,
  migrateToLatest,
  migrationsAreCurrent,
  type OpenDatabase,
  openDatabase,
} from '@ctp/store';
import { sql } from 'kysely';
import type { ReadinessCheck } from '../http/app-env.js';
import type { Logger } from '../http/logging/index.js';
import type { ShutdownHook } from '../http/start-server.js';
import { createAssistantProvider } from './assistant-provider.js';
import { type AuthPorts, createAuthPorts } from './auth-ports.js';
import { ConfigError, type ServerConfig } from './config/index.js';
import { registerFrameworkCatalogue } from './framework-catalogue.js';
import { createFrameworkRegistry, loadFrameworkPlugins } from './framework-plugins.js';
import { createRateLimiterFactory, type RateLimiterFactory } from './rate-limits.js';
import { PGLITE_SESSION_CACHE_MS } from './session-cache.js';

/** Everything the server, the worker and the commands share, built from the configuration. */
export interface Runtime {
  config: ServerConfig;
  logger: Logger;
  database: OpenDatabase;
  artifacts: ArtifactStore;
  jobs: JobQueue;
  auth: AuthPorts;
  authConfig: AuthConfig;
  /**
   * The algorithms the server calculates with (generic plus the shipped regional packs). Factor
   * libraries are per organization: see `factorLibraryFor` in `./factor-library.ts`.
   */
  registry: AlgorithmRegistry;
  /**
   * The reporting frameworks this deployment renders: the built-in ones, those passed as
   * `RuntimeOptions.frameworks` and those of the `CTP_FRAMEWORK_PLUGINS` modules, registered in the
   * database's framework catalogue at start-up (see `registerFrameworkCatalogue`).
   */
  frameworks: FrameworkRegistry;
  /** Seals secrets kept in the database (OIDC client secrets, supplier credentials) under `CTP_ENCRYPTION_KEY`. */
  secretBox: SecretBox;
  /**
   * The assistant's answer provider (built-in, or the deployment's own model server, checked at
   * start-up to be on loopback or a private network).
   */
  assistant: AssistantProvider;
  /** Discovered OIDC providers and their key sets (a per-process cache: a cold one only costs a discovery). */
  oidcProviders: OidcProviderCache;
  /**
   * Makes rate limits whose counters live in the database (sign-in, verification lookups, the
   * assistant), so N servers behind a load balancer share one budget instead of N.
   */
  rateLimiter: RateLimiterFactory;
  /** Secret keying the pre-setup CSRF token of the setup form. */
  setupSecret: string;
  /** Names of the migrations applied when the runtime started (empty when already current). */
  appliedMigrations: string[];
  /** `database`, `object-store` and `migrations`, for `/readyz`. */
  readinessChecks: ReadinessCheck[];
  /** Job queue stop, then database close; run after the HTTP server drained. */
  shutdownHooks: ShutdownHook[];
  /** Runs the shutdown hooks once (idempotent). */
  close(): Promise<void>;
}

/** Options of {@link createRuntime}. */
export interface RuntimeOptions {
  logger: Logger;
  /** Apply pending migrations at start. Default true. */
  migrate?: boolean;
  /** Start the job queue (installs pg-boss on first start). Default true. */
  startJobs?: boolean;
  /** An already open database (tests share one migrated PGlite); closed by `close()` unless `keepDatabaseOpen`. */
  database?: OpenDatabase;
  keepDatabaseOpen?: boolean;
  /** The algorithms to calculate with (the composition root passes the default registry). */
  registry: AlgorithmRegistry;
  /** Every queue of this build: created at start-up by servers and workers alike (idempotent). */
  queues: readonly JobDefinition[];
  /**
   * Reporting frameworks to offer besides the built-in ones (an embedder's own, or a plugin
   * package's `frameworks` export), registered before the `CTP_FRAMEWORK_PLUGINS` modules. Each is
   * validated with `defineFramework`; a code and version already registered (a built-in one, say)
   * stops the start-up with `DuplicateFrameworkError`. Pass the same list to every process (servers,
   * workers, commands; `openRuntime` hands it on): the worker renders the reports.
   */
  frameworks?: readonly (FrameworkSchema | FrameworkDefinition)[];
}

/** Derives a purpose-bound key from the session secret (one secret in the configuration, one key per use). */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`ctp:${purpose}`).digest('base64url');
}

/** The artifact store of the configuration: S3 when a bucket is set, else `<dataDir>/artifacts`. */
export function artifactStoreConfig(config: ServerConfig): ArtifactStoreConfig {
  if (config.s3 === undefined) return { driver: 'fs', baseDir: join(config.dataDir, 'artifacts') };
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config.s3;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    // The artifact store signs its requests itself: it reads no ambient (instance or profile) credentials.
    throw new ConfigError([
      'CTP_S3_ACCESS_KEY_ID: required with CTP_S3_BUCKET (together with CTP_S3_SECRET_ACCESS_KEY)',
    ]);
  }
  return {
    driver: 's3',
    bucket,
    region,
    endpoint: endpoint ?? `https://s3.${region}.amazonaws.com`,
    accessKeyId,
    secretAccessKey,
  };
}

/** The auth configuration derived from the server configuration. */
export function authConfigFor(config: ServerConfig): AuthConfig {
  const secret = config.sessionSecret;
  if (secret === undefined) throw new Error('the session secret is missing (use loadConfig)');
  const idle = config.sessionIdleMinutes * 60;
  return createAuthConfig({
    environment: config.nodeEnv,
    csrfSecret: deriveSecret(secret, 'csrf'),
    idleTimeoutSeconds: idle,
    absoluteLifetimeSeconds: Math.max(12 * 60 * 60, idle),
    allowedOrigins: [new URL(config.publicUrl).origin],
    allowPasswordSignInInProduction: config.allowPasswordSignInInProduction,
  });
}

/**
 * Opens everything from the validated configuration: the database (PGlite in `<dataDir>/db`, or
 * PostgreSQL when `DATABASE_URL` is set), migrations, the artifact store, the job queue (pg-boss on
 * the same database) and the auth ports on the store. Resources opened before a failure are closed.
 */
export async function createRuntime(config: ServerConfig, options: RuntimeOptions): Promise<Runtime> {
  const { logger } = options;
  const authConfig = authConfigFor(config);
  if (config.encryptionKey === undefined) throw new Error('the encryption key is missing (use loadConfig)');
  const secretBox = new SecretBox(secretKeyFromText(config.encryptionKey));
  // Before anything is opened: a model server outside the deployment stops the start-up here.
  const assistant = await createAssistantProvider(config.assistant);
  // Also before: a framework plugin that cannot be imported, or holds an invalid or duplicate definition.
  const frameworks = createFrameworkRegistry({
    frameworks: options.frameworks,
    plugins: await loadFrameworkPlugins(config.frameworkPlugins),
  });
  const artifacts = createArtifactStore(artifactStoreConfig(config));
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl !== undefined
        ? { url: config.databaseUrl, onPoolError: (err) => logger.error({ err }, 'database pool error') }
        : { dataDir: join(config.dataDir, 'db') },
    ));
  const closeDatabase = async () => {
    if (!options.keepDatabaseOpen) await database.close();
  };
  let jobs: JobQueue | undefined;
  try {
    let appliedMigrations: string[] = [];
    if (options.migrate !== false) {
      const result = await migrateToLatest(database.db);
      appliedMigrations = (result.results ?? [])
        .filter((r) => r.status === 'Success')
        .map((r) => r.migrationName);
      if (appliedMigrations.length > 0) logger.info({ migrations: appliedMigrations }, 'migrations applied');
    }
    await registerFrameworkCatalogue(database.db, frameworks);
    const superviseIntervalSeconds = config.jobSuperviseSeconds;
    const queue = createJobQueue(
      database.pglite !== undefined
        ? {
            pglite: database.pglite,
            superviseIntervalSeconds,
            onError: (err) => logger.error({ err }, 'job queue error'),
          }
        : {
            connectionString: config.databaseUrl as string,
            superviseIntervalSeconds,
            onError: (err) => logger.error({ err }, 'job queue error'),
          },
    );
    jobs = queue;
    let jobsStarted = false;
    if (options.startJobs !== false) {
      await queue.start();
      jobsStarted = true;
      // Queues must exist before anything is sent to them, also on a server that runs no worker.
      for (const definition of options.queues) await queue.createQueue(definition);
    }

    const readinessChecks: ReadinessCheck[] = [
      {
        name: 'database',
        check: async () => {
          await sql`select 1`.execute(database.db);
        },
      },
      { name: 'object-store', check: () => artifacts.ping() },
      {
        name: 'migrations',
        check: async () => {
          // One query when current (every probe); the migrator's listing only to name what is pending.
          if (await migrationsAreCurrent(database.db)) return;
          const pending = (await createMigrator(database.db).getMigrations()).filter(
            (m) => m.executedAt === undefined,
          );
          if (pending.length > 0)
            throw new Error(`pending migrations: ${pending.map((m) => m.name).join(', ')}`);
        },
      },
    ];
    const shutdownHooks: ShutdownHook[] = [
      {
        name: 'job-queue',
        run: async () => {
          if (jobsStarted) await queue.stop({ graceful: true, timeout: 10_000 });
          jobsStarted = false;
        },
      },
      { name: 'database', run: closeDatabase },
    ];
    let closing: Promise<void> | undefined;
    return {
      config,
      logger,
      database,
      artifacts,
      jobs: queue,
      auth: createAuthPorts(database.db, logger, {
        // PGlite: one process owns the data folder and sees every revocation (see session-cache.ts).
        sessionCacheMs: database.pglite !== undefined ? PGLITE_SESSION_CACHE_MS : 0,
      }),
      authConfig,
      registry: options.registry,
      frameworks,
      assistant,
      secretBox,
      oidcProviders: new OidcProviderCache(),
      rateLimiter: createRateLimiterFactory(database),
      setupSecret: deriveSecret(config.sessionSecret as string, 'setup-csrf'),
      appliedMigrations,
      readinessChecks,
      shutdownHooks,
      close: () => {
        closing ??= (async () => {
          for (const hook of shutdownHooks) {
            try {
              await hook.run();
            } catch (err) {
              logger.error({ err, hook: hook.name }, 'shutdown hook failed');
            }
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await jobs?.stop({ graceful: false }).catch(() => {});
    await closeDatabase().catch(() => {});
    throw error;
  }
}
