import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Env, parseConfig } from './parse-config.js';
import type { ServerConfig } from './schema.js';

/** The configuration is unusable. `errors` holds every problem as `VARIABLE: problem`. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(readonly errors: string[]) {
    super(`invalid configuration:\n${errors.map((e) => `  ${e}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** File in the data directory that holds the generated development session secret. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * Parses the environment once at start-up and returns the complete configuration. Outside
 * production a missing `CTP_SESSION_SECRET` is generated once and kept in the data directory
 * (file mode 0600), so sessions survive restarts. Throws {@link ConfigError} listing every problem.
 */
export async function loadConfig(env: Env, options: { cwd?: string } = {}): Promise<ServerConfig> {
  const parsed = parseConfig(env, { cwd: options.cwd ?? process.cwd() });
  if (parsed.value === undefined) throw new ConfigError(parsed.errors);
  const config = parsed.value;
  if (config.sessionSecret !== undefined) return config;
  return { ...config, sessionSecret: await developmentSessionSecret(config.dataDir) };
}

async function developmentSessionSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SESSION_SECRET_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** The process environment; the only place besides `bin.ts` that reads `process.env`. */
export function processEnv(): Env {
  return process.env;
}
