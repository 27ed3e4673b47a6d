import { describe, expect, it } from 'vitest';
import { createAuthConfig, parseAuthConfig } from './config.js';

const secret = 'x'.repeat(32);

describe('auth configuration', () => {
  it('applies defaults and makes cookies secure in production', () => {
    expect(createAuthConfig({ environment: 'development', csrfSecret: secret })).toMatchObject({
      cookieName: 'ctp_session',
      csrfCookieName: 'ctp_csrf',
      sameSite: 'Lax',
      secureCookies: false,
      idleTimeoutSeconds: 1800,
      absoluteLifetimeSeconds: 43200,
      allowPasswordSignInInProduction: false,
    });
    expect(createAuthConfig({ environment: 'production', csrfSecret: secret }).secureCookies).toBe(true);
  });

  it('reports every problem as path: message', () => {
    const { value, errors } = parseAuthConfig({
      environment: 'production',
      secureCookies: false,
      csrfSecret: 'short',
      idleTimeoutSeconds: 7200,
      absoluteLifetimeSeconds: 3600,
      unknown: 1,
    });
    expect(value).toBeUndefined();
    expect(errors.some((e) => e.startsWith('csrfSecret: '))).toBe(true);
    expect(errors.some((e) => e.includes('unknown'))).toBe(true);
  });

  it('refuses insecure cookies in production and idle timeouts beyond the lifetime', () => {
    const { errors } = parseAuthConfig({
      environment: 'production',
      secureCookies: false,
      csrfSecret: secret,
      idleTimeoutSeconds: 7200,
      absoluteLifetimeSeconds: 3600,
    });
    expect(errors).toEqual([
      'secureCookies: cannot be false in production',
      'idleTimeoutSeconds: must not exceed absoluteLifetimeSeconds',
    ]);
    expect(() => createAuthConfig({ environment: 'test', csrfSecret: 'short' })).toThrow(
      expect.objectContaining({ code: 'INVALID_AUTH_CONFIG' }),
    );
  });
});
