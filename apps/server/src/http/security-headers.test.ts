import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers, without HSTS in development', async () => {
    const res = await testApp().app.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production, on error responses too', async () => {
    const { app } = testApp({ nodeEnv: 'production' });
    for (const path of ['/healthz', '/nope', '/boom']) {
      const res = await app.request(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });
});
