import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from './config-error.js';
import { type Env, parseConfig } from './parse-config.js';
import type { ServerConfig } from './schema.js';

export { ConfigError } from './config-error.js';

/** File in the data directory that holds the generated development session secret. */
export const SESSION_SECRET_FILE = 'session-secret';

/** File in the data directory that holds the generated development encryption key. */
export const ENCRYPTION_KEY_FILE = 'encryption-key';

/**
 * Parses the environment once at start-up and returns the complete configuration. Outside
 * production a missing `CTP_SESSION_SECRET` or `CTP_ENCRYPTION_KEY` is generated once and kept in
 * the data directory (file mode 0600), so sessions and sealed secrets survive restarts. Throws
 * {@link ConfigError} listing every problem.
 */
export async function loadConfig(env: Env, options: { cwd?: string } = {}): Promise<ServerConfig> {
  const parsed = parseConfig(env, { cwd: options.cwd ?? process.cwd() });
  if (parsed.value === undefined) throw new ConfigError(parsed.errors);
  const config = parsed.value;
  return {
    ...config,
    sessionSecret: config.sessionSecret ?? (await developmentSecret(config.dataDir, SESSION_SECRET_FILE)),
    encryptionKey: config.encryptionKey ?? (await developmentSecret(config.dataDir, ENCRYPTION_KEY_FILE)),
  };
}

/** 32 random bytes in base64url, created once in `dataDir/name` and read back afterwards. */
async function developmentSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 43) return existing;
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
