import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiToken as newApiToken, type Role } from '@ctp/auth';
import { createApiToken, type TestTarget, withOrganization } from '@ctp/store';
import { openRuntime } from '../app/open-runtime.js';
import { createServerApp } from '../app/server-app.js';
import type { App } from '../http/app-env.js';
import { createLogger, memoryDestination } from '../http/logging/index.js';
import { parseConfig, type ServerConfig } from '../wiring/config/index.js';
import type { Runtime } from '../wiring/runtime.js';

export const ORIGIN = 'http://localhost';
/** The stand-in web application build the harness serves at `/` (see `web-build/README.md`). */
export const TEST_WEB_BUILD = fileURLToPath(new URL('./web-build/', import.meta.url));
export const PASSWORD = 'a long enough passphrase';

/** A server app on a fresh migrated database of `target`, with logs in memory. Test support only. */
export interface ServerHarness {
  app: App;
  runtime: Runtime;
  logs: ReturnType<typeof memoryDestination>;
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Issues an API token of `role` in the organization (stored hashed, as `POST /api/tokens` does)
   * and returns the secret; `createdBy` makes it act for that user.
   */
  issueToken(organizationId: string, role: Role, createdBy?: string | null): Promise<string>;
  close(): Promise<void>;
}

export async function openServerHarness(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<ServerHarness> {
  const database = await target.open();
  const dataDir = await mkdtemp(join(tmpdir(), 'ctp-server-test-'));
  const parsed = parseConfig(
    {
      CTP_DATA_DIR: dataDir,
      CTP_SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      CTP_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMDEyMzQ',
      // A stand-in build of the web application, so no test depends on apps/web having been built.
      CTP_WEB_DIR: TEST_WEB_BUILD,
      // The job queue of a PostgreSQL target connects by URL (PGlite's shares the open instance).
      ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
      ...env,
    },
    { cwd: dataDir },
  );
  if (parsed.value === undefined) throw new Error(parsed.errors.join('; '));
  const config: ServerConfig = parsed.value;
  const logs = memoryDestination();
  const logger = createLogger({ level: 'info', destination: logs });
  const runtime = await openRuntime(config, { logger, database, startJobs: false, migrate: false });
  const app = createServerApp(runtime);
  return {
    app,
    runtime,
    logs,
    request: (path, init) => Promise.resolve(app.request(`${ORIGIN}${path}`, init)),
    issueToken: async (organizationId, role, createdBy = null) => {
      const { token, record } = newApiToken({ organizationId, role, name: `${role} token` });
      await withOrganization(database.db, organizationId, (scope) =>
        createApiToken(scope, {
          tokenHash: record.tokenHash,
          lastFour: record.lastFour,
          role,
          name: record.name,
          createdBy,
        }),
      );
      return token;
    },
    close: async () => {
      await runtime.close();
      await database.cleanup();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, merged into a jar. */
export function mergeCookies(jar: Record<string, string>, res: Response): Record<string, string> {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (name === undefined || name === '') continue;
    const value = rest.join('=');
    if (/max-age=0/i.test(header) || value === '') delete jar[name];
    else jar[name] = value;
  }
  return jar;
}

/** The Cookie header of a jar. */
export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** JSON request init with the same-origin Origin header a browser sends. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  };
}
