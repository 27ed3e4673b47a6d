import type { ReactNode } from 'react';

/** The states a status badge shows; each has its colours in app.css (text at least 7:1 on its background). */
export type Status = 'good' | 'neutral' | 'warning';

/**
 * A small status label. Not Mantine's `Badge`: its light and filled greens and oranges fall below
 * the 4.5:1 contrast axe asks for at badge size.
 */
export function StatusBadge({ status, children }: { status: Status; children: ReactNode }) {
  return (
    <span className="ctp-admin-status" data-status={status}>
      {children}
    </span>
  );
}
