/**
 * Test fixtures for OpenID Connect: a real provider on loopback (`oidc-provider`), a hostile provider
 * that forges ID tokens, token forgeries and a cookie jar. For tests only: import from
 * `@ctp/auth/testing`, never from production code (it needs the `oidc-provider` dev dependency).
 * @module
 */
export { TestCookieJar } from './cookie-jar.js';
export { FORGERIES, type Forgery, type ForgeryKeys, forgeToken } from './forged-tokens.js';
export { type ForgingProvider, startForgingProvider } from './forging-provider.js';
export {
  type LoopbackClient,
  type LoopbackProvider,
  type LoopbackProviderOptions,
  startLoopbackProvider,
} from './loopback-provider.js';
