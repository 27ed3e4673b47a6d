import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { PreviewItem } from '../api/recalculations';
import { AcceptPreview } from './AcceptPreview';
import { InRouter } from './in-router';
import { PreviewTable } from './PreviewTable';
import { PreviewTotals } from './PreviewTotals';

const item = (n: number, old: string | null, next: string, delta: string): PreviewItem => ({
  resultId: null,
  activityId: `0190f5f4-0000-7000-8000-${String(n).padStart(12, '0')}`,
  scope: 2,
  method: 'market_based',
  category: 'scope2.electricity.market_based',
  old,
  new: next,
  delta,
});

const zero = {
  scope1: '0',
  scope2LocationBased: '0',
  scope2MarketBased: '0',
  scope2Unspecified: '0',
  scope3: '0',
};

describe('PreviewTable', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    return () => vi.restoreAllMocks();
  });

  it('shows old, new and the signed change of each result exactly, virtualised for large previews', async () => {
    const items = [
      item(1, '1000.125', '1100.25', '100.125'),
      item(2, '0.3', '0.1', '-0.2'),
      item(3, null, '12.5', '12.5'),
      ...Array.from({ length: 20_000 }, (_, i) => item(i + 10, '1', '1', '0')),
    ];
    render(
      <MantineProvider env="test">
        <InRouter>
          <PreviewTable items={items} />
        </InRouter>
      </MantineProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Change by result' });
    expect(table).toHaveAttribute('aria-rowcount', String(items.length + 1));
    expect(within(table).getAllByRole('row').length).toBeLessThan(100); // only the rows in view
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('1,000.125')).toBeInTheDocument();
    expect(within(first).getByText('1,100.25')).toBeInTheDocument();
    expect(within(first).getByText('+100.125')).toBeInTheDocument();
    expect(within(first).getByText('Scope 2 (market-based)')).toBeInTheDocument();
    expect(screen.getByText('-0.2')).toBeInTheDocument(); // 0.1 − 0.3, no float noise
    expect(screen.getByText('none')).toBeInTheDocument(); // no old result
  });
});

describe('PreviewTotals', () => {
  it('gives old, new and change per scope in exact kg and the change in t CO2e, Scope 2 methods apart', () => {
    render(
      <MantineProvider env="test">
        <PreviewTotals
          totals={{
            old: { ...zero, scope1: '417500.04', scope2LocationBased: '1000', scope2MarketBased: '2000' },
            new: { ...zero, scope1: '400800.08', scope2LocationBased: '1000', scope2MarketBased: '2500.5' },
            delta: { ...zero, scope1: '-16699.96', scope2LocationBased: '0', scope2MarketBased: '500.5' },
          }}
        />
      </MantineProvider>,
    );
    const scope1 = screen.getByRole('row', { name: /^Scope 1/ });
    expect(within(scope1).getByText('417,500.04')).toBeInTheDocument();
    expect(within(scope1).getByText('400,800.08')).toBeInTheDocument();
    expect(within(scope1).getByText('-16,699.96')).toBeInTheDocument();
    expect(within(scope1).getByText('-16.7')).toBeInTheDocument();
    const market = screen.getByRole('row', { name: /^Scope 2 \(market-based\)/ });
    expect(within(market).getByText('+500.5')).toBeInTheDocument();
    expect(within(market).getByText('+0.5')).toBeInTheDocument(); // 0.5005 t, half up to one decimal
    expect(screen.getByRole('row', { name: /^Scope 2 \(location-based\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /method not stated/ })).toBeNull();
  });
});

describe('AcceptPreview', () => {
  const ID = '0190f5f4-0000-7000-8000-0000000000cc';

  it('asks for confirmation, then says in words that a stale preview was refused', async () => {
    const { seen } = renderWithApi(
      <InRouter>
        <AcceptPreview previewId={ID} count={3} />
      </InRouter>,
      () => problem(409, 'PREVIEW_STALE', { detail: 'recalculation preview … is out of date' }),
      { csrfToken: 'csrf-2' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept this recalculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the results?' });
    expect(within(dialog).getByText(/The 3 previewed results replace the current ones/)).toBeInTheDocument();
    expect(seen).toHaveLength(0); // nothing sent before the confirmation
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, replace the results' }));
    expect(
      await screen.findByText(
        'This preview is out of date: results it would replace have changed since. Preview again.',
      ),
    ).toBeInTheDocument();
    expect(seen[0]?.path).toBe(`/api/recalculations/${ID}/accept`);
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-2');
  });

  it('says so when the preview was accepted already', async () => {
    renderWithApi(
      <InRouter>
        <AcceptPreview previewId={ID} count={1} />
      </InRouter>,
      () => problem(409, 'PREVIEW_ACCEPTED'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept this recalculation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, replace the results' }));
    expect(await screen.findByText('This preview was accepted already.')).toBeInTheDocument();
  });
});
