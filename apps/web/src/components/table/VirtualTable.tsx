import { type ColumnDef, flexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';

/** The table features used here: none beyond the core (sorting, grouping and filters are the API's). */
export const TABLE_FEATURES = tableFeatures({});
export type Column<T extends RowData> = ColumnDef<typeof TABLE_FEATURES, T> & {
  meta?: { numeric?: boolean };
};

export interface VirtualTableProps<T extends RowData> {
  rows: T[];
  columns: Column<T>[];
  /** CSS grid track sizes, one per column, e.g. ['8rem', '1fr']. */
  widths: string[];
  /** Accessible name of the table. */
  label: string;
  rowHeight?: number;
  getRowId: (row: T) => string;
  /** Makes rows actionable (Enter or click), e.g. to open a calculation record. */
  onOpen?: (row: T) => void;
  openLabel?: string;
  /** Called when the last rendered row comes close to the end, to load the next page. */
  onNearEnd?: () => void;
}

/**
 * A table that renders only the rows in view (TanStack Table for the model, TanStack Virtual for
 * the window), so 100,000 rows scroll as smoothly as 100. Rows are positioned with transforms set
 * through React's style property (the CSSOM), which a strict CSP allows.
 */
export function VirtualTable<T extends RowData>({
  rows,
  columns,
  widths,
  label,
  rowHeight = 36,
  getRowId,
  onOpen,
  openLabel,
  onNearEnd,
}: VirtualTableProps<T>) {
  const table = useTable({ features: TABLE_FEATURES, columns, data: rows, getRowId });
  const model = table.getRowModel().rows;
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: model.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // A few rows beyond the window cover a wheel's step (about three rows a frame); more only add
    // work when the scroll bar is dragged, where every frame is a new window (bench/web-scroll.ts).
    overscan: 4,
    // The box's CSS height (32rem), used until the first measurement.
    initialRect: { width: 0, height: 512 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const nearEnd = lastIndex >= 0 && lastIndex >= model.length - 20;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  const grid = { '--ctp-columns': widths.join(' ') } as CSSProperties;
  const keyOpen = (row: T) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen?.(row);
    }
  };

  return (
    // The scrolling box takes focus, so keyboard users can scroll it (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="ctp-vtable" ref={scroller} style={grid} tabIndex={0} aria-label={label}>
      <table aria-label={label} aria-rowcount={model.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as { numeric?: boolean } | undefined;
                return (
                  <th key={header.id} scope="col" className={meta?.numeric ? 'ctp-num' : undefined}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = model[item.index];
            if (row === undefined) return null;
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                style={{ transform: `translateY(${item.start}px)`, height: item.size }}
                {...(onOpen
                  ? {
                      tabIndex: 0,
                      onClick: () => onOpen(row.original),
                      onKeyDown: keyOpen(row.original),
                      title: openLabel,
                      'data-clickable': true,
                    }
                  : {})}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as { numeric?: boolean } | undefined;
                  return (
                    <td key={cell.id} className={meta?.numeric ? 'ctp-num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
