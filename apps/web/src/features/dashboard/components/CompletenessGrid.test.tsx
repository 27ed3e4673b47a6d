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
import { CompletenessGrid } from './CompletenessGrid';

function renderGrid(ui: React.ReactNode) {
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

const LEEDS = '0190f5f4-0000-7000-8000-0000000000f1';

describe('CompletenessGrid', () => {
  it('marks each facility-month without activity data in words and links the others to their activities', async () => {
    renderGrid(
      <CompletenessGrid
        coverage={{
          from: '2025-01-01',
          to: '2025-03-31',
          months: ['2025-01', '2025-02', '2025-03'],
          facilities: [
            { facilityId: LEEDS, name: 'Leeds plant', counts: [2, 0, 1] },
            { facilityId: null, name: null, counts: [0, 0, 4] },
          ],
        }}
      />,
    );
    const leeds = await screen.findByRole('row', { name: /^Leeds plant/ });
    const cells = within(leeds).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(within(cells[1] as HTMLElement).getByText('No activity data')).toBeInTheDocument();
    expect(
      within(cells[0] as HTMLElement).getByRole('link', { name: '2 activities for Leeds plant in Jan 2025' }),
    ).toHaveAttribute('href', `/activities?facilityId=${LEEDS}&from=2025-01-01&to=2025-01-31`);
    expect(within(cells[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/activities?facilityId=${LEEDS}&from=2025-03-01&to=2025-03-31`,
    );
    const none = screen.getByRole('row', { name: /^No facility/ });
    expect(within(none).getAllByText('No activity data')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Feb 2025' })).toBeInTheDocument();
    expect(screen.getByText(/\(3 in this period\)/)).toBeInTheDocument();
  });

  it('says when every month has data', async () => {
    renderGrid(
      <CompletenessGrid
        coverage={{
          from: '2025-02-01',
          to: '2025-02-28',
          months: ['2025-02'],
          facilities: [{ facilityId: LEEDS, name: 'Leeds plant', counts: [1] }],
        }}
      />,
    );
    expect(
      await screen.findByText('Every facility has activity data for every month of this period.'),
    ).toBeInTheDocument();
  });
});
