import type { ScopeSeries } from '../lib/scope-colours';

/** A small square in the scope's colour, before a label (decorative: the label says the scope). */
export function ScopeSwatch({ series }: { series: ScopeSeries }) {
  return <span aria-hidden="true" className={`ctp-scope-swatch ctp-scope-${series}`} />;
}
