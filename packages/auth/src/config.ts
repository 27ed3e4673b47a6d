import { z } from 'zod';
import { InvalidAuthConfigError } from './errors.js';

const cookieName = z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-" only');
const seconds = z.number().int().positive();

/** zod schema of the auth configuration (data only; ports are passed separately). */
export const authConfigSchema = z
  .strictObject({
    /** Deployment environment; `production` turns on secure defaults. */
    environment: z.enum(['development', 'test', 'production']),
    /** `Secure` flag on cookies. Defaults to true in production, where false is refused. */
    secureCookies: z.boolean().optional(),
    /** Name of the session cookie. Use a `__Host-` prefixed name in production when possible. */
    cookieName: cookieName.default('ctp_session'),
    /** Name of the CSRF double-submit cookie (readable by scripts). */
    csrfCookieName: cookieName.default('ctp_csrf'),
    /** Request header that must echo the CSRF cookie (lower case). */
    csrfHeaderName: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('x-csrf-token'),
    /** Form field carrying the CSRF token in HTML form posts (which cannot set headers). */
    csrfFieldName: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .default('_csrf'),
    /** SameSite attribute of both cookies. */
    sameSite: z.enum(['Lax', 'Strict']).default('Lax'),
    /** A session ends after this long without a request (sliding). Default 30 minutes. */
    idleTimeoutSeconds: seconds.default(30 * 60),
    /** A session ends this long after sign-in whatever the activity. Default 12 hours. */
    absoluteLifetimeSeconds: seconds.default(12 * 60 * 60),
    /** Renew the idle deadline in the store at most this often per session. Default 60 s. */
    touchIntervalSeconds: z.number().int().nonnegative().default(60),
    /** Server secret for the CSRF token HMAC; at least 32 characters of high entropy. */
    csrfSecret: z.string().min(32, 'must be at least 32 characters'),
    /** Extra origins (`https://app.example.com`) allowed to send cookie-authenticated writes besides the Host. */
    allowedOrigins: z.array(z.url().transform((u) => new URL(u).origin)).default([]),
    /** Password sign-in in production is refused unless this is true. */
    allowPasswordSignInInProduction: z.boolean().default(false),
  })
  .refine((c) => !(c.environment === 'production' && c.secureCookies === false), {
    path: ['secureCookies'],
    message: 'cannot be false in production',
  })
  .refine((c) => c.idleTimeoutSeconds <= c.absoluteLifetimeSeconds, {
    path: ['idleTimeoutSeconds'],
    message: 'must not exceed absoluteLifetimeSeconds',
  })
  .transform((c) => ({ ...c, secureCookies: c.secureCookies ?? c.environment === 'production' }));

/** Auth configuration as written by the caller (defaults not yet applied). */
export type AuthConfigInput = z.input<typeof authConfigSchema>;

/** Validated auth configuration with defaults applied. */
export type AuthConfig = z.output<typeof authConfigSchema>;

/** Validates a configuration. Returns the value, or `path: message` errors; never throws. */
export function parseAuthConfig(input: unknown): { value?: AuthConfig; errors: string[] } {
  const result = authConfigSchema.safeParse(input);
  if (result.success) return { value: result.data, errors: [] };
  return {
    errors: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  };
}

/** Validates a configuration and throws {@link InvalidAuthConfigError} when invalid. */
export function createAuthConfig(input: AuthConfigInput): AuthConfig {
  const { value, errors } = parseAuthConfig(input);
  if (value === undefined) throw new InvalidAuthConfigError({ errors });
  return value;
}
