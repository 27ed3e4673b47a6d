import { AssistantError, ExternalHostRefusedError } from '../errors.js';
import { checkHost, type HostResolver, systemResolver } from './network-policy.js';

/**
 * The model server's chat-completions address from `baseUrl` (http or https, trailing slashes
 * dropped), and the network check both providers run at start-up and before every request (a name
 * may be re-pointed after start-up): a host outside loopback and private ranges is refused unless
 * `allowExternal`. Throws `ASSISTANT_INVALID_CONFIG` for a `baseUrl` that is not an http(s) URL.
 */
export async function modelServer(options: {
  baseUrl: string;
  allowExternal?: boolean;
  resolveHost?: HostResolver;
}): Promise<{ url: string; checkNetwork(): Promise<void> }> {
  let base: URL;
  try {
    base = new URL(options.baseUrl.replace(/\/+$/, ''));
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('not http(s)');
  } catch (cause) {
    throw new AssistantError(
      'ASSISTANT_INVALID_CONFIG',
      `baseUrl ${options.baseUrl} is not an http(s) URL`,
      { field: 'baseUrl' },
      { cause },
    );
  }
  const resolve = options.resolveHost ?? systemResolver;
  const checkNetwork = async () => {
    if (options.allowExternal === true) return;
    const verdict = await checkHost(base, resolve);
    if (!verdict.internal) throw new ExternalHostRefusedError(verdict.host, verdict.addresses);
  };
  await checkNetwork();
  return { url: `${base.href}/chat/completions`, checkNetwork };
}
