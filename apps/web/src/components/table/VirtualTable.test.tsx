import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Column, VirtualTable } from './VirtualTable';

interface Row {
  id: string;
  value: string;
}

const rows: Row[] = Array.from({ length: 100_000 }, (_, i) => ({ id: `r${i}`, value: `value ${i}` }));
const columns: Column<Row>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'value', header: 'Value', cell: ({ row }) => row.original.value, meta: { numeric: true } },
];

describe('VirtualTable', () => {
  // happy-dom lays nothing out: the scroll box measures as its CSS size (32rem = 512px tall).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    return () => vi.restoreAllMocks();
  });

  it('keeps 100,000 rows out of the DOM except the few in view, and says how many there are', async () => {
    render(
      <MantineProvider env="test">
        <VirtualTable
          rows={rows}
          columns={columns}
          widths={['1fr', '1fr']}
          label="Big"
          getRowId={(r) => r.id}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Big' });
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    await screen.findByText('value 0');
    const rendered = table.querySelectorAll('tbody tr').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(50);
    expect(screen.getByText('value 0')).toBeInTheDocument();
    expect(screen.queryByText('value 99999')).toBeNull();
  });

  it('opens a row with the keyboard', async () => {
    const onOpen = vi.fn();
    render(
      <MantineProvider env="test">
        <VirtualTable
          rows={rows.slice(0, 3)}
          columns={columns}
          widths={['1fr', '1fr']}
          label="Small"
          getRowId={(r) => r.id}
          onOpen={onOpen}
          openLabel="Open"
        />
      </MantineProvider>,
    );
    await screen.findByText('value 0');
    const first = screen.getByRole('table', { name: 'Small' }).querySelector('tbody tr') as HTMLElement;
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });
});
