import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { Dataset, Factor } from '../api/factors';
import type { FactorFilters } from '../api/search';
import { FactorSearchView } from './FactorSearchView';

// Component tests with the real typed client on a fetch stub (no server runs here).
// happy-dom lays nothing out: the virtual table's box measures as its CSS size (32rem = 512px tall).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  return () => vi.restoreAllMocks();
});

const factor = (patch: Partial<Factor>): Factor => ({
  datasetId: 'acme-supplier',
  datasetVersion: '2025.1',
  datasetTitle: 'Acme supplier factors',
  publisher: 'Acme Gas Ltd',
  origin: 'custom',
  category: 'stationary_combustion',
  subcategory: 'biomethane_blend',
  factor: '0.123456789012345678',
  factorUnit: 'kg CO2e/kWh',
  unit: 'kWh',
  gases: null,
  co2eByGas: null,
  region: 'GB',
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  effectiveFrom: '2025-01-01',
  effectiveTo: '2025-12-31',
  source: 'Supplier declaration 2025',
  sourceUrl: 'https://supplier.example/declaration-2025',
  status: null,
  priceYear: null,
  notes: 'Green gas blend',
  ...patch,
});
const FACTORS = [
  factor({}),
  factor({
    datasetId: 'epa-ghg-hub',
    datasetVersion: '2025',
    origin: 'shipped',
    subcategory: 'natural_gas',
    factor: null,
    factorUnit: 'kg CO2e/scf',
    unit: 'scf',
    gases: { CO2: '0.05444', CH4: '0.00000103', N2O: '0.0000001' },
    region: 'US',
    gwpSet: null,
    gwpTimeframe: null,
    effectiveTo: null,
  }),
];
const DATASETS = [
  { datasetId: 'epa-ghg-hub', datasetVersion: '2025', title: 'EPA hub' },
  { datasetId: 'acme-supplier', datasetVersion: '2025.1', title: 'Acme' },
] as Dataset[];

/** The page keeps the filters in the address; here, in state. */
function StatefulPage({ onFilters }: { onFilters: (next: FactorFilters) => void }) {
  const [filters, setFilters] = useState<FactorFilters>({});
  return (
    <FactorSearchView
      filters={filters}
      datasets={DATASETS}
      onFilters={(next) => {
        onFilters(next);
        setFilters(next);
      }}
    />
  );
}

describe('FactorSearchView', () => {
  it('shows each factor value exactly as the API sent it; a per-gas row names its gases and never cuts a figure', async () => {
    const { seen } = renderWithApi(
      <FactorSearchView filters={{}} datasets={DATASETS} onFilters={() => {}} />,
      () => ({ status: 200, body: { items: FACTORS, nextCursor: null } }),
    );
    const table = await screen.findByRole('table', { name: 'Emission factors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // 18 decimals: a float would print 0.12345678901234568.
    expect(within(rows[1] as HTMLElement).getByText('0.123456789012345678')).toBeInTheDocument();
    // A one-line cell cuts what does not fit: the gases' figures are in the title and the detail, whole.
    const perGas = within(rows[2] as HTMLElement).getByText('per gas (CO2, CH4, N2O)');
    expect(perGas).toHaveAttribute('title', 'per gas: CO2 0.05444 · CH4 0.00000103 · N2O 0.0000001');
    expect(within(rows[1] as HTMLElement).getByText('Jan 1, 2025 – Dec 31, 2025')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('from Jan 1, 2025')).toBeInTheDocument();
    expect(seen.map((r) => r.path)).toEqual(['/api/factors?limit=500']);
  });

  it('applies the filters together and searches with them', async () => {
    const onFilters = vi.fn();
    const { seen } = renderWithApi(<StatefulPage onFilters={onFilters} />, () => ({
      status: 200,
      body: { items: [], nextCursor: null },
    }));
    expect(await screen.findByText('No factor matches these filters.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: /^Search/ }), 'natural gas');
    await userEvent.type(screen.getByRole('textbox', { name: 'Region' }), 'US');
    await userEvent.type(screen.getByLabelText('In effect on'), '2025-06-01');
    expect(seen).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onFilters).toHaveBeenCalledWith({ q: 'natural gas', region: 'US', validOn: '2025-06-01' });
    await waitFor(() => expect(seen).toHaveLength(2));
    const query = new URLSearchParams(seen[1]?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      q: 'natural gas',
      region: 'US',
      validOn: '2025-06-01',
      limit: '500',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilters).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('searchbox', { name: /^Search/ })).toHaveValue('');
  });

  it('opens a factor with its citation; the source opens in a new tab without an opener', async () => {
    renderWithApi(<FactorSearchView filters={{}} datasets={DATASETS} onFilters={() => {}} />, () => ({
      status: 200,
      body: { items: FACTORS, nextCursor: null },
    }));
    const table = await screen.findByRole('table', { name: 'Emission factors' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'biomethane_blend (GB)' });
    expect(within(dialog).getByText('0.123456789012345678 kg CO2e/kWh')).toBeInTheDocument();
    expect(within(dialog).getByText('Supplier declaration 2025')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Open the source (new tab)' });
    expect(link).toHaveAttribute('href', 'https://supplier.example/declaration-2025');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
