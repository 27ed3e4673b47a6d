import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestTarget } from '@ctp/store';
import { getRequestListener } from '@hono/node-server';
import { OIDC_CALLBACK_PATH } from '../features/oidc/index.js';
import { openTenantFixture, type TenantFixture } from './users-fixture.js';

/** The tenant fixture served over real HTTP on 127.0.0.1 (port 0), with its public URL. Test support only. */
export interface ServedFixture {
  f: TenantFixture;
  /** `http://127.0.0.1:<port>`, also the server's CTP_PUBLIC_URL. */
  publicUrl: string;
  /** `{publicUrl}/api/auth/oidc/callback`, to register at the test provider. */
  redirectUri: string;
  close(): Promise<void>;
}

/**
 * Opens {@link openTenantFixture} behind a real node:http server so a browser flow (the provider
 * redirecting back to the callback) runs over HTTP end to end. The port is taken first, so the
 * server's public URL (and the redirect URI) is known before the runtime starts.
 */
export async function openServedFixture(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<ServedFixture> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const f = await openTenantFixture(target, { CTP_PUBLIC_URL: publicUrl, ...env });
  server.on('request', getRequestListener(f.h.app.fetch));
  return {
    f,
    publicUrl,
    redirectUri: `${publicUrl}${OIDC_CALLBACK_PATH}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      await f.h.close();
    },
  };
}
