import { cdp, csrd, gri, gri102, ifrsS2, tcfd } from '../frameworks/index.js';
import { FrameworkRegistry } from './registry.js';
import type { FrameworkSchema } from './schema.js';

/** The built-in frameworks: tcfd, ifrs-s2, csrd (ESRS E1), cdp, gri (305) and gri-102 (GRI 102, from 2027). */
export const BUILT_IN_FRAMEWORKS: readonly FrameworkSchema[] = Object.freeze([
  tcfd,
  ifrsS2,
  csrd,
  cdp,
  gri,
  gri102,
]);

/** A registry holding the built-in frameworks; plugins register more on it. */
export function createDefaultFrameworkRegistry(): FrameworkRegistry {
  const registry = new FrameworkRegistry();
  for (const fw of BUILT_IN_FRAMEWORKS) registry.register(fw);
  return registry;
}
