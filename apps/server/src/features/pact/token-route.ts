import type { Context } from 'hono';
import { accessOf } from '../../http/route-table.js';
import type { PactApp, PactDeps } from './pact-env.js';
import { InvalidClientError, pactService } from './service.js';
import { TokenResponse } from './wire.js';

/** An OAuth 2 error response (RFC 6749 §5.2). */
function oauthError(c: Context, status: 400 | 401, error: string, description: string) {
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  // §5.2: a client that tried to authenticate with the Authorization header gets 401 and a challenge.
  if (status === 401) headers['www-authenticate'] = 'Basic realm="pact", charset="UTF-8"';
  return c.json({ error, error_description: description }, status, headers);
}

/** The client id and secret of an HTTP Basic header (RFC 6749 §2.3.1: each form-urlencoded), or null. */
export function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    return clientId && secret ? { clientId, secret } : null;
  } catch {
    return null;
  }
}

/** `POST /pact/auth/token`: OAuth 2 client credentials grant with HTTP Basic client authentication. */
export function registerTokenRoute(app: PactApp, deps: PactDeps): void {
  const pact = pactService(deps);
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/auth/token',
    tags: ['PACT'],
    summary: 'PACT Action Authenticate: an access token for client credentials (HTTP Basic)',
    description:
      'Body `grant_type=client_credentials` (application/x-www-form-urlencoded), client id and secret in ' +
      'HTTP Basic. Errors follow RFC 6749 §5.2 (`invalid_client`: 401 for bad credentials, 400 without them).',
    ...accessOf('POST', '/pact/auth/token'),
    responses: {
      200: { description: 'Token', content: { 'application/json': { schema: TokenResponse } } },
      400: {
        description: '`invalid_request`, `unsupported_grant_type` or `invalid_client` without credentials',
      },
      401: { description: '`invalid_client`: unknown client, wrong secret or revoked grant' },
    },
  });
  app.post('/auth/token', async (c: Context) => {
    const credentials = basicCredentials(c.req.header('authorization'));
    if (credentials === null) {
      return c.req.header('authorization')
        ? oauthError(c, 401, 'invalid_client', 'Authentication failed')
        : oauthError(c, 400, 'invalid_client', 'Client authentication with HTTP Basic is required');
    }
    const type = c.req.header('content-type') ?? '';
    const form = /^application\/x-www-form-urlencoded/i.test(type)
      ? new URLSearchParams(await c.req.text())
      : new URLSearchParams();
    const grantType = form.get('grant_type');
    if (grantType === null) return oauthError(c, 400, 'invalid_request', 'grant_type is required');
    if (grantType !== 'client_credentials') {
      return oauthError(c, 400, 'unsupported_grant_type', 'Only client_credentials is supported');
    }
    let token: { accessToken: string; expiresIn: number };
    try {
      token = await pact.issueToken(credentials.clientId, credentials.secret, c.var.requestId);
    } catch (error) {
      if (error instanceof InvalidClientError)
        return oauthError(c, 401, 'invalid_client', 'Authentication failed');
      throw error;
    }
    return c.json(
      { access_token: token.accessToken, token_type: 'bearer', expires_in: token.expiresIn },
      200,
      { 'cache-control': 'no-store', pragma: 'no-cache' },
    );
  });
}
