import type { ReactNode } from 'react';

/**
 * A box that scrolls a wide table sideways (and, with `className`, downwards) and can take focus,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable). Named, it is a region.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`ctp-table-scroll ctp-scroll-region ${className ?? ''}`.trim()}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}
