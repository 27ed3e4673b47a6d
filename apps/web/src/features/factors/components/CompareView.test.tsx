import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { Dataset } from '../api/factors';
import { CompareView } from './CompareView';

// Component tests with the real typed client on a fetch stub (no server runs here).
// happy-dom lays nothing out: the virtual table's box measures as its CSS size (32rem = 512px tall).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  return () => vi.restoreAllMocks();
});

const dataset = (datasetId: string, datasetVersion: string) =>
  ({ datasetId, datasetVersion, title: `${datasetId} title`, origin: 'custom' }) as Dataset;
const DATASETS = [
  dataset('acme-meters', '1'),
  dataset('acme-meters', '2'),
  dataset('acme-meters', '3'),
  dataset('only-once', '1'),
];
const row = (subcategory: string, patch: Record<string, unknown> = {}) => ({
  category: 'stationary_combustion',
  subcategory,
  unit: 'kWh',
  region: 'GB',
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  ...patch,
});
const COMPARISON = {
  datasetId: 'acme-meters',
  from: { datasetVersion: '1' },
  to: { datasetVersion: '2' },
  counts: { added: 1, removed: 1, changed: 2, unchanged: 7 },
  items: [
    {
      kind: 'changed',
      before: row('boiler_gas'),
      after: row('boiler_gas'),
      values: [{ name: 'factor', before: '0.1829', after: '0.17', change: '-0.0129' }],
      otherFields: ['effectiveFrom'],
    },
    {
      kind: 'changed',
      before: row('gas_only', { unit: 'scf', gwpSet: null, gwpTimeframe: null }),
      after: row('gas_only', { unit: 'scf', gwpSet: null, gwpTimeframe: null }),
      values: [
        { name: 'gas:CH4', before: '0.00000103', after: '0.00000104', change: '0.00000001' },
        { name: 'gas:CO2', before: '0.5', after: '0.4999999999999999999', change: '-0.0000000000000000001' },
      ],
      otherFields: [],
    },
    {
      kind: 'added',
      before: null,
      after: row('new_biogas'),
      values: [{ name: 'factor', before: null, after: '0.0002', change: null }],
      otherFields: [],
    },
    {
      kind: 'removed',
      before: row('old_oil', { unit: 'litre' }),
      after: null,
      values: [{ name: 'factor', before: '2.5', after: null, change: null }],
      otherFields: [],
    },
  ],
  nextCursor: null,
};

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('CompareView', () => {
  it('shows the counts and each changed figure with old, new and the exact change', async () => {
    const { seen } = renderWithApi(
      <CompareView
        datasets={DATASETS}
        value={{ datasetId: 'acme-meters', from: '1', to: '2' }}
        onChange={() => {}}
      />,
      () => ({ status: 200, body: COMPARISON }),
    );
    expect(
      await screen.findByText('1 added, 1 removed, 2 changed, 7 unchanged between acme-meters 1 and 2.'),
    ).toBeInTheDocument();
    expect(seen[0]?.path).toBe('/api/factors/datasets/acme-meters/compare?from=1&to=2&limit=1000');
    const table = screen.getByRole('table', { name: 'Differences between 1 and 2' });
    // Old, new and change first after what the row is; GWP set and category last.
    expect(cells(table)).toEqual([
      [
        'Changed',
        'boiler_gas',
        'GB',
        'kg CO2e per kWh',
        '0.1829',
        '0.17',
        '-0.0129',
        'AR5 100yr',
        'stationary_combustion',
      ],
      [
        'Changed',
        'gas_only',
        'GB',
        'kg CH4 per scf',
        '0.00000103',
        '0.00000104',
        '+0.00000001',
        '—',
        'stationary_combustion',
      ],
      [
        'Changed',
        'gas_only',
        'GB',
        'kg CO2 per scf',
        '0.5',
        '0.4999999999999999999',
        '-0.0000000000000000001',
        '—',
        'stationary_combustion',
      ],
      [
        'Added',
        'new_biogas',
        'GB',
        'kg CO2e per kWh',
        '—',
        '0.0002',
        '—',
        'AR5 100yr',
        'stationary_combustion',
      ],
      [
        'Removed',
        'old_oil',
        'GB',
        'kg CO2e per litre',
        '2.5',
        '—',
        '—',
        'AR5 100yr',
        'stationary_combustion',
      ],
    ]);
  });

  it('offers only datasets with two versions, proposes the latest two, and asks for one kind', async () => {
    const onChange = vi.fn();
    const { seen } = renderWithApi(
      <CompareView datasets={DATASETS} value={{}} onChange={onChange} />,
      () => ({
        status: 500,
      }),
    );
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    const input = screen.getAllByLabelText(/^Dataset/).find((e) => e.tagName === 'INPUT') as HTMLElement;
    await userEvent.click(input);
    expect(screen.queryByRole('option', { name: /only-once/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'acme-meters title (acme-meters)' }));
    const kind = screen.getAllByLabelText(/^Show/).find((e) => e.tagName === 'INPUT') as HTMLElement;
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole('option', { name: 'Changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(onChange).toHaveBeenCalledWith({ datasetId: 'acme-meters', from: '2', to: '3', kind: 'changed' });
    expect(seen).toHaveLength(0);
  });
});
