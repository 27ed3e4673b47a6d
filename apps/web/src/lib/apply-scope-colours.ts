import { SCOPE_COLOURS } from './scope-colours';

/**
 * Publishes the colours as CSS custom properties (`--ctp-scope1`…) on the document, so stylesheets
 * use the same values without restating them. Set through the CSSOM, which a strict CSP allows.
 */
export function applyScopeColours(root: HTMLElement = document.documentElement): void {
  for (const [series, colour] of Object.entries(SCOPE_COLOURS))
    root.style.setProperty(`--ctp-${series}`, colour);
}
