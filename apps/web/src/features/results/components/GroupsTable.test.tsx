import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTonnes } from '../../../lib/emissions';
import { renderWithApi } from '../../../test/render';
import { rangesByGroup, type SummaryGroup } from '../api/summary';
import { GroupsTable } from './GroupsTable';

// Component test: the groups and their ranges are given as the API returns them (no fetch happens).

const group: SummaryGroup = {
  scope: 1,
  method: null,
  category: 'scope1.stationary_combustion',
  co2eKg: '33604.9',
  biogenicCo2Kg: '0',
  results: 3,
};
const ranges = rangesByGroup([
  {
    scope: 1,
    method: null,
    category: 'scope1.stationary_combustion',
    range: { point: '33604.9', low: '30112.4', high: '37097.5', method: 'analytical' },
  },
]);

describe('GroupsTable', () => {
  const props = {
    search: { groupBy: 'category' as const },
    facilityName: () => undefined,
    onDrillDown: () => {},
  };

  it("shows each group's 95% range next to its total, matched by scope, method and category", () => {
    renderWithApi(<GroupsTable groups={[group]} ranges={ranges} {...props} />, () => ({ status: 500 }));
    expect(screen.getByRole('columnheader', { name: '95% range (t CO2e)' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row).getByText(`${formatTonnes('30112.4')} – ${formatTonnes('37097.5')}`),
    ).toBeInTheDocument();
    expect(within(row).getByText(formatTonnes('33604.9'))).toBeInTheDocument();
  });

  it('says the range is being computed while it loads, and shows no range column for period groups', () => {
    const { unmount } = renderWithApi(<GroupsTable groups={[group]} ranges={null} {...props} />, () => ({
      status: 500,
    }));
    expect(screen.getByText('Computing…')).toBeInTheDocument();
    unmount();
    renderWithApi(<GroupsTable groups={[{ ...group, period: '2025-01' }]} {...props} />, () => ({
      status: 500,
    }));
    expect(screen.queryByRole('columnheader', { name: '95% range (t CO2e)' })).toBeNull();
  });
});
