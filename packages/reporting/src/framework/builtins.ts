import { cdp, csrd, gri, tcfd } from '../frameworks/index.js';
import { FrameworkRegistry } from './registry.js';
import type { FrameworkSchema } from './schema.js';

/** The built-in frameworks: tcfd, csrd (ESRS E1), cdp, gri (305). */
export const BUILT_IN_FRAMEWORKS: readonly FrameworkSchema[] = Object.freeze([tcfd, csrd, cdp, gri]);

/** A registry holding the built-in frameworks; plugins register more on it. */
export function createDefaultFrameworkRegistry(): FrameworkRegistry {
  const registry = new FrameworkRegistry();
  for (const fw of BUILT_IN_FRAMEWORKS) registry.register(fw);
  return registry;
}
