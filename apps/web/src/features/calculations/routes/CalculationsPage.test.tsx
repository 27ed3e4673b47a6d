import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { InRouter } from '../components/in-router';
import CalculationsPage from './CalculationsPage';

const RUN = {
  id: '0190f5f4-0000-7000-8000-0000000000aa',
  kind: 'period',
  status: 'completed',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  activityCount: null,
  datasetVersions: {},
  gwpSet: 'AR6',
  gwpTimeframe: '100yr',
  engineVersion: '1.0.0',
  recalculationOf: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  calculated: 3,
  failedCount: 1,
  failed: [],
  totalsByScope: null,
};

const JOB = {
  id: '0190f5f4-0000-7000-8000-0000000000bb',
  status: 'running',
  request: {
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    facilityIds: ['0190f5f4-0000-7000-8000-0000000000c1', '0190f5f4-0000-7000-8000-0000000000c2'],
  },
  requestedBy: null,
  createdAt: '2026-11-28T09:00:00Z',
  settledAt: null,
  runId: null,
  run: null,
  progress: {
    percent: 40,
    message: 'Calculated 400,000 of 1,000,000 activities',
    at: '2026-11-28T09:03:00Z',
  },
  problem: null,
};

const answers =
  (role: string, jobs: () => unknown[] = () => []) =>
  (request: { path: string }) => {
    if (request.path === '/api/auth/session')
      return {
        status: 200,
        body: {
          user: { id: RUN.id, email: 'r@example.com', name: 'Rita Reader' },
          organization: { id: RUN.id, name: 'Acme', slug: 'acme' },
          role,
          csrfToken: 'x',
        },
      };
    if (request.path.startsWith('/api/facilities'))
      return { status: 200, body: { items: [], nextCursor: null } };
    if (request.path.startsWith('/api/calculations/jobs?'))
      return { status: 200, body: { items: jobs(), nextCursor: null } };
    if (request.path.startsWith('/api/calculations'))
      return { status: 200, body: { items: [RUN], nextCursor: null } };
    return { status: 404 };
  };

describe('CalculationsPage', () => {
  it('shows a READ_ONLY user the past runs and no write control', async () => {
    const { seen } = renderWithApi(
      <InRouter>
        <CalculationsPage />
      </InRouter>,
      answers('READ_ONLY'),
    );
    expect(
      await screen.findByText('Your role can read calculations but not start them.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Past calculations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Start a calculation' })).toBeNull();
    // The latest run first: the list asks the API for that order.
    expect(seen.some((r) => r.path.startsWith('/api/calculations?') && r.path.includes('order=newest'))).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: /2026/ })).toHaveAttribute('href', `/calculations/${RUN.id}`);
    // Calculations in progress are for the roles that calculate: not even asked for here.
    expect(seen.some((r) => r.path.startsWith('/api/calculations/jobs'))).toBe(false);
  });

  it('lists the calculations still on the server until they finish, then asks for the runs again', async () => {
    let jobs: unknown[] = [JOB];
    const { seen } = renderWithApi(
      <InRouter>
        <CalculationsPage />
      </InRouter>,
      answers('ORG_MEMBER', () => jobs),
    );
    const table = await screen.findByRole('table', { name: 'Calculating on the server' });
    expect(table).toHaveTextContent('2025, 2 facilities');
    expect(table).toHaveTextContent('Running');
    expect(table).toHaveTextContent('40% calculated');
    expect(
      seen.some((r) => r.path.includes('/api/calculations/jobs?') && r.path.includes('unsettled=true')),
    ).toBe(true);
    const runLists = () => seen.filter((r) => r.path.startsWith('/api/calculations?')).length;
    const before = runLists();
    // The worker stores the run: the next look finds no job in progress (a look every 3 s).
    jobs = [];
    await waitFor(
      () => expect(screen.queryByRole('table', { name: 'Calculating on the server' })).toBeNull(),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(runLists()).toBeGreaterThan(before));
  });

  it('offers the run form to a member', async () => {
    renderWithApi(
      <InRouter>
        <CalculationsPage />
      </InRouter>,
      answers('ORG_MEMBER'),
    );
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  });
});
