import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy of every response: same-origin scripts, styles, images, fonts and
 * fetches only; no inline script or style, no plugins, no framing, forms post to this origin.
 * Server-rendered pages and the API docs are written to satisfy it.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
};

/** HSTS value sent in production: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * hono/secure-headers with the strict CSP above, `nosniff`, `DENY` framing, no referrer across
 * origins, and HSTS only when `production` (plain-HTTP development would otherwise be pinned).
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: options.production ? HSTS : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
