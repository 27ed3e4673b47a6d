import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScopeTotalsCards } from './ScopeTotalsCards';

// A component test with a memory router for the drill-down links; no API call is made.
function renderCards(ui: React.ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const period = { start: '2025-01-01', end: '2025-12-31' };

describe('ScopeTotalsCards', () => {
  it('shows Scope 2 location- and market-based side by side and never a sum of the two', async () => {
    renderCards(
      <ScopeTotalsCards
        period={period}
        current={{
          scope1: '417500.04',
          scope2LocationBased: '278900',
          scope2MarketBased: '323100',
          scope2Unspecified: '0',
          scope3: '113200',
        }}
        previous={{
          scope1: '434200',
          scope2LocationBased: '334600',
          scope2MarketBased: '364700',
          scope2Unspecified: '0',
          scope3: '83000',
        }}
      />,
    );
    expect(await screen.findByText('Scope 2 (location-based)')).toBeInTheDocument();
    expect(screen.getByText('Scope 2 (market-based)')).toBeInTheDocument();
    expect(screen.queryByText('Scope 2 (method not stated)')).toBeNull(); // zero in both periods
    expect(screen.getByText('278.9')).toBeInTheDocument();
    expect(screen.getByText('323.1')).toBeInTheDocument();
    expect(screen.queryByText('602.0')).toBeNull(); // 278.9 + 323.1 appears nowhere
    // Exact change: 417,500.04 − 434,200 kg = −16,699.96 kg = −16.7 t (−3.8 %).
    expect(screen.getByText('-16.7 (-3.8%) against the previous period')).toBeInTheDocument();
  });

  it('links every total to the results behind it', async () => {
    renderCards(
      <ScopeTotalsCards
        period={period}
        current={{
          scope1: '1',
          scope2LocationBased: '2',
          scope2MarketBased: '3',
          scope2Unspecified: '0',
          scope3: '4',
        }}
        previous={null}
      />,
    );
    const links = await screen.findAllByRole('link', { name: 'See the results' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/results?scope=1&from=2025-01-01&to=2025-12-31',
      '/results?scope=2&method=location&from=2025-01-01&to=2025-12-31',
      '/results?scope=2&method=market&from=2025-01-01&to=2025-12-31',
      '/results?scope=3&from=2025-01-01&to=2025-12-31',
    ]);
    expect(within(links[0]?.parentElement as HTMLElement).getByText('0.0')).toBeInTheDocument();
  });

  it('shows the 95% range of each total next to it', async () => {
    const range = (point: string, low: string, high: string) => ({
      point,
      low,
      high,
      method: 'analytical' as const,
    });
    renderCards(
      <ScopeTotalsCards
        period={period}
        current={{
          scope1: '354400',
          scope2LocationBased: '0',
          scope2MarketBased: '0',
          scope2Unspecified: '0',
          scope3: '0',
        }}
        previous={null}
        ranges={{
          scope1: range('354400', '310245.5', '398554.5'),
          scope2LocationBased: range('0', '0', '0'),
          scope2MarketBased: range('0', '0', '0'),
          scope2Unspecified: range('0', '0', '0'),
          scope3: range('0', '0', '0'),
        }}
      />,
    );
    expect(await screen.findByText('95% range: 310.2 – 398.6 t CO2e')).toBeInTheDocument();
    expect(screen.getByText('354.4')).toBeInTheDocument();
  });
});
