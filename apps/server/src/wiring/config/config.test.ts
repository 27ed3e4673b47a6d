import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  ENCRYPTION_KEY_FILE,
  loadConfig,
  parseConfig,
  redactedConfig,
  SESSION_SECRET_FILE,
} from './index.js';

const cwd = '/srv/ctp';
const secret = 'x'.repeat(40);
const encryptionKey = Buffer.alloc(32, 7).toString('base64');

describe('parseConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const { value } = parseConfig({}, { cwd });
    expect(value).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/ctp/.ctp-data',
      nodeEnv: 'development',
      sessionIdleMinutes: 30,
      allowPasswordSignInInProduction: false,
      bodyLimitBytes: 10 * 1024 * 1024,
      logLevel: 'info',
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(value?.databaseUrl).toBeUndefined();
    expect(value?.s3).toBeUndefined();
  });

  it('reads every variable and treats empty strings as unset', () => {
    const { value } = parseConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        CTP_DATA_DIR: '/var/lib/ctp',
        DATABASE_URL: 'postgres://ctp:pw@db:5432/ctp',
        CTP_S3_BUCKET: 'reports',
        CTP_S3_ENDPOINT: 'http://127.0.0.1:9000',
        CTP_S3_ACCESS_KEY_ID: 'id',
        CTP_S3_SECRET_ACCESS_KEY: 'sk',
        NODE_ENV: 'production',
        CTP_SESSION_SECRET: secret,
        CTP_ENCRYPTION_KEY: encryptionKey,
        CTP_SESSION_IDLE_MINUTES: '15',
        CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION: 'true',
        CTP_BODY_LIMIT_BYTES: '2048',
        CTP_LOG_LEVEL: 'debug',
        CTP_PUBLIC_URL: 'https://ctp.example.org/',
        CTP_S3_REGION: '',
      },
      { cwd },
    );
    expect(value).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/ctp',
      s3: { bucket: 'reports', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' },
      nodeEnv: 'production',
      sessionIdleMinutes: 15,
      allowPasswordSignInInProduction: true,
      bodyLimitBytes: 2048,
      logLevel: 'debug',
      publicUrl: 'https://ctp.example.org',
      encryptionKey,
    });
  });

  it('reads CTP_TRUSTED_PROXIES as IP addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseConfig({}, { cwd }).value?.trustedProxies).toEqual([]);
    const { value } = parseConfig({ CTP_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,fd00::/8' }, { cwd });
    expect(value?.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    const bad = parseConfig({ CTP_TRUSTED_PROXIES: 'proxy.internal' }, { cwd });
    expect(bad.value).toBeUndefined();
    expect(bad.errors.join(' ')).toMatch(/CTP_TRUSTED_PROXIES/);
  });

  it('reads CTP_FRAMEWORK_PLUGINS as module specifiers, resolving relative paths, and refuses anything else', () => {
    expect(parseConfig({}, { cwd }).value?.frameworkPlugins).toEqual([]);
    const { value } = parseConfig(
      {
        CTP_FRAMEWORK_PLUGINS: ' @ctp/framework-sec, ./plugins/acme.js,/opt/ctp/x.mjs,acme-frameworks/esrs ,',
      },
      { cwd },
    );
    expect(value?.frameworkPlugins).toEqual([
      '@ctp/framework-sec',
      '/srv/ctp/plugins/acme.js',
      '/opt/ctp/x.mjs',
      'acme-frameworks/esrs',
    ]);
    for (const bad of ['https://example.org/p.js', 'node:fs', 'Not A Package']) {
      expect(parseConfig({ CTP_FRAMEWORK_PLUGINS: bad }, { cwd }).errors).toEqual([
        'CTP_FRAMEWORK_PLUGINS.0: must be package names or module paths (./, ../, / or file:), separated by commas',
      ]);
    }
    expect(parseConfig({ CTP_FRAMEWORK_PLUGINS: 'a,b,a' }, { cwd }).errors).toEqual([
      'CTP_FRAMEWORK_PLUGINS: lists a module twice',
    ]);
  });

  it('lists every problem as VAR: problem without echoing values', () => {
    const { errors } = parseConfig(
      {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://u:hunter2@x/db',
        NODE_ENV: 'prod',
        CTP_LOG_LEVEL: 'loud',
        CTP_SESSION_SECRET: 'short-hunter2',
        CTP_ENCRYPTION_KEY: 'hunter2-too-short',
      },
      { cwd },
    );
    expect(errors.map((e) => e.split(':')[0]).sort()).toEqual([
      'CTP_ENCRYPTION_KEY',
      'CTP_LOG_LEVEL',
      'CTP_SESSION_SECRET',
      'DATABASE_URL',
      'NODE_ENV',
      'PORT',
    ]);
    expect(errors.join('\n')).not.toContain('hunter2');
  });

  it('requires a session secret and an encryption key in production and a complete S3 configuration', () => {
    const { errors } = parseConfig({ NODE_ENV: 'production', CTP_S3_ACCESS_KEY_ID: 'id' }, { cwd });
    expect(errors).toEqual([
      'CTP_SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters)',
      'CTP_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes in base64)',
      'CTP_S3_BUCKET: required when CTP_S3_ACCESS_KEY_ID is set',
      'CTP_S3_SECRET_ACCESS_KEY: required with CTP_S3_ACCESS_KEY_ID',
    ]);
  });
});

describe('assistant configuration', () => {
  it('defaults to the built-in provider and reads the model server settings', () => {
    expect(parseConfig({}, { cwd }).value?.assistant).toEqual({
      provider: 'builtin',
      baseUrl: undefined,
      model: undefined,
      apiKey: undefined,
      allowExternal: false,
      timeoutMs: 60_000,
      tokenBudget: 6000,
      ratePerMinute: 20,
    });
    const { value } = parseConfig(
      {
        CTP_ASSISTANT_PROVIDER: 'openai-compatible',
        CTP_ASSISTANT_BASE_URL: 'http://127.0.0.1:11434/v1',
        CTP_ASSISTANT_MODEL: 'llama3.1:8b',
        CTP_ASSISTANT_API_KEY: 'hunter2',
        CTP_ASSISTANT_ALLOW_EXTERNAL: 'false',
        CTP_ASSISTANT_TIMEOUT_MS: '5000',
        CTP_ASSISTANT_TOKEN_BUDGET: '3000',
        CTP_ASSISTANT_RATE_LIMIT: '5',
      },
      { cwd },
    );
    expect(value?.assistant).toMatchObject({
      provider: 'openai-compatible',
      model: 'llama3.1:8b',
      timeoutMs: 5000,
      ratePerMinute: 5,
    });
    expect(JSON.stringify(redactedConfig(value as NonNullable<typeof value>))).not.toContain('hunter2');
  });

  it('requires a base URL and a model for the OpenAI-compatible provider', () => {
    expect(parseConfig({ CTP_ASSISTANT_PROVIDER: 'openai-compatible' }, { cwd }).errors).toEqual([
      'CTP_ASSISTANT_BASE_URL: required when CTP_ASSISTANT_PROVIDER=openai-compatible',
      'CTP_ASSISTANT_MODEL: required when CTP_ASSISTANT_PROVIDER=openai-compatible',
    ]);
  });
});

describe('loadConfig', () => {
  it('throws a ConfigError listing every problem', async () => {
    const error = await loadConfig({ PORT: '70000', CTP_BODY_LIMIT_BYTES: 'x' }, { cwd }).catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).errors).toHaveLength(2);
    expect((error as ConfigError).message).toContain('PORT: must be at most 65535');
  });

  it('generates the development session secret once and keeps it in the data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-config-'));
    const first = await loadConfig({ CTP_DATA_DIR: 'data' }, { cwd: dir });
    const second = await loadConfig({ CTP_DATA_DIR: 'data' }, { cwd: dir });
    expect(first.sessionSecret).toMatch(/^[\w-]{43}$/);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = join(dir, 'data', SESSION_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.sessionSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('generates the development encryption key once, as 32 bytes, apart from the session secret', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-config-'));
    const first = await loadConfig({ CTP_DATA_DIR: 'data' }, { cwd: dir });
    const second = await loadConfig({ CTP_DATA_DIR: 'data' }, { cwd: dir });
    expect(Buffer.from(first.encryptionKey as string, 'base64url').byteLength).toBe(32);
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(first.encryptionKey).not.toBe(first.sessionSecret);
    const file = join(dir, 'data', ENCRYPTION_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('redactedConfig', () => {
  it('removes every secret', async () => {
    const config = await loadConfig({
      NODE_ENV: 'production',
      CTP_SESSION_SECRET: secret,
      CTP_ENCRYPTION_KEY: encryptionKey,
      DATABASE_URL: 'postgres://ctp:hunter2@db/ctp?sslpassword=hunter3',
      CTP_S3_BUCKET: 'b',
      CTP_S3_ACCESS_KEY_ID: 'id',
      CTP_S3_SECRET_ACCESS_KEY: 'hunter4',
    });
    const text = JSON.stringify(redactedConfig(config));
    for (const s of [secret, encryptionKey, 'hunter2', 'hunter3', 'hunter4']) expect(text).not.toContain(s);
    expect(text).toContain('postgres://ctp:');
  });
});

describe('README', () => {
  it('documents every variable the schema reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const { envSchema } = await import('./index.js');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)`\s*\|/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(Object.keys(envSchema.shape).sort());
  });
});
